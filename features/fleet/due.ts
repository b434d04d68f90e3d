/**
 * When a fleet component's next service falls due: pure calendar arithmetic
 * on calendar days ("YYYY-MM-DD", no time zone), used by the fleet pages, the
 * oil plan and the service reminders alike. docs/fleet.md explains the rules.
 */

/** A component's interval and its last service. `lastServiceReading` is in km when the component has a km interval, else in operating hours. */
export type ServiceInterval = {
  intervalMonths: number | null
  intervalKm: number | null
  intervalHours: number | null
  lastServiceDate: string | null
  lastServiceReading: number | null
}

/** What the entry tells of its use: a reading on a day, and the yearly figures. */
export type FleetUsage = {
  readingKm: number | null
  readingHours: number | null
  readingDate: string | null
  yearlyKm: number | null
  yearlyHours: number | null
}

/** What decided a due date: the calendar, the (estimated) kilometres or operating hours, or no service on record (due now). */
export type DueBasis = 'months' | 'km' | 'hours' | 'noHistory'

export type NextDue = { date: string; basis: DueBasis; overdue: boolean }
export type DueDate = { date: string; basis: DueBasis; overdue: boolean }

const DAY_MS = 86_400_000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
/** At most this many services of one component in a period (a one-month interval over a year is 12). */
const MAX_OCCURRENCES = 400

/** Whether a value is a real calendar day in YYYY-MM-DD form. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = DAY.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

const toUtc = (day: string): number => {
  const match = DAY.exec(day)
  if (!match) throw new RangeError(`Not a day: ${day}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + Math.trunc(days) * DAY_MS)
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS)
}

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()

/** The same day `months` later; a day the target month lacks becomes its last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day)
  if (!match) throw new RangeError(`Not a day: ${day}`)
  const total = Number(match[1]) * 12 + Number(match[2]) - 1 + Math.trunc(months)
  const year = Math.floor(total / 12)
  const monthIndex = total - year * 12
  const date = Math.min(Number(match[3]), daysInMonth(year, monthIndex))
  return fromUtc(Date.UTC(year, monthIndex, date))
}

/** The calendar quarter after the one `today` is in: 2026-11-27 → 2027-01-01 … 2027-03-31. */
export function nextQuarter(today: string): { from: string; to: string } {
  const match = DAY.exec(today)
  if (!match) throw new RangeError(`Not a day: ${today}`)
  const quarterStartMonth = Math.floor((Number(match[2]) - 1) / 3) * 3 // 0, 3, 6, 9
  const from = addMonths(`${match[1]}-${String(quarterStartMonth + 1).padStart(2, '0')}-01`, 3)
  return { from, to: addDays(addMonths(from, 3), -1) }
}

/** The calendar quarter `today` is in. */
export function currentQuarter(today: string): { from: string; to: string } {
  const next = nextQuarter(today)
  return { from: addMonths(next.from, -3), to: addDays(next.from, -1) }
}

/** Today's calendar day in Switzerland. */
export function todayInZurich(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

type Meter = 'km' | 'hours'

/**
 * How fast a meter runs, per day: from the yearly figure; without one, from
 * the last service's reading and the current reading when both are known and
 * apart in time. Null when nothing tells.
 */
function ratePerDay(meter: Meter, interval: ServiceInterval, usage: FleetUsage): number | null {
  const yearly = meter === 'km' ? usage.yearlyKm : usage.yearlyHours
  if (positive(yearly)) return yearly / 365
  const reading = meter === 'km' ? usage.readingKm : usage.readingHours
  if (
    reading != null &&
    usage.readingDate &&
    interval.lastServiceDate &&
    interval.lastServiceReading != null &&
    isDay(usage.readingDate)
  ) {
    const days = daysBetween(interval.lastServiceDate, usage.readingDate)
    const run = reading - interval.lastServiceReading
    if (days > 0 && run > 0) return run / days
  }
  return null
}

/** Which meter the component's last service reading counts: km when it has a km interval, else hours. */
const readingMeter = (interval: ServiceInterval): Meter => (positive(interval.intervalKm) ? 'km' : 'hours')

/**
 * The day a meter reaches the interval after a service on `serviceDay`, or null without a rate.
 * With the service's reading and a later reading of the meter, from that reading; else the interval
 * divided by the rate.
 */
function meterDue(
  meter: Meter,
  step: number,
  serviceDay: string,
  serviceReading: number | null,
  rate: number | null,
  usage: FleetUsage,
): string | null {
  if (rate == null) return null
  const reading = meter === 'km' ? usage.readingKm : usage.readingHours
  if (serviceReading != null && reading != null && usage.readingDate && isDay(usage.readingDate)) {
    if (daysBetween(serviceDay, usage.readingDate) >= 0)
      return addDays(usage.readingDate, Math.floor((serviceReading + step - reading) / rate))
  }
  return addDays(serviceDay, Math.floor(step / rate))
}

type Candidate = { date: string; basis: DueBasis }

/** The earliest limit after a service on `serviceDay` (the month limit counted from `monthAnchor` + `monthSteps` intervals). */
function earliestAfter(
  interval: ServiceInterval,
  usage: FleetUsage,
  serviceDay: string,
  serviceReading: number | null,
  monthAnchor: string,
  monthSteps: number,
): Candidate | null {
  const candidates: Candidate[] = []
  if (positive(interval.intervalMonths))
    candidates.push({ date: addMonths(monthAnchor, interval.intervalMonths * monthSteps), basis: 'months' })
  const meterOfReading = readingMeter(interval)
  for (const meter of ['km', 'hours'] as const) {
    const step = meter === 'km' ? interval.intervalKm : interval.intervalHours
    if (!positive(step)) continue
    const date = meterDue(
      meter,
      step,
      serviceDay,
      meter === meterOfReading ? serviceReading : null,
      ratePerDay(meter, interval, usage),
      usage,
    )
    if (date) candidates.push({ date, basis: meter })
  }
  if (!candidates.length) return null
  // The earliest wins; on the same day the calendar names it (it needs no estimate).
  return candidates.reduce((best, next) => (next.date < best.date ? next : best))
}

const hasInterval = (interval: ServiceInterval) =>
  positive(interval.intervalMonths) || positive(interval.intervalKm) || positive(interval.intervalHours)

/**
 * The next due date of a component: the earliest of its month, km and hour
 * limits after the last service (km and hours estimated from the readings and
 * the yearly figure). Without a last service on record it is due today
 * ('noHistory'). Null for a lifetime fill (no interval), or when only a km or
 * hour interval is set and nothing tells how fast the meter runs.
 */
export function nextDue(interval: ServiceInterval, usage: FleetUsage, today: string): NextDue | null {
  if (!hasInterval(interval)) return null
  if (!interval.lastServiceDate || !isDay(interval.lastServiceDate))
    return { date: today, basis: 'noHistory', overdue: false }
  const due = earliestAfter(
    interval,
    usage,
    interval.lastServiceDate,
    interval.lastServiceReading,
    interval.lastServiceDate,
    1,
  )
  return due ? { ...due, overdue: due.date < today } : null
}

/**
 * Every due date in [from, to] (inclusive), assuming each service is done
 * when due: the next due date, then one interval after the other. A service
 * already overdue (or never recorded) is assumed done today, so it counts in
 * a period that contains today and moves the later dates on from today.
 * Month intervals are counted from the same anchor day, so a service on
 * 31 January falls on 28 February, then 31 March again.
 */
export function dueDatesBetween(
  interval: ServiceInterval,
  usage: FleetUsage,
  from: string,
  to: string,
  today: string,
): DueDate[] {
  const first = nextDue(interval, usage, today)
  if (!first || from > to) return []
  const dates: DueDate[] = []
  let current: DueDate =
    first.date < today
      ? { date: today, basis: first.basis, overdue: true }
      : { ...first, overdue: first.overdue }
  let anchor = interval.lastServiceDate && isDay(interval.lastServiceDate) ? interval.lastServiceDate : today
  let steps = 1
  for (let i = 0; i < MAX_OCCURRENCES && current.date <= to; i++) {
    if (current.date >= from) dates.push(current)
    // The service is done on `current.date`: the calendar goes on from the same anchor when it named
    // the date; otherwise (a meter, an overdue or unrecorded service) everything restarts from that day.
    if (current.basis === 'months' && !current.overdue) steps += 1
    else {
      anchor = current.date
      steps = 1
    }
    const next = earliestAfter(interval, usage, current.date, null, anchor, steps)
    if (!next || next.date <= current.date) break
    current = { ...next, overdue: false }
  }
  return dates
}
