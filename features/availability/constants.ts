/**
 * Stock and delivery dates. The warehouse's canton decides which public holidays are no working
 * days (checkout settings › delivery); dates are calendar days in Europe/Zurich, written YYYY-MM-DD.
 */
export const CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const
export type Canton = (typeof CANTONS)[number]

/** The canton of the warehouse when the checkout settings name none. */
export const DEFAULT_WAREHOUSE_CANTON: Canton = 'ZH'

/** A calendar date, YYYY-MM-DD. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
