import { describe, expect, it } from 'vitest'

import { CANTONS } from './constants'
import { addDays, addYears, daysBetween, isRealDay, weekdayOf } from './days'
import { CANTON_HOLIDAYS, easterSunday, holidayOn, holidaysOf } from './holidays'

const list = (canton: Parameters<typeof holidaysOf>[0], year: number) =>
  [...holidaysOf(canton, year)].map(([day, holiday]) => `${day} ${holiday}`)

describe('days', () => {
  it('knows real days, weekdays and day arithmetic across months, leap years and year ends', () => {
    expect(isRealDay('2026-02-28')).toBe(true)
    expect(isRealDay('2028-02-29')).toBe(true)
    expect(isRealDay('2026-02-29')).toBe(false)
    expect(isRealDay('2026-13-01')).toBe(false)
    expect(isRealDay('2026-1-01')).toBe(false)
    expect(isRealDay(20260101)).toBe(false)
    expect(weekdayOf('2026-11-27')).toBe(5) // a Friday
    expect(weekdayOf('2026-08-01')).toBe(6) // 1 August 2026 is a Saturday
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28')
    expect(addYears('2026-11-27', 1)).toBe('2027-11-27')
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
    expect(daysBetween('2027-01-02', '2026-12-30')).toEqual([])
  })
})

describe('Easter (computus)', () => {
  it('finds Easter Sunday of known years, including the earliest and latest possible dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2028)).toBe('2028-04-16')
    expect(easterSunday(2029)).toBe('2029-04-01')
    expect(easterSunday(2030)).toBe('2030-04-21')
    expect(easterSunday(2008)).toBe('2008-03-23')
    expect(easterSunday(2038)).toBe('2038-04-25') // the latest possible
    expect(easterSunday(2285)).toBe('2285-03-22') // the earliest possible
  })

  it('is always a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year++) {
      const easter = easterSunday(year)
      expect(weekdayOf(easter)).toBe(0)
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true)
    }
  })
})

describe('holidays per canton', () => {
  it('Zurich 2026', () => {
    expect(list('ZH', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-01-02 berchtold',
      '2026-04-03 goodFriday',
      '2026-04-06 easterMonday',
      '2026-05-01 labourDay',
      '2026-05-14 ascension',
      '2026-05-25 whitMonday',
      '2026-08-01 nationalDay',
      '2026-12-25 christmas',
      '2026-12-26 stStephen',
    ])
  })

  it('Ticino 2026: no Good Friday, the Catholic feasts, St Joseph, Peter and Paul', () => {
    expect(list('TI', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-01-06 epiphany',
      '2026-03-19 stJoseph',
      '2026-04-06 easterMonday',
      '2026-05-01 labourDay',
      '2026-05-14 ascension',
      '2026-05-25 whitMonday',
      '2026-06-04 corpusChristi',
      '2026-06-29 peterAndPaul',
      '2026-08-01 nationalDay',
      '2026-08-15 assumption',
      '2026-11-01 allSaints',
      '2026-12-08 immaculateConception',
      '2026-12-25 christmas',
      '2026-12-26 stStephen',
    ])
  })

  it('Valais 2026: neither Good Friday, Easter Monday, Whit Monday nor St Stephen’s Day', () => {
    expect(list('VS', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-03-19 stJoseph',
      '2026-05-14 ascension',
      '2026-06-04 corpusChristi',
      '2026-08-01 nationalDay',
      '2026-08-15 assumption',
      '2026-11-01 allSaints',
      '2026-12-08 immaculateConception',
      '2026-12-25 christmas',
    ])
  })

  it('Geneva, Vaud, Neuchâtel and Glarus keep days of their own', () => {
    expect(list('GE', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-04-03 goodFriday',
      '2026-04-06 easterMonday',
      '2026-05-14 ascension',
      '2026-05-25 whitMonday',
      '2026-08-01 nationalDay',
      '2026-09-10 genevaFast',
      '2026-12-25 christmas',
      '2026-12-31 restoration',
    ])
    expect(holidayOn('2026-09-21', 'VD')).toBe('fastMonday')
    expect(holidayOn('2027-09-20', 'VD')).toBe('fastMonday')
    expect(holidayOn('2027-09-09', 'GE')).toBe('genevaFast')
    expect(holidayOn('2026-03-01', 'NE')).toBe('republicDay')
    // Neuchâtel keeps 2 January and 26 December only after a Sunday holiday (2023: New Year on a Sunday; 2022: Christmas).
    expect(holidayOn('2023-01-02', 'NE')).toBe('berchtoldAfterSunday')
    expect(holidayOn('2026-01-02', 'NE')).toBeNull()
    expect(holidayOn('2022-12-26', 'NE')).toBe('stStephenAfterSunday')
    expect(holidayOn('2026-12-26', 'NE')).toBeNull()
    // Näfelser Fahrt: the first Thursday of April, a week later when it is Maundy Thursday (2026).
    expect(holidayOn('2026-04-02', 'GL')).toBeNull()
    expect(holidayOn('2026-04-09', 'GL')).toBe('naefelserFahrt')
    expect(holidayOn('2027-04-01', 'GL')).toBe('naefelserFahrt')
    expect(holidayOn('2026-06-23', 'JU')).toBe('jurassicIndependence')
    expect(holidayOn('2026-09-25', 'OW')).toBe('brotherKlaus')
  })

  it('moves the Easter holidays with Easter, 2026 to 2030', () => {
    const expected: Record<number, string[]> = {
      2026: ['2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25'],
      2027: ['2027-03-26', '2027-03-29', '2027-05-06', '2027-05-17'],
      2028: ['2028-04-14', '2028-04-17', '2028-05-25', '2028-06-05'],
      2029: ['2029-03-30', '2029-04-02', '2029-05-10', '2029-05-21'],
      2030: ['2030-04-19', '2030-04-22', '2030-05-30', '2030-06-10'],
    }
    for (const [year, days] of Object.entries(expected)) {
      const bern = holidaysOf('BE', Number(year))
      expect(days.map((day) => bern.get(day))).toEqual([
        'goodFriday',
        'easterMonday',
        'ascension',
        'whitMonday',
      ])
    }
    expect(holidayOn('2028-06-15', 'LU')).toBe('corpusChristi')
  })

  it('every canton keeps 1 August, New Year, Ascension and Christmas every year', () => {
    for (const canton of CANTONS)
      for (let year = 2026; year <= 2030; year++) {
        const days = holidaysOf(canton, year)
        expect(days.get(`${year}-08-01`)).toBe('nationalDay')
        expect(days.get(`${year}-01-01`)).toBe('newYear')
        expect(days.get(`${year}-12-25`)).toBe('christmas')
        expect(days.get(addDays(easterSunday(year), 39))).toBe('ascension')
        expect(CANTON_HOLIDAYS[canton]).not.toContain(undefined)
      }
  })
})
