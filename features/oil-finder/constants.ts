/**
 * The fixed vocabulary of the oil finder, shared by the CMS, the seed, the
 * server and the UI. Editors cannot add keys: the UI has a label and an icon
 * for each, so a new one is a code change.
 */

/** Vehicle categories (the finder's first choice); each category document carries one of these keys. */
export const VEHICLE_CATEGORY_KEYS = [
  'car',
  'motorcycle',
  'truck',
  'agriculture',
  'construction',
  'marine',
  'garden',
] as const
export type VehicleCategoryKey = (typeof VEHICLE_CATEGORY_KEYS)[number]

/** The parts of a vehicle a recommendation can name, in the order a recommendation lists them. */
export const VEHICLE_COMPONENT_KEYS = [
  'engine',
  'gearbox',
  'automaticTransmission',
  'transferCase',
  'differential',
  'finalDrive',
  'hydraulics',
  'powerSteering',
  'brakes',
  'cooling',
  'fork',
  'chain',
  'primaryDrive',
  'sterndrive',
] as const
export type VehicleComponentKey = (typeof VEHICLE_COMPONENT_KEYS)[number]

/** Fuels and drives of a vehicle type; the UI translates the key. */
export const FUEL_KEYS = [
  'petrol',
  'diesel',
  'hybrid',
  'plugInHybrid',
  'electric',
  'lpg',
  'cng',
  'twoStroke',
] as const
export type FuelKey = (typeof FUEL_KEYS)[number]

/** API content languages (`lang`); the oil finder API answers in these. */
export const OIL_FINDER_LANGUAGES = ['de', 'fr', 'it', 'en'] as const
export type OilFinderLanguage = (typeof OIL_FINDER_LANGUAGES)[number]

/** The most results /api/oilfinder/search returns. */
export const SEARCH_RESULT_LIMIT = 50
/** The shortest search term /api/oilfinder/search accepts (after trimming). */
export const SEARCH_MIN_LENGTH = 2
/** Search terms are cut at this length, never refused. */
export const SEARCH_MAX_LENGTH = 100
