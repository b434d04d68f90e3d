/**
 * Stock and delivery dates. The warehouse's canton decides which public holidays are no working
 * days (checkout settings › delivery); dates are calendar days in Europe/Zurich, written YYYY-MM-DD.
 */
import type { Canton } from '../../lib/cantons'

export { CANTONS, type Canton } from '../../lib/cantons'

/** The canton of the warehouse when the checkout settings name none. */
export const DEFAULT_WAREHOUSE_CANTON: Canton = 'ZH'

/** A calendar date, YYYY-MM-DD. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Orders placed until this time (Swiss time) on a working day leave the warehouse that day, so
 * what is in stock arrives the next working day; later orders, and those of a weekend or a
 * holiday, leave on the next working day.
 */
export const ORDER_CUTOFF_TIME = '16:00'

/** A requested delivery date may lie at most this many years ahead. */
export const REQUEST_HORIZON_YEARS = 1

/**
 * How a line can be delivered: all of it from stock; partly from stock (the rest on the restock
 * date, or on request); all of it on the restock date; or on request (no stock, no restock date).
 */
export const AVAILABILITY_STATUSES = ['inStock', 'partial', 'restock', 'onRequest'] as const
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number]

/** Why a requested delivery date cannot be promised. */
export const DELIVERY_DATE_PROBLEMS = [
  'invalid',
  'weekend',
  'holiday',
  'beforeEarliest',
  'tooFar',
  'noDate',
] as const
export type DeliveryDateProblem = (typeof DELIVERY_DATE_PROBLEMS)[number]
