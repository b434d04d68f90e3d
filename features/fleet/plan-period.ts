import { PLAN_MAX_DAYS } from './constants'
import { addDays, currentQuarter, daysBetween, isDay, nextQuarter } from './due'

/**
 * The oil plan's period: the next calendar quarter (the default), this
 * quarter, the next 30 or 90 days from today, or days the user chooses.
 * Pure calendar arithmetic on "YYYY-MM-DD" days.
 */
export const PLAN_PERIODS = ['nextQuarter', 'thisQuarter', 'next30', 'next90', 'custom'] as const
export type PlanPeriod = (typeof PLAN_PERIODS)[number]

export type PlanRange = { from: string; to: string }

/** The days of a preset period (custom: null, the user's days count). */
export function presetRange(period: Exclude<PlanPeriod, 'custom'>, today: string): PlanRange {
  switch (period) {
    case 'thisQuarter': {
      const quarter = currentQuarter(today)
      // What is past of this quarter was due already: the plan runs from today.
      return { from: today > quarter.from ? today : quarter.from, to: quarter.to }
    }
    case 'next30':
      return { from: today, to: addDays(today, 29) }
    case 'next90':
      return { from: today, to: addDays(today, 89) }
    default:
      return nextQuarter(today)
  }
}

/** Which preset a range is (for the page's choice), or custom. */
export function periodOf(range: PlanRange, today: string): PlanPeriod {
  for (const period of PLAN_PERIODS) {
    if (period === 'custom') continue
    const preset = presetRange(period, today)
    if (preset.from === range.from && preset.to === range.to) return period
  }
  return 'custom'
}

export type PeriodProblem = { field: 'from' | 'to'; problem: 'date' | 'order' | 'tooLong' }

/**
 * Checks the days a plan is asked for: each a real calendar day, from not
 * after to, at most PLAN_MAX_DAYS days (both counted). Null when fine.
 */
export function periodProblem(from: string, to: string): PeriodProblem | null {
  if (!isDay(from)) return { field: 'from', problem: 'date' }
  if (!isDay(to)) return { field: 'to', problem: 'date' }
  if (from > to) return { field: 'to', problem: 'order' }
  if (daysBetween(from, to) + 1 > PLAN_MAX_DAYS) return { field: 'to', problem: 'tooLong' }
  return null
}
