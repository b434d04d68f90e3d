/**
 * Calendar days as the shop writes them, "YYYY-MM-DD", counted in whole days without time
 * zones (a day is the Swiss calendar day it names). Plain arithmetic on UTC midnights, so the
 * browser needs no date library for it.
 */

const DAY_MS = 86_400_000

const utc = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A day from its year, month (1–12) and day of the month. */
export const dayOf = (year: number, month: number, date: number): string =>
  fromUtc(Date.UTC(year, month - 1, date))

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is none). */
export function isRealDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  return fromUtc(utc(text)) === text
}

/** The day `count` days after `day` (before it for a negative count). */
export const addDays = (day: string, count: number): string => fromUtc(utc(day) + count * DAY_MS)

/** The same day `count` years later; 29 February becomes 28 February in a common year. */
export function addYears(day: string, count: number): string {
  const year = Number(day.slice(0, 4)) + count
  const month = Number(day.slice(5, 7))
  const date = Number(day.slice(8, 10))
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return dayOf(year, month, Math.min(date, last))
}

/** 0 Sunday, 1 Monday … 6 Saturday. */
export const weekdayOf = (day: string): number => new Date(utc(day)).getUTCDay()

/** Saturday or Sunday. */
export const isWeekend = (day: string): boolean => {
  const weekday = weekdayOf(day)
  return weekday === 0 || weekday === 6
}

/** Every day from `from` to `to`, both included (none when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
