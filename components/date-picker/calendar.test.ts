import { describe, expect, it } from 'vitest'

import { clampDate, dayLabel, isWithin, monthGrid, monthHasSelectable, monthTitle, moveByKey, shiftMonth, weekdayNames } from './calendar'

describe('calendar grid', () => {
  it('starts weeks on Monday and fills them with the neighbour months', () => {
    const weeks = monthGrid('2026-11-23')
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01'])
    expect(weeks).toHaveLength(6)
    expect(weeks.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
  })

  it('has 4 weeks for a February that starts on a Monday and has 28 days', () => {
    expect(monthGrid('2027-02-10')).toHaveLength(4)
    expect(monthGrid('2027-02-10')[0][0]).toBe('2027-02-01')
  })

  it('names weekdays Monday first in the page language', () => {
    expect(weekdayNames('de-ch').map((d) => d.short)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
    expect(weekdayNames('de-ch')[0].long).toBe('Montag')
    expect(weekdayNames('fr-ch')[0].long).toBe('lundi')
  })

  it('titles months and days in the page language', () => {
    expect(monthTitle('2026-03-07', 'de-ch')).toBe('März 2026')
    expect(monthTitle('2026-03-07', 'it-ch')).toBe('marzo 2026')
    expect(dayLabel('2026-11-23', 'de-ch')).toBe('Montag, 23. November 2026')
    expect(dayLabel('2026-11-23', 'en')).toBe('Monday, November 23, 2026')
  })
})

describe('calendar keyboard moves', () => {
  it('moves by day, week and month and to the week ends (Monday to Sunday)', () => {
    expect(moveByKey('2026-11-23', 'ArrowRight')).toBe('2026-11-24')
    expect(moveByKey('2026-11-23', 'ArrowLeft')).toBe('2026-11-22')
    expect(moveByKey('2026-11-23', 'ArrowUp')).toBe('2026-11-16')
    expect(moveByKey('2026-11-23', 'ArrowDown')).toBe('2026-11-30')
    expect(moveByKey('2026-11-23', 'PageUp')).toBe('2026-10-23')
    expect(moveByKey('2026-11-23', 'PageDown')).toBe('2026-12-23')
    expect(moveByKey('2026-11-25', 'Home')).toBe('2026-11-23')
    expect(moveByKey('2026-11-25', 'End')).toBe('2026-11-29')
    expect(moveByKey('2026-11-29', 'Home')).toBe('2026-11-23')
    expect(moveByKey('2026-11-25', 'Tab')).toBeNull()
  })

  it('keeps the day of month when shifting months where it can', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28')
    expect(shiftMonth('2026-03-15', -1)).toBe('2026-02-15')
  })
})

describe('calendar bounds', () => {
  it('checks and clamps dates against min and max', () => {
    expect(isWithin('2026-11-23', '2026-11-23', '2026-11-23')).toBe(true)
    expect(isWithin('2026-11-22', '2026-11-23', null)).toBe(false)
    expect(isWithin('2026-11-24', null, '2026-11-23')).toBe(false)
    expect(clampDate('2026-01-01', '2026-11-23')).toBe('2026-11-23')
    expect(clampDate('2027-01-01', null, '2026-12-31')).toBe('2026-12-31')
    expect(clampDate('2026-06-01', '2026-01-01', '2026-12-31')).toBe('2026-06-01')
  })

  it('knows whether a month has a selectable day', () => {
    expect(monthHasSelectable('2026-10-15', '2026-10-31')).toBe(true)
    expect(monthHasSelectable('2026-09-15', '2026-10-31')).toBe(false)
    expect(monthHasSelectable('2026-12-15', null, '2026-12-01')).toBe(true)
    expect(monthHasSelectable('2027-01-15', null, '2026-12-31')).toBe(false)
  })
})
