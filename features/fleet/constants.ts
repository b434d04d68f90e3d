import { VEHICLE_COMPONENT_KEYS } from '../oil-finder/constants'

/**
 * The fleet and machine park (Fuhrpark): a customer's vehicles (from the oil
 * finder's database) and machines (entered freely), each with its components,
 * the product in use, the fill quantity and the service interval.
 */
export const FLEET_ENTRY_KINDS = ['vehicle', 'machine'] as const
export type FleetEntryKind = (typeof FLEET_ENTRY_KINDS)[number]

/** How a vehicle was found: picked by make/model/type, by type approval number, by licence plate, from a file of plates; machines are entered by hand. */
export const FLEET_ENTRY_SOURCES = ['selection', 'typeApproval', 'plate', 'import', 'manual'] as const
export type FleetEntrySource = (typeof FLEET_ENTRY_SOURCES)[number]

/** Kinds of machine (the UI translates the key). */
export const MACHINE_KINDS = [
  'hydraulicPress',
  'injectionMoulding',
  'machineTool',
  'compressor',
  'gearUnit',
  'forklift',
  'constructionMachine',
  'generator',
  'pump',
  'conveyor',
  'other',
] as const
export type MachineKind = (typeof MACHINE_KINDS)[number]

/** Components a machine adds to the vehicle components (the UI translates the key). */
export const MACHINE_COMPONENT_KEYS = [
  'hydraulicSystem',
  'gearUnit',
  'compressorOil',
  'spindle',
  'circulation',
  'slideway',
  'greasePoints',
] as const

/** Every component a fleet entry may have: the oil finder's vehicle components and the machine components. */
export const FLEET_COMPONENT_KEYS = [...VEHICLE_COMPONENT_KEYS, ...MACHINE_COMPONENT_KEYS] as const
export type FleetComponentKey = (typeof FLEET_COMPONENT_KEYS)[number]

export const FLEET_NAME_MAX_LENGTH = 80
export const FLEET_TAG_MAX_LENGTH = 60
export const FLEET_NOTE_MAX_LENGTH = 500
/** At most this many entries per customer, and this many components per entry. */
export const FLEET_MAX_ENTRIES = 2000
export const FLEET_MAX_COMPONENTS = 12
/** A fill quantity is 0.01–5000 litres. */
export const FLEET_MIN_CAPACITY_LITRES = 0.01
export const FLEET_MAX_CAPACITY_LITRES = 5000
/** Intervals: up to 120 months, 1 000 000 km or 100 000 operating hours. */
export const FLEET_MAX_INTERVAL_MONTHS = 120
export const FLEET_MAX_INTERVAL_KM = 1_000_000
export const FLEET_MAX_INTERVAL_HOURS = 100_000
/** Readings and yearly figures: odometer up to 5 000 000 km, operating hours up to 500 000; per year up to 500 000 km or 8 784 h (every hour of a leap year). */
export const FLEET_MAX_READING_KM = 5_000_000
export const FLEET_MAX_READING_HOURS = 500_000
export const FLEET_MAX_YEARLY_KM = 500_000
export const FLEET_MAX_YEARLY_HOURS = 8_784
/** A file of licence plates: at most 1 MB and 500 rows. */
export const FLEET_IMPORT_MAX_BYTES = 1024 * 1024
export const FLEET_IMPORT_MAX_ROWS = 500

/** The oil plan covers 1 to 366 days; the default is the next calendar quarter. */
export const PLAN_MAX_DAYS = 366

/** Service reminders: the weekly digest mail, or none; due services within this many days (default 14). */
export const REMINDER_DIGESTS = ['weekly', 'off'] as const
export type ReminderDigest = (typeof REMINDER_DIGESTS)[number]
export const REMINDER_DEFAULT_LEAD_DAYS = 14
export const REMINDER_MAX_LEAD_DAYS = 90
export const REMINDER_KINDS = ['due', 'digest'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

export const FLEET_PATH = '/api/fleet'
export const fleetEntryPath = (id: number | string) => `${FLEET_PATH}/${encodeURIComponent(String(id))}`
