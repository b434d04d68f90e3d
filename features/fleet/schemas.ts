import { z } from 'zod'

import { normalizeLicensePlate } from '@/features/oil-finder/schemas'
import type { TableDefinition } from '@/features/table-lists/query'
import { hasControlCharacters } from '@/lib/control-characters'

import {
  FLEET_COMPONENT_KEYS,
  FLEET_ENTRY_KINDS,
  FLEET_ENTRY_SOURCES,
  FLEET_MAX_CAPACITY_LITRES,
  FLEET_MAX_COMPONENTS,
  FLEET_MAX_INTERVAL_HOURS,
  FLEET_MAX_INTERVAL_KM,
  FLEET_MAX_INTERVAL_MONTHS,
  FLEET_MAX_READING_HOURS,
  FLEET_MAX_READING_KM,
  FLEET_MAX_YEARLY_HOURS,
  FLEET_MAX_YEARLY_KM,
  FLEET_MIN_CAPACITY_LITRES,
  FLEET_NAME_MAX_LENGTH,
  FLEET_NOTE_MAX_LENGTH,
  FLEET_TAG_MAX_LENGTH,
  MACHINE_KINDS,
} from './constants'

// ── Input ───────────────────────────────────────────────────────────────────

/** Why a value is refused; the server and the forms turn it into a sentence naming the field (fleet.errors.*). */
export const FLEET_PROBLEMS = [
  'required',
  'invalid',
  'tooLong',
  'control',
  'date',
  'future',
  'tooOld',
  'range',
  'plate',
  'typeApproval',
  'components',
  'productOrText',
  'intervalRequired',
  'duplicateComponent',
  'nothingToChange',
  'unknownField',
] as const
export type FleetProblem = (typeof FLEET_PROBLEMS)[number]

/** The fields of the forms, in form order (a 400's messages follow it); component fields are named by their own key. */
export const FLEET_FIELDS = [
  'kind',
  'by',
  'vehicleTypeId',
  'typeApprovalNumber',
  'plate',
  'name',
  'machineKind',
  'site',
  'costCentre',
  'readingKm',
  'readingHours',
  'readingDate',
  'yearlyKm',
  'yearlyHours',
  'note',
  'components',
  'id',
  'component',
  'product',
  'productInUseText',
  'capacityLitres',
  'intervalMonths',
  'intervalKm',
  'intervalHours',
  'lastServiceDate',
  'lastServiceReading',
  'componentId',
  'doneOn',
  'reading',
  'litres',
  'body',
] as const
export type FleetField = (typeof FLEET_FIELDS)[number]

/** The earliest day a service or reading may carry. */
export const FLEET_EARLIEST_DAY = '2000-01-01'

const problem = (missing: FleetProblem, wrong: FleetProblem) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrong

/** A calendar day "YYYY-MM-DD" that exists. */
export function isFleetDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** A day between 2000-01-01 and `today` (a service or reading cannot lie ahead). */
const ZPastDay = (today: () => string) =>
  z
    .string({ error: problem('required', 'date') })
    .refine(isFleetDay, 'date')
    .refine((value) => value >= FLEET_EARLIEST_DAY, 'tooOld')
    .refine((value) => value <= today(), 'future')

/** Printable one-line text of at most `max` characters, trimmed; empty means none (null). */
const ZOptionalText = (max: number, lineBreaks = false) =>
  z
    .string({ error: problem('invalid', 'invalid') })
    .refine((text) => !hasControlCharacters(text, { lineBreaks }), 'control')
    .transform((text) => text.trim())
    .pipe(z.string().max(max, 'tooLong'))
    .transform((text) => (text === '' ? null : text))
    .nullish()

/** A required one-line name. */
const ZName = z
  .string({ error: problem('required', 'invalid') })
  .refine((text) => !hasControlCharacters(text), 'control')
  .transform((text) => text.trim())
  .pipe(z.string().min(1, 'required').max(FLEET_NAME_MAX_LENGTH, 'tooLong'))

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: problem('required', 'range') })
    .int('range')
    .min(min, 'range')
    .max(max, 'range')

const ZLitres = z
  .number({ error: problem('required', 'range') })
  .min(FLEET_MIN_CAPACITY_LITRES, 'range')
  .max(FLEET_MAX_CAPACITY_LITRES, 'range')
  .transform((value) => Math.round(value * 100) / 100)

/** A licence plate as typed ("ZH 123 456"), in its stored form ("ZH123456"). */
export const ZPlate = z
  .string({ error: problem('required', 'plate') })
  .max(20, 'plate')
  .transform((value, context) => {
    if (!value.trim()) {
      context.addIssue({ code: 'custom', message: 'required' })
      return z.NEVER
    }
    return normalizeLicensePlate(value) ?? (context.addIssue({ code: 'custom', message: 'plate' }), z.NEVER)
  })

/** A type approval number as typed ("1VB 496"), in its stored form ("1VB496"). */
export const ZTypeApproval = z
  .string({ error: problem('required', 'typeApproval') })
  .max(20, 'typeApproval')
  .transform((value, context) => {
    const compact = value.replace(/[\s.-]+/g, '').toUpperCase()
    if (!compact) {
      context.addIssue({ code: 'custom', message: 'required' })
      return z.NEVER
    }
    if (!/^[0-9][A-Z]{1,2}[0-9]{2,4}$/.test(compact)) {
      context.addIssue({ code: 'custom', message: 'typeApproval' })
      return z.NEVER
    }
    return compact
  })

/** A vehicle type's id (the oil finder's database). */
const ZTypeId = z
  .number({ error: problem('required', 'invalid') })
  .int('invalid')
  .min(1, 'invalid')
  .max(2_147_483_647, 'invalid')

/** The usage figures and tags every entry may carry. */
const usageFields = (today: () => string) => ({
  site: ZOptionalText(FLEET_TAG_MAX_LENGTH),
  costCentre: ZOptionalText(FLEET_TAG_MAX_LENGTH),
  readingKm: wholeNumber(0, FLEET_MAX_READING_KM).nullish(),
  readingHours: wholeNumber(0, FLEET_MAX_READING_HOURS).nullish(),
  readingDate: ZPastDay(today).nullish(),
  yearlyKm: wholeNumber(0, FLEET_MAX_YEARLY_KM).nullish(),
  yearlyHours: wholeNumber(0, FLEET_MAX_YEARLY_HOURS).nullish(),
  note: ZOptionalText(FLEET_NOTE_MAX_LENGTH, true),
})

/** A component row as a form sends it: `id` for a row that exists (PATCH), none for a new one. */
export const componentSchema = (today: () => string) =>
  z
    .strictObject({
      id: z
        .string({ error: problem('invalid', 'invalid') })
        .min(1, 'invalid')
        .max(64, 'invalid')
        .optional(),
      component: z.enum(FLEET_COMPONENT_KEYS, { error: problem('required', 'invalid') }),
      product: z
        .string({ error: problem('invalid', 'invalid') })
        .trim()
        .max(40, 'invalid')
        .transform((text) => (text === '' ? null : text.toUpperCase()))
        .nullish(),
      productInUseText: ZOptionalText(FLEET_NAME_MAX_LENGTH),
      capacityLitres: ZLitres.nullish(),
      intervalMonths: wholeNumber(1, FLEET_MAX_INTERVAL_MONTHS).nullish(),
      intervalKm: wholeNumber(1, FLEET_MAX_INTERVAL_KM).nullish(),
      intervalHours: wholeNumber(1, FLEET_MAX_INTERVAL_HOURS).nullish(),
      lastServiceDate: ZPastDay(today).nullish(),
      lastServiceReading: wholeNumber(0, FLEET_MAX_READING_KM).nullish(),
    })
    .superRefine((row, context) => {
      if (row.product && row.productInUseText)
        context.addIssue({ code: 'custom', path: ['productInUseText'], message: 'productOrText' })
    })
export type FleetComponentInput = z.output<ReturnType<typeof componentSchema>>

const componentsSchema = (today: () => string, min: number) =>
  z
    .array(componentSchema(today), { error: problem('components', 'invalid') })
    .min(min, 'components')
    .max(FLEET_MAX_COMPONENTS, 'tooLong')
    .superRefine((rows, context) => {
      const ids = new Set<string>()
      rows.forEach((row, index) => {
        if (row.id && ids.has(row.id))
          context.addIssue({ code: 'custom', path: [index, 'id'], message: 'invalid' })
        if (row.id) ids.add(row.id)
      })
    })

/**
 * POST /api/fleet: a vehicle from the oil finder's database — picked by
 * make, model and type (`by: 'type'`), by its type approval number (with the
 * chosen `vehicleTypeId` when the number fits several types) or by its
 * licence plate — or a machine entered by hand with its components.
 */
export function createEntrySchema(today: () => string) {
  const usage = usageFields(today)
  const optionalName = ZOptionalText(FLEET_NAME_MAX_LENGTH)
  return z.discriminatedUnion(
    'by',
    [
      z.strictObject({
        kind: z.literal('vehicle', { error: problem('required', 'invalid') }),
        by: z.literal('type'),
        vehicleTypeId: ZTypeId,
        name: optionalName,
        ...usage,
      }),
      z.strictObject({
        kind: z.literal('vehicle', { error: problem('required', 'invalid') }),
        by: z.literal('typeApproval'),
        typeApprovalNumber: ZTypeApproval,
        vehicleTypeId: ZTypeId.optional(),
        name: optionalName,
        ...usage,
      }),
      z.strictObject({
        kind: z.literal('vehicle', { error: problem('required', 'invalid') }),
        by: z.literal('plate'),
        plate: ZPlate,
        name: optionalName,
        ...usage,
      }),
      z.strictObject({
        kind: z.literal('machine', { error: problem('required', 'invalid') }),
        by: z.literal('manual'),
        name: ZName,
        machineKind: z.enum(MACHINE_KINDS, { error: problem('required', 'invalid') }),
        components: componentsSchema(today, 1),
        ...usage,
      }),
    ],
    { error: problem('required', 'invalid') },
  )
}
export type CreateEntryInput = z.output<ReturnType<typeof createEntrySchema>>

/** The body of POST /api/fleet before its `by` is known: a machine may leave it out (`manual`). */
export function createBodySchema(today: () => string) {
  const schema = createEntrySchema(today)
  return z.preprocess((body) => {
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const record = body as Record<string, unknown>
      if (record.kind === 'machine' && record.by === undefined) return { ...record, by: 'manual' }
    }
    return body
  }, schema)
}

/**
 * PATCH /api/fleet/{id}: what changes — the name, the machine's kind, tags,
 * readings, yearly figures, the note, and the components (the list as it
 * should be: rows with their id stay and change, rows without are added,
 * rows left out go).
 */
export function updateEntrySchema(today: () => string) {
  return z
    .strictObject({
      name: ZName.optional(),
      machineKind: z.enum(MACHINE_KINDS, { error: problem('required', 'invalid') }).optional(),
      ...usageFields(today),
      components: componentsSchema(today, 0).optional(),
    })
    .superRefine((input, context) => {
      if (!Object.values(input).some((value) => value !== undefined))
        context.addIssue({ code: 'custom', path: [], message: 'nothingToChange' })
    })
}
export type UpdateEntryInput = z.output<ReturnType<typeof updateEntrySchema>>

/** POST /api/fleet/{id}/services: a service done on one component (not in the future, not before 2000). */
export function serviceSchema(today: () => string) {
  return z.strictObject({
    componentId: z
      .string({ error: problem('required', 'invalid') })
      .min(1, 'required')
      .max(64, 'invalid'),
    doneOn: ZPastDay(today),
    reading: wholeNumber(0, FLEET_MAX_READING_KM).nullish(),
    litres: ZLitres.nullish(),
    note: ZOptionalText(FLEET_NOTE_MAX_LENGTH),
  })
}
export type ServiceInput = z.output<ReturnType<typeof serviceSchema>>

/** An entry's id in the path: a positive whole number. */
export const ZEntryId = z
  .string()
  .regex(/^[1-9]\d{0,11}$/)
  .transform(Number)

/** One refused value: the field's path ("components.1.capacityLitres"), its key and the problem. */
export type FleetFieldProblem = { field: string; key: string; index: number | null; problem: FleetProblem }

/** The fields a bad body is about, each with its first problem, in form order (`body` when it is no object). */
export function fleetProblems(error: z.ZodError): FleetFieldProblem[] {
  const found = new Map<string, FleetFieldProblem>()
  const known = (message: string): FleetProblem =>
    (FLEET_PROBLEMS as readonly string[]).includes(message) ? (message as FleetProblem) : 'invalid'
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const base = issue.path.map(String)
      for (const key of issue.keys) {
        const field = [...base, key].join('.')
        if (!found.has(field)) found.set(field, { field, key, index: null, problem: 'unknownField' })
      }
      continue
    }
    const path = issue.path.map(String)
    const field = path.length ? path.join('.') : 'body'
    const key = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? 'body'
    const index = path[0] === 'components' && /^\d+$/.test(path[1] ?? '') ? Number(path[1]) : null
    const problemOf =
      issue.code === 'invalid_union' && path.length === 0 ? 'invalid' : known(String(issue.message))
    if (!found.has(field)) found.set(field, { field, key, index, problem: problemOf })
  }
  const order = (key: string) => (FLEET_FIELDS as readonly string[]).indexOf(key) + 1 || 99
  return [...found.values()].sort((a, b) => (a.index ?? -1) - (b.index ?? -1) || order(a.key) - order(b.key))
}

// ── Output ──────────────────────────────────────────────────────────────────

/** Due filter of the table: overdue, or due within 14, 30 or 90 days. */
export const FLEET_DUE_FILTERS = ['overdue', '14', '30', '90'] as const
export type FleetDueFilter = (typeof FLEET_DUE_FILTERS)[number]

/** The sortable columns of the fleet table. */
export const FLEET_SORT_COLUMNS = ['name', 'licensePlate', 'site', 'costCentre', 'nextDue'] as const

/** GET /api/fleet: search name and plate, filter kind, site, cost centre and due, sort. */
export function fleetTableDefinition(sites: readonly string[], costCentres: readonly string[]) {
  return {
    sortColumns: FLEET_SORT_COLUMNS,
    filters: {
      kind: { values: FLEET_ENTRY_KINDS, multiple: false },
      site: { values: sites, multiple: true },
      costCentre: { values: costCentres, multiple: true },
      due: { values: FLEET_DUE_FILTERS, multiple: false },
    },
    datepicker: false,
    search: true,
  } as const satisfies TableDefinition
}

const ZBasis = z.enum(['months', 'km', 'hours', 'noHistory'])

export const ZNextDue = z.object({
  date: z.string(),
  basis: ZBasis,
  basisLabel: z.string(),
  overdue: z.boolean(),
  /** Days from today (negative when overdue). */
  inDays: z.number(),
  component: z.enum(FLEET_COMPONENT_KEYS),
  componentLabel: z.string(),
})
export type NextDueInfo = z.infer<typeof ZNextDue>

/** A row of the fleet table. */
export const ZFleetEntry = z.object({
  id: z.number(),
  kind: z.enum(FLEET_ENTRY_KINDS),
  kindLabel: z.string(),
  name: z.string(),
  licensePlate: z.string().nullable(),
  vehicle: z.string().nullable(),
  machineKind: z.string().nullable(),
  site: z.string().nullable(),
  costCentre: z.string().nullable(),
  componentCount: z.number(),
  nextDue: ZNextDue.nullable(),
  url: z.string(),
})
export type FleetEntryRow = z.infer<typeof ZFleetEntry>

const ZRecommendedProduct = z.object({
  productNumber: z.string(),
  name: z.string(),
  url: z.string(),
})

export const ZComponentDetail = z.object({
  id: z.string(),
  component: z.enum(FLEET_COMPONENT_KEYS),
  label: z.string(),
  product: z.object({ productNumber: z.string(), name: z.string(), url: z.string() }).nullable(),
  productInUseText: z.string().nullable(),
  alternativesUrl: z.string().nullable(),
  capacityLitres: z.number().nullable(),
  intervalMonths: z.number().nullable(),
  intervalKm: z.number().nullable(),
  intervalHours: z.number().nullable(),
  intervalLabel: z.string().nullable(),
  lastServiceDate: z.string().nullable(),
  lastServiceReading: z.number().nullable(),
  fromRecommendation: z.boolean(),
  nextDue: ZNextDue.nullable(),
  recommendation: z
    .object({
      products: z.array(ZRecommendedProduct),
      capacityLitres: z.number().nullable(),
      interval: z.string().nullable(),
      intervalMonths: z.number().nullable(),
      intervalKm: z.number().nullable(),
      intervalHours: z.number().nullable(),
    })
    .nullable(),
})
export type FleetComponentDetail = z.infer<typeof ZComponentDetail>

export const ZServiceRow = z.object({
  id: z.number(),
  componentId: z.string(),
  component: z.enum(FLEET_COMPONENT_KEYS),
  componentLabel: z.string(),
  doneOn: z.string(),
  reading: z.number().nullable(),
  litres: z.number().nullable(),
  note: z.string().nullable(),
  by: z.string(),
})
export type FleetServiceRow = z.infer<typeof ZServiceRow>

/** GET /api/fleet/{id} → data.entry. */
export const ZFleetEntryDetail = z.object({
  id: z.number(),
  kind: z.enum(FLEET_ENTRY_KINDS),
  kindLabel: z.string(),
  name: z.string(),
  source: z.enum(FLEET_ENTRY_SOURCES),
  sourceLabel: z.string(),
  licensePlate: z.string().nullable(),
  typeApprovalNumber: z.string().nullable(),
  vehicle: z
    .object({ typeId: z.number(), make: z.string(), model: z.string(), type: z.string(), engine: z.string() })
    .nullable(),
  machineKind: z.enum(MACHINE_KINDS).nullable(),
  site: z.string().nullable(),
  costCentre: z.string().nullable(),
  readingKm: z.number().nullable(),
  readingHours: z.number().nullable(),
  readingDate: z.string().nullable(),
  yearlyKm: z.number().nullable(),
  yearlyHours: z.number().nullable(),
  note: z.string().nullable(),
  components: z.array(ZComponentDetail),
  nextDue: ZNextDue.nullable(),
  services: z.array(ZServiceRow),
  /** The caller may change it (administrators and buyers). */
  editable: z.boolean(),
  url: z.string(),
})
export type FleetEntryDetail = z.infer<typeof ZFleetEntryDetail>

/** A type approval number that fits several types: the choices the dialog shows. */
export const ZTypeChoice = z.object({
  typeId: z.number(),
  label: z.string(),
  years: z.string(),
})
export type TypeChoice = z.infer<typeof ZTypeChoice>

/** POST /api/fleet → data: the new entry, or the types to choose from. */
export const ZCreateAnswer = z.union([
  z.object({ entry: ZFleetEntryDetail }),
  z.object({ choices: z.array(ZTypeChoice) }),
])
export type CreateAnswer = z.infer<typeof ZCreateAnswer>

/** One refused row of an import. */
export const ZImportProblem = z.object({ row: z.number(), text: z.string(), reason: z.string() })
export type ImportProblem = z.infer<typeof ZImportProblem>

/** POST /api/fleet/import → data.report. */
export const ZImportReport = z.object({
  added: z.array(z.object({ row: z.number(), id: z.number(), name: z.string(), licensePlate: z.string() })),
  problems: z.array(ZImportProblem),
})
export type ImportReport = z.infer<typeof ZImportReport>

/** The template's formats (GET /api/fleet/import/template?format=). */
export const FLEET_TEMPLATE_FORMATS = ['xlsx', 'csv'] as const
export const ZTemplateQuery = z.object({ format: z.enum(FLEET_TEMPLATE_FORMATS).default('xlsx') })
