import { describe, expect, it } from 'vitest'

import { swissToday } from '@/lib/dates'

import {
  addDays,
  daysBetween,
  dueAfter,
  dueOnOrAfter,
  firstDueDate,
  isIsoDay,
  MAX_MISSED_RECORDED,
  monthDayOf,
  nextDueDate,
  owedDueDates,
  resumeDate,
  timingOf,
  type Timing,
} from './schedule'

type End = { endDate?: string | null; maxRuns?: number | null }
const weeks = (intervalWeeks: number, startDate: string, end: End = {}): Timing => ({
  frequency: 'weeks',
  intervalWeeks,
  startDate,
  ...end,
})
const monthly = (dayOfMonth: number, startDate: string, end: End = {}): Timing => ({
  frequency: 'monthly',
  dayOfMonth,
  startDate,
  ...end,
})

/** The first `n` due dates of a schedule. */
function dueDates(timing: Timing, n: number): string[] {
  const found = [firstDueDate(timing)]
  while (found.length < n) found.push(dueAfter(timing, found[found.length - 1]!))
  return found
}

describe('calendar days', () => {
  it('knows real days from look-alikes', () => {
    expect(isIsoDay('2026-11-27')).toBe(true)
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2027-02-29')).toBe(false)
    expect(isIsoDay('2026-02-30')).toBe(false)
    expect(isIsoDay('2026-13-01')).toBe(false)
    expect(isIsoDay('26-11-27')).toBe(false)
    expect(isIsoDay('2026-11-27T00:00')).toBe(false)
    expect(isIsoDay(20261127)).toBe(false)
  })

  it('adds and counts days across month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29)
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28)
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30)
  })

  it('counts whole days over the summer time changes in Zurich (the day count, not 23 or 25 hours)', () => {
    // 29 March 2026: clocks go forward; 25 October 2026: back.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(daysBetween('2026-03-22', '2026-04-05')).toBe(14)
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31')
    expect(daysBetween('2026-10-18', '2026-11-01')).toBe(14)
  })
})

describe('every N weeks', () => {
  it('runs on the start and every N × 7 days after it', () => {
    expect(dueDates(weeks(2, '2026-12-03'), 5)).toEqual([
      '2026-12-03',
      '2026-12-17',
      '2026-12-31',
      '2027-01-14',
      '2027-01-28',
    ])
    expect(dueDates(weeks(1, '2028-02-22'), 3)).toEqual(['2028-02-22', '2028-02-29', '2028-03-07'])
    expect(dueDates(weeks(52, '2026-12-01'), 2)).toEqual(['2026-12-01', '2027-11-30'])
  })

  it('keeps the weekday across the summer time changes', () => {
    const sundays = dueDates(weeks(1, '2026-03-22'), 3)
    expect(sundays).toEqual(['2026-03-22', '2026-03-29', '2026-04-05'])
    for (const day of [...sundays, ...dueDates(weeks(1, '2026-10-18'), 3)])
      expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(0)
  })

  it('finds the due date on or after any day from the start’s grid', () => {
    const timing = weeks(3, '2026-11-02')
    expect(dueOnOrAfter(timing, '2026-10-01')).toBe('2026-11-02')
    expect(dueOnOrAfter(timing, '2026-11-02')).toBe('2026-11-02')
    expect(dueOnOrAfter(timing, '2026-11-03')).toBe('2026-11-23')
    expect(dueOnOrAfter(timing, '2026-11-23')).toBe('2026-11-23')
    expect(dueAfter(timing, '2026-11-23')).toBe('2026-12-14')
  })
})

describe('monthly on a day', () => {
  it('runs on day D of each month, the first on or after the start', () => {
    expect(dueDates(monthly(15, '2026-11-10'), 3)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15'])
    expect(dueDates(monthly(15, '2026-11-15'), 2)).toEqual(['2026-11-15', '2026-12-15'])
    expect(dueDates(monthly(15, '2026-11-16'), 2)).toEqual(['2026-12-15', '2027-01-15'])
  })

  it('crosses the year end and February, leap or not (days 1–28 exist in every month)', () => {
    expect(dueDates(monthly(28, '2026-12-29'), 3)).toEqual(['2027-01-28', '2027-02-28', '2027-03-28'])
    expect(dueDates(monthly(28, '2028-01-29'), 2)).toEqual(['2028-02-28', '2028-03-28'])
    expect(dueDates(monthly(1, '2026-12-02'), 2)).toEqual(['2027-01-01', '2027-02-01'])
    expect(dueDates(monthly(1, '2028-02-29'), 1)).toEqual(['2028-03-01'])
  })

  it('takes day 28 for a schedule made on the 29th to 31st', () => {
    expect(monthDayOf('2026-01-31')).toBe(28)
    expect(monthDayOf('2026-01-05')).toBe(5)
  })
})

describe('the end', () => {
  it('has no due date after the end date (the end date itself still runs)', () => {
    const timing = weeks(1, '2026-12-01', { endDate: '2026-12-15' })
    expect(nextDueDate(timing, '2026-12-15', 0)).toBe('2026-12-15')
    expect(nextDueDate(timing, '2026-12-16', 0)).toBeNull()
  })

  it('ends after the number of orders placed', () => {
    const timing = monthly(5, '2026-12-01', { maxRuns: 3 })
    expect(nextDueDate(timing, '2027-02-06', 2)).toBe('2027-03-05')
    expect(nextDueDate(timing, '2027-03-06', 3)).toBeNull()
  })
})

describe('what the runner owes', () => {
  const timing = weeks(1, '2026-11-02')

  it('nothing before the next due date', () => {
    expect(owedDueDates(timing, '2026-11-09', '2026-11-08')).toEqual({ run: null, missed: [] })
  })

  it('the due date itself on its day', () => {
    expect(owedDueDates(timing, '2026-11-09', '2026-11-09')).toEqual({ run: '2026-11-09', missed: [] })
  })

  it('after a pause of the scheduler: the latest due date, the ones before it missed', () => {
    expect(owedDueDates(timing, '2026-11-09', '2026-11-25')).toEqual({
      run: '2026-11-23',
      missed: ['2026-11-09', '2026-11-16'],
    })
  })

  it('nothing beyond the end date, even when late', () => {
    const ending = weeks(1, '2026-11-02', { endDate: '2026-11-17' })
    expect(owedDueDates(ending, '2026-11-09', '2026-11-30')).toEqual({
      run: '2026-11-16',
      missed: ['2026-11-09'],
    })
    expect(owedDueDates(ending, '2026-11-23', '2026-11-30')).toEqual({ run: null, missed: [] })
  })

  it('lists a long gap in part only', () => {
    const owed = owedDueDates(weeks(1, '2020-01-06'), '2020-01-06', '2026-11-30')
    expect(owed.run).toBe('2026-11-30')
    expect(owed.missed).toHaveLength(MAX_MISSED_RECORDED)
    expect(owed.missed.at(-1)).toBe('2026-11-23')
  })

  it('uses the Swiss day of the moment: 23:30 UTC on the day clocks go back is already the next day', () => {
    const monday = monthly(26, '2026-10-01')
    // 25 October 2026 23:30 UTC = 26 October 00:30 in Zurich (CET, +1).
    expect(owedDueDates(monday, '2026-10-26', swissToday(new Date('2026-10-25T23:30:00Z'))).run).toBe(
      '2026-10-26',
    )
    // 29 March 2026 21:59 UTC = 23:59 in Zurich (CEST, +2): still the 29th.
    const sunday = monthly(28, '2026-03-01')
    expect(owedDueDates(sunday, '2026-03-30', swissToday(new Date('2026-03-29T21:59:00Z'))).run).toBeNull()
    expect(swissToday(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30')
  })
})

describe('resuming and editing', () => {
  it('goes on at the next due date from today, never again on one that ran', () => {
    const timing = weeks(2, '2026-11-02')
    expect(resumeDate(timing, '2026-11-20', '2026-11-16', 2)).toBe('2026-11-30')
    expect(resumeDate(timing, '2026-11-16', '2026-11-16', 2)).toBe('2026-11-30')
    expect(resumeDate(timing, '2026-11-16', '2026-11-02', 1)).toBe('2026-11-16')
    expect(resumeDate(timing, '2026-10-01', null, 0)).toBe('2026-11-02')
  })

  it('answers null when the end is reached', () => {
    expect(
      resumeDate(monthly(5, '2026-11-01', { endDate: '2026-12-31' }), '2027-01-02', '2026-12-05', 2),
    ).toBeNull()
    expect(resumeDate(monthly(5, '2026-11-01', { maxRuns: 2 }), '2026-12-20', '2026-12-05', 2)).toBeNull()
  })

  it('reads a stored schedule’s timing, and none with a rhythm missing its number', () => {
    expect(timingOf({ frequency: 'weeks', intervalWeeks: 2, startDate: '2026-12-01' })).toEqual({
      frequency: 'weeks',
      intervalWeeks: 2,
      startDate: '2026-12-01',
      endDate: null,
      maxRuns: null,
    })
    expect(timingOf({ frequency: 'monthly', dayOfMonth: null, startDate: '2026-12-01' })).toBeNull()
  })
})
