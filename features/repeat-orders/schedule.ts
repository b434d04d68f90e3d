/**
 * When a repeat order is due: pure calendar arithmetic on Swiss calendar days
 * ("YYYY-MM-DD", Europe/Zurich — the caller turns an instant into today's
 * Swiss day with lib/dates' swissToday, so summer time never shifts a date).
 *
 * - every N weeks: the start date and every N × 7 days after it;
 * - monthly on day D (1–28, which every month has): day D of each month, the
 *   first on or after the start date;
 * - the end: an end date (due dates after it do not run) or a number of
 *   orders (the schedule ends once that many were placed; skipped due dates
 *   do not count).
 */
import { SCHEDULE_MAX_DAY_OF_MONTH, type ScheduleFrequency } from './constants'

/** A Swiss calendar day, "YYYY-MM-DD". */
export type IsoDay = string

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether `value` is a real calendar day "YYYY-MM-DD" (2026-02-30 is not). */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/** Midnight UTC of the day: days are counted, never instants, so no time zone or summer time enters. */
const utc = (day: IsoDay): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, date)
}
const fromUtc = (ms: number): IsoDay => new Date(ms).toISOString().slice(0, 10)

/** The day `days` calendar days after `day` (negative: before). */
export const addDays = (day: IsoDay, days: number): IsoDay => fromUtc(utc(day) + days * DAY_MS)

/** How many calendar days lie from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDay, to: IsoDay): number => Math.round((utc(to) - utc(from)) / DAY_MS)

/** Day `dayOfMonth` of the month `monthsLater` months after the month of `day`. */
function dayOfMonthIn(day: IsoDay, monthsLater: number, dayOfMonth: number): IsoDay {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return fromUtc(Date.UTC(year, month - 1 + monthsLater, dayOfMonth))
}

/** How often a schedule orders: every N weeks, or monthly on a day. */
export type Rhythm =
  | { frequency: Extract<ScheduleFrequency, 'weeks'>; intervalWeeks: number }
  | { frequency: Extract<ScheduleFrequency, 'monthly'>; dayOfMonth: number }

/** A schedule's rhythm, start and end. */
export type Timing = Rhythm & { startDate: IsoDay; endDate?: IsoDay | null; maxRuns?: number | null }

/** The later of two days. */
export const laterDay = (a: IsoDay, b: IsoDay): IsoDay => (a > b ? a : b)

/** The first due date on or after `from` (never before the start). */
export function dueOnOrAfter(timing: Timing, from: IsoDay): IsoDay {
  const day = laterDay(from, timing.startDate)
  if (timing.frequency === 'weeks') {
    const step = timing.intervalWeeks * 7
    const steps = Math.ceil(daysBetween(timing.startDate, day) / step)
    return addDays(timing.startDate, steps * step)
  }
  const inMonth = dayOfMonthIn(day, 0, timing.dayOfMonth)
  return inMonth >= day ? inMonth : dayOfMonthIn(day, 1, timing.dayOfMonth)
}

/** The schedule's first due date: the start itself (weeks), or day D on or after it (monthly). */
export const firstDueDate = (timing: Timing): IsoDay => dueOnOrAfter(timing, timing.startDate)

/** The due date after `day`. */
export const dueAfter = (timing: Timing, day: IsoDay): IsoDay => dueOnOrAfter(timing, addDays(day, 1))

/** Whether a due date lies within the schedule's end date (a count-limited one ends by its runs, see nextDueDate). */
export const withinEndDate = (timing: Pick<Timing, 'endDate'>, due: IsoDay): boolean =>
  !timing.endDate || due <= timing.endDate

/** Whether a schedule that has placed `runCount` orders may place another. */
export const runsLeft = (timing: Pick<Timing, 'maxRuns'>, runCount: number): boolean =>
  timing.maxRuns == null || runCount < timing.maxRuns

/**
 * The schedule's next due date on or after `from`, or null when it has none
 * left: the count of orders is reached, or the date lies beyond the end.
 */
export function nextDueDate(timing: Timing, from: IsoDay, runCount: number): IsoDay | null {
  if (!runsLeft(timing, runCount)) return null
  const due = dueOnOrAfter(timing, from)
  return withinEndDate(timing, due) ? due : null
}

/** At most this many missed due dates are recorded when the runner catches up (older ones are not listed). */
export const MAX_MISSED_RECORDED = 60

/**
 * What the runner owes a schedule whose next due date is `next` on `today`:
 * the most recent due date that has come (`run`, placed now even if late)
 * and the ones before it that passed while nothing ran (`missed`, recorded as
 * missed, oldest first, at most MAX_MISSED_RECORDED); nothing before `next`.
 * `run` is null while `next` lies in the future.
 */
export function owedDueDates(
  timing: Timing,
  next: IsoDay,
  today: IsoDay,
): { run: IsoDay | null; missed: IsoDay[] } {
  if (next > today || !withinEndDate(timing, next)) return { run: null, missed: [] }
  const due: IsoDay[] = [next]
  for (;;) {
    const following = dueAfter(timing, due[due.length - 1]!)
    if (following > today || !withinEndDate(timing, following)) break
    due.push(following)
    // A schedule far behind (weekly, the server down for years) is listed in part only.
    if (due.length > MAX_MISSED_RECORDED + 1) due.shift()
  }
  return { run: due[due.length - 1]!, missed: due.slice(0, -1) }
}

/**
 * Where a paused, edited or resumed schedule goes on: its next due date on or
 * after today and after the last due date that ran (a due date runs once),
 * within its end; null when none is left.
 */
export function resumeDate(
  timing: Timing,
  today: IsoDay,
  lastDueDate: IsoDay | null,
  runCount: number,
): IsoDay | null {
  const from = lastDueDate ? laterDay(today, addDays(lastDueDate, 1)) : today
  return nextDueDate(timing, from, runCount)
}

/** The rhythm of a stored schedule (null when its rhythm's number is missing). */
export function rhythmOf(schedule: {
  frequency: ScheduleFrequency
  intervalWeeks?: number | null
  dayOfMonth?: number | null
}): Rhythm | null {
  if (schedule.frequency === 'weeks')
    return schedule.intervalWeeks ? { frequency: 'weeks', intervalWeeks: schedule.intervalWeeks } : null
  return schedule.dayOfMonth ? { frequency: 'monthly', dayOfMonth: schedule.dayOfMonth } : null
}

/** The timing of a stored schedule, or null when its rhythm is incomplete. */
export function timingOf(schedule: {
  frequency: ScheduleFrequency
  intervalWeeks?: number | null
  dayOfMonth?: number | null
  startDate: string
  endDate?: string | null
  maxRuns?: number | null
}): Timing | null {
  const rhythm = rhythmOf(schedule)
  return rhythm
    ? {
        ...rhythm,
        startDate: schedule.startDate,
        endDate: schedule.endDate ?? null,
        maxRuns: schedule.maxRuns ?? null,
      }
    : null
}

/** The next run's day from an instant's Swiss day: the default start of a new schedule is tomorrow. */
export const tomorrowOf = (today: IsoDay): IsoDay => addDays(today, 1)

/** A day of the month every month has, from a date (29–31 become 28): the default day of a monthly schedule. */
export const monthDayOf = (day: IsoDay): number =>
  Math.min(Number(day.slice(8, 10)), SCHEDULE_MAX_DAY_OF_MONTH)
