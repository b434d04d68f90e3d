import type { Canton } from './constants'
import { addDays, isWeekend } from './days'
import { holidayOn } from './holidays'

/** Monday to Friday and no holiday of the canton: a day the warehouse ships and carriers deliver. */
export const isWorkingDay = (day: string, canton: Canton): boolean =>
  !isWeekend(day) && holidayOn(day, canton) == null

/** The first working day on or after `day`. */
export function workingDayOnOrAfter(day: string, canton: Canton): string {
  let next = day
  while (!isWorkingDay(next, canton)) next = addDays(next, 1)
  return next
}

/** The first working day after `day` (never `day` itself). */
export const nextWorkingDay = (after: string, canton: Canton): string =>
  workingDayOnOrAfter(addDays(after, 1), canton)

/** The `count`-th working day after `day` (`day` itself for 0, whether it is a working day or not). */
export function addWorkingDays(day: string, count: number, canton: Canton): string {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`addWorkingDays: ${count} is no count of days`)
  let next = day
  for (let i = 0; i < count; i++) next = nextWorkingDay(next, canton)
  return next
}
