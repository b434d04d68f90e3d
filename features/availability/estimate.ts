import { isWorkingDay, nextWorkingDay, workingDayOnOrAfter } from './calendar'
import {
  ORDER_CUTOFF_TIME,
  REQUEST_HORIZON_YEARS,
  type AvailabilityStatus,
  type Canton,
  type DeliveryDateProblem,
} from './constants'
import { addYears, daysBetween, isRealDay, isWeekend } from './days'
import { holidayOn, type Holiday } from './holidays'

/** When an order is placed: the Swiss calendar day and time ("HH:mm"). Every estimate starts from one; nothing reads a clock. */
export type OrderMoment = { day: string; time: string }

/** An article's stock as the ERP reports it: packs on hand, and when the next delivery comes in. */
export type StockLevel = { quantity: number; restockDate: string | null }

/** How a quantity of an article can be delivered. */
export type LineAvailability = {
  status: AvailabilityStatus
  /** The packs asked for. */
  quantity: number
  /** The packs on hand (all of them, not only those asked for). */
  inStock: number
  /** When the first packs can arrive (for a partly stocked line, those on hand); null: on request. */
  firstDate: string | null
  /** When all packs asked for can have arrived; null: on request. */
  completeDate: string | null
}

/** What the delivery step offers for a cart: the earliest day with and without partial delivery, the last day, and the holidays in between. */
export type DeliveryOptions = {
  /** The Swiss day the options were computed on. */
  today: string
  /** The earliest delivery day when partial delivery is allowed (the first line that can come); null: none can be promised. */
  earliestPartial: string | null
  /** The earliest delivery day of everything at once (the last line); null: some line is on request. */
  earliestComplete: string | null
  /** The last day a delivery may be requested for (a year ahead). */
  latest: string
  /** The warehouse canton's holidays from today to `latest` that fall on a weekday, in order. */
  holidays: { day: string; holiday: Holiday }[]
}

/**
 * The working day an order placed at `moment` leaves the warehouse: the same day before the
 * cut-off on a working day, otherwise the next working day.
 */
export const shippingDay = (moment: OrderMoment, canton: Canton): string =>
  isWorkingDay(moment.day, canton) && moment.time < ORDER_CUTOFF_TIME
    ? moment.day
    : nextWorkingDay(moment.day, canton)

/** When packs in stock arrive: the working day after they leave the warehouse. */
export const inStockDelivery = (moment: OrderMoment, canton: Canton): string =>
  nextWorkingDay(shippingDay(moment, canton), canton)

/**
 * When packs of the next delivery to the warehouse arrive: the first working day on or after the
 * restock date, never before packs in stock would (a restock date in the past is stock that is
 * already on its way out).
 */
export function restockDelivery(restockDate: string, moment: OrderMoment, canton: Canton): string {
  const restocked = workingDayOnOrAfter(restockDate, canton)
  const fromStock = inStockDelivery(moment, canton)
  return restocked > fromStock ? restocked : fromStock
}

/**
 * How `quantity` packs of an article can be delivered, given its stock (null: the ERP reports
 * none for it, which is read as "on request").
 * - stock ≥ quantity: in stock, all of it the next working day after shipping;
 * - 0 < stock < quantity: partly in stock, those packs then, the rest on the restock date (or on
 *   request without one);
 * - no stock, a restock date: all of it on the first working day on or after that date;
 * - no stock, no restock date: on request (no date).
 */
export function lineAvailability(
  stock: StockLevel | null,
  quantity: number,
  moment: OrderMoment,
  canton: Canton,
): LineAvailability {
  const inStock = stock && Number.isFinite(stock.quantity) ? Math.max(0, Math.floor(stock.quantity)) : 0
  const restock =
    stock?.restockDate && isRealDay(stock.restockDate)
      ? restockDelivery(stock.restockDate, moment, canton)
      : null
  const fromStock = inStockDelivery(moment, canton)
  if (inStock >= quantity)
    return { status: 'inStock', quantity, inStock, firstDate: fromStock, completeDate: fromStock }
  if (inStock > 0)
    return { status: 'partial', quantity, inStock, firstDate: fromStock, completeDate: restock }
  if (restock) return { status: 'restock', quantity, inStock, firstDate: restock, completeDate: restock }
  return { status: 'onRequest', quantity, inStock, firstDate: null, completeDate: null }
}

/**
 * The earliest day a delivery of these lines can arrive.
 * - Partial delivery allowed: the first line that can come (what is there comes first, the rest
 *   follows as it becomes available); null when every line is on request.
 * - Partial delivery not allowed: everything arrives together, so the line that comes last; null
 *   when any line is on request — no day can be promised for the whole order then.
 * No lines: null.
 */
export function earliestDelivery(lines: LineAvailability[], partial: boolean): string | null {
  if (!lines.length) return null
  if (partial) {
    const days = lines.flatMap((line) => (line.firstDate ? [line.firstDate] : []))
    return days.length ? days.reduce((a, b) => (b < a ? b : a)) : null
  }
  let latest = ''
  for (const line of lines) {
    if (!line.completeDate) return null
    if (line.completeDate > latest) latest = line.completeDate
  }
  return latest
}

/** The delivery step's options for these lines, computed at `moment` in the warehouse's canton. */
export function deliveryOptions(
  lines: LineAvailability[],
  moment: OrderMoment,
  canton: Canton,
): DeliveryOptions {
  const latest = addYears(moment.day, REQUEST_HORIZON_YEARS)
  return {
    today: moment.day,
    earliestPartial: earliestDelivery(lines, true),
    earliestComplete: earliestDelivery(lines, false),
    latest,
    holidays: daysBetween(moment.day, latest).flatMap((day) => {
      const holiday = isWeekend(day) ? null : holidayOn(day, canton)
      return holiday ? [{ day, holiday }] : []
    }),
  }
}

/** The earliest day the options allow with this partial-delivery choice (null: none, or none within the horizon). */
export function earliestOffered(options: DeliveryOptions, partial: boolean): string | null {
  const earliest = partial ? options.earliestPartial : options.earliestComplete
  return earliest && earliest <= options.latest ? earliest : null
}

/**
 * Why `day` cannot be requested as the delivery date, or null when it can. No day (empty) is
 * always fine: as soon as possible. A day needs a date to be promised at all (no line on request
 * where it matters), lies between the earliest day and a year ahead, and is a working day of the
 * warehouse's canton.
 */
export function deliveryDateProblem(
  day: string | null | undefined,
  options: DeliveryOptions,
  partial: boolean,
): DeliveryDateProblem | null {
  if (day == null || day === '') return null
  if (!isRealDay(day)) return 'invalid'
  const earliest = earliestOffered(options, partial)
  if (!earliest) return 'noDate'
  if (day < earliest) return 'beforeEarliest'
  if (day > options.latest) return 'tooFar'
  if (isWeekend(day)) return 'weekend'
  if (holidayIn(options, day)) return 'holiday'
  return null
}

/** The holiday the options name on `day`, or null. */
export const holidayIn = (options: Pick<DeliveryOptions, 'holidays'>, day: string): Holiday | null =>
  options.holidays.find((entry) => entry.day === day)?.holiday ?? null
