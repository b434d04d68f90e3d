import { describe, expect, it } from 'vitest'

import {
  addDays,
  addMonths,
  currentQuarter,
  dueDatesBetween,
  isDay,
  nextDue,
  nextQuarter,
  todayInZurich,
  type FleetUsage,
  type ServiceInterval,
} from './due'

const interval = (over: Partial<ServiceInterval>): ServiceInterval => ({
  intervalMonths: null,
  intervalKm: null,
  intervalHours: null,
  lastServiceDate: null,
  lastServiceReading: null,
  ...over,
})
const usage = (over: Partial<FleetUsage> = {}): FleetUsage => ({
  readingKm: null,
  readingHours: null,
  readingDate: null,
  yearlyKm: null,
  yearlyHours: null,
  ...over,
})
const dates = (list: { date: string }[]) => list.map((d) => d.date)

describe('calendar days', () => {
  it('adds months and keeps to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30')
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15')
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31')
    expect(addMonths('2027-01-15', -3)).toBe('2026-10-15')
  })

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('knows the quarters', () => {
    expect(nextQuarter('2026-11-27')).toEqual({ from: '2027-01-01', to: '2027-03-31' })
    expect(nextQuarter('2026-01-01')).toEqual({ from: '2026-04-01', to: '2026-06-30' })
    expect(nextQuarter('2026-09-30')).toEqual({ from: '2026-10-01', to: '2026-12-31' })
    expect(currentQuarter('2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' })
  })

  it('checks days and reads today in Zurich', () => {
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('2026-13-01')).toBe(false)
    expect(isDay('26-01-01')).toBe(false)
    // 23:30 UTC on 31 December is already New Year in Zurich
    expect(todayInZurich(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })
})

describe('nextDue', () => {
  const today = '2026-11-27'

  it('counts months from the last service, across month ends', () => {
    expect(
      nextDue(interval({ intervalMonths: 1, lastServiceDate: '2026-01-31' }), usage(), '2026-02-01'),
    ).toEqual({
      date: '2026-02-28',
      basis: 'months',
      overdue: false,
    })
    expect(nextDue(interval({ intervalMonths: 24, lastServiceDate: '2025-06-10' }), usage(), today)).toEqual({
      date: '2027-06-10',
      basis: 'months',
      overdue: false,
    })
  })

  it('marks a date before today overdue', () => {
    expect(nextDue(interval({ intervalMonths: 12, lastServiceDate: '2025-10-01' }), usage(), today)).toEqual({
      date: '2026-10-01',
      basis: 'months',
      overdue: true,
    })
  })

  it('estimates a km interval from the reading and the yearly figure', () => {
    // 30 000 km after a service at 100 000 km; 120 000 km read on 1 Nov 2026; 36 500 km a year = 100 km a day
    const result = nextDue(
      interval({
        intervalKm: 30_000,
        intervalMonths: 24,
        lastServiceDate: '2026-03-01',
        lastServiceReading: 100_000,
      }),
      usage({ readingKm: 120_000, readingDate: '2026-11-01', yearlyKm: 36_500 }),
      today,
    )
    expect(result).toEqual({ date: '2027-02-09', basis: 'km', overdue: false })
  })

  it('estimates from the distance since the last service when no reading is known', () => {
    // 15 000 km at 18 250 km a year (50 a day): 300 days after the service
    expect(
      nextDue(
        interval({ intervalKm: 15_000, lastServiceDate: '2026-06-01' }),
        usage({ yearlyKm: 18_250 }),
        today,
      ),
    ).toEqual({ date: '2027-03-28', basis: 'km', overdue: false })
  })

  it('takes the pace between two readings when there is no yearly figure', () => {
    // 5 000 h in 100 days → 50 h a day; 500 h interval → 10 days after the service
    expect(
      nextDue(
        interval({ intervalHours: 500, lastServiceDate: '2026-08-01', lastServiceReading: 1_000 }),
        usage({ readingHours: 6_000, readingDate: '2026-11-09' }),
        today,
      ),
    ).toEqual({ date: '2026-08-11', basis: 'hours', overdue: true })
  })

  it('counts operating hours by the yearly hours, whichever limit comes first', () => {
    // 500 h at 1 460 h a year (4 a day) = 125 days; the 12-month limit comes later
    expect(
      nextDue(
        interval({ intervalHours: 500, intervalMonths: 12, lastServiceDate: '2026-10-01' }),
        usage({ yearlyHours: 1_460 }),
        today,
      ),
    ).toEqual({ date: '2027-02-03', basis: 'hours', overdue: false })
    // 100 h a year: the calendar comes first
    expect(
      nextDue(
        interval({ intervalHours: 500, intervalMonths: 12, lastServiceDate: '2026-10-01' }),
        usage({ yearlyHours: 100 }),
        today,
      ),
    ).toEqual({ date: '2027-10-01', basis: 'months', overdue: false })
  })

  it('is due today without a service on record, and never for a lifetime fill or an unknown pace', () => {
    expect(nextDue(interval({ intervalMonths: 12 }), usage(), today)).toEqual({
      date: today,
      basis: 'noHistory',
      overdue: false,
    })
    expect(nextDue(interval({ lastServiceDate: '2026-01-01' }), usage(), today)).toBeNull()
    expect(
      nextDue(interval({ intervalKm: 30_000, lastServiceDate: '2026-01-01' }), usage(), today),
    ).toBeNull()
  })
})

describe('dueDatesBetween', () => {
  const today = '2026-11-27'
  const quarter = nextQuarter(today)

  it('counts a monthly interval three times in a quarter, from the same anchor day', () => {
    const list = dueDatesBetween(
      interval({ intervalMonths: 1, lastServiceDate: '2026-12-31' }),
      usage(),
      quarter.from,
      quarter.to,
      today,
    )
    expect(dates(list)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31'])
  })

  it('lists nothing when the next service falls after the period', () => {
    expect(
      dueDatesBetween(
        interval({ intervalMonths: 24, lastServiceDate: '2026-06-01' }),
        usage(),
        quarter.from,
        quarter.to,
        today,
      ),
    ).toEqual([])
  })

  it('assumes an overdue service is done today: it counts in a period holding today, and the next one follows from today', () => {
    const overdue = interval({ intervalMonths: 2, lastServiceDate: '2026-08-01' })
    expect(dueDatesBetween(overdue, usage(), today, '2027-03-31', today)).toEqual([
      { date: today, basis: 'months', overdue: true },
      { date: '2027-01-27', basis: 'months', overdue: false },
      { date: '2027-03-27', basis: 'months', overdue: false },
    ])
    expect(dates(dueDatesBetween(overdue, usage(), quarter.from, quarter.to, today))).toEqual([
      '2027-01-27',
      '2027-03-27',
    ])
  })

  it('repeats km services by the yearly pace', () => {
    // 10 000 km at 73 000 km a year = every 50 days
    const list = dueDatesBetween(
      interval({ intervalKm: 10_000, lastServiceDate: '2026-11-20' }),
      usage({ yearlyKm: 73_000 }),
      quarter.from,
      quarter.to,
      today,
    )
    expect(dates(list)).toEqual(['2027-01-09', '2027-02-28'])
    expect(list.every((d) => d.basis === 'km')).toBe(true)
  })

  it('starts an entry without history today', () => {
    expect(
      dueDatesBetween(interval({ intervalMonths: 6 }), usage(), today, addDays(today, 89), today),
    ).toEqual([{ date: today, basis: 'noHistory', overdue: false }])
  })

  it('returns nothing for an empty period or a lifetime fill', () => {
    expect(
      dueDatesBetween(
        interval({ intervalMonths: 1, lastServiceDate: today }),
        usage(),
        '2027-02-01',
        '2027-01-01',
        today,
      ),
    ).toEqual([])
    expect(dueDatesBetween(interval({}), usage(), quarter.from, quarter.to, today)).toEqual([])
  })
})
