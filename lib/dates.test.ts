import { afterEach, describe, expect, it } from 'vitest'

import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dayjs,
  dayjsLocale,
  formatDate,
  formatDateTime,
  formatIsoDate,
  parseSwissDate,
  swissMonth,
  swissParts,
  swissToday,
  TIME_ZONE,
  toSwissTime,
} from './dates'

const machineZone = process.env.TZ
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ
  else process.env.TZ = machineZone
})

describe('dates', () => {
  it('uses the Swiss formats DD.MM.YYYY and DD.MM.YYYY - HH:mm', () => {
    expect(DATE_FORMAT).toBe('DD.MM.YYYY')
    expect(DATE_TIME_FORMAT).toBe('DD.MM.YYYY - HH:mm')
  })

  it('formats dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07T10:00:00Z')).toBe('07.03.2026')
    expect(formatDate(new Date(Date.UTC(2026, 11, 24, 12)))).toBe('24.12.2026')
  })

  it('formats date and time as DD.MM.YYYY - HH:mm in Swiss time', () => {
    expect(formatDateTime('2026-01-15T16:30:00Z')).toBe('15.01.2026 - 17:30')
    expect(formatDateTime('2026-07-15T16:30:00Z')).toBe('15.07.2026 - 18:30')
  })

  it('accepts a Date, an ISO string and epoch milliseconds alike', () => {
    const instant = Date.UTC(2026, 11, 24, 16, 30)
    expect(formatDateTime(instant)).toBe('24.12.2026 - 17:30')
    expect(formatDateTime(new Date(instant))).toBe('24.12.2026 - 17:30')
    expect(formatDateTime(new Date(instant).toISOString())).toBe('24.12.2026 - 17:30')
  })

  it('shows Swiss time whatever the machine time zone is, so server and browser agree', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      // Node re-reads TZ when it is assigned, like a browser in another zone.
      process.env.TZ = zone
      expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('16.01.2026 - 00:30')
      expect(formatDate('2026-01-15T23:30:00Z')).toBe('16.01.2026')
    }
  })

  it('uses the Swiss day around midnight UTC', () => {
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('01.07.2026')
  })

  it.each([null, undefined, '', 'not a date', Number.NaN, new Date('nope')])(
    'shows nothing (never "Invalid Date") for %s',
    (value) => {
      expect(formatDate(value)).toBe('')
      expect(formatDateTime(value)).toBe('')
    },
  )

  it('parses DD.MM.YYYY strictly', () => {
    expect(parseSwissDate('07.03.2026')).toBe('2026-03-07')
    expect(parseSwissDate(' 29.02.2028 ')).toBe('2028-02-29')
    expect(parseSwissDate('31.02.2026')).toBeNull()
    expect(parseSwissDate('2026-03-07')).toBeNull()
    expect(formatIsoDate('2026-03-07')).toBe('07.03.2026')
    expect(formatIsoDate('garbage')).toBe('')
  })

  it('names months in the page language', () => {
    expect(dayjsLocale('de-ch')).toBe('de-ch')
    expect(dayjsLocale('fr-ch')).toBe('fr-ch')
    expect(dayjsLocale('it-ch')).toBe('it-ch')
    expect(dayjsLocale('en')).toBe('en')
    expect(dayjsLocale('de-at')).toBe('de-ch')
    expect(toSwissTime('2026-03-07T10:00:00Z', 'fr-ch')?.format('MMMM')).toBe('mars')
    expect(toSwissTime('2026-03-07T10:00:00Z')?.format('MMMM')).toBe('März')
  })
})

describe('Swiss time without dayjs conversions', () => {
  it('agrees with dayjs time-zone conversion every 97 minutes over two years, across both clock changes', () => {
    const start = Date.UTC(2025, 0, 1)
    for (let t = start; t < start + 2 * 366 * 24 * 3600_000; t += 97 * 60_000) {
      const expected = dayjs(t).tz(TIME_ZONE)
      expect(formatDateTime(t)).toBe(expected.format(DATE_TIME_FORMAT))
      expect(formatDate(new Date(t))).toBe(expected.format(DATE_FORMAT))
    }
  })

  it('shows the hour of a clock change as the wall clock does', () => {
    // 2026-03-29 01:00 UTC: 02:00 CET becomes 03:00 CEST; 2026-10-25 01:00 UTC: 03:00 CEST becomes 02:00 CET.
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29.03.2026 - 01:59')
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026 - 03:00')
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25.10.2026 - 02:30')
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25.10.2026 - 02:30')
    expect(formatDateTime('2026-12-31T23:00:00Z')).toBe('01.01.2027 - 00:00')
  })

  it('reads dayjs values, and gives nothing for what is not a date', () => {
    expect(swissParts(dayjs('2026-07-01T10:05:00Z'))).toEqual({
      year: '2026',
      month: '07',
      day: '01',
      hour: '12',
      minute: '05',
    })
    for (const bad of [null, undefined, '', 'kein Datum', Number.NaN])
      expect(swissParts(bad as never)).toBeNull()
  })

  it("gives today's Swiss date, which is tomorrow's UTC date late in the evening", () => {
    expect(swissToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01')
    expect(swissToday(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15')
  })
})

describe('swissMonth', () => {
  it('is the calendar month in Zurich: 31 January 23:30 UTC already counts as February', () => {
    expect(swissMonth(new Date('2027-01-31T23:30:00Z'))).toEqual({
      start: new Date('2027-01-31T23:00:00Z'),
      end: new Date('2027-02-28T23:00:00Z'),
    })
    expect(swissMonth(new Date('2027-01-31T22:59:59Z'))).toEqual({
      start: new Date('2026-12-31T23:00:00Z'),
      end: new Date('2027-01-31T23:00:00Z'),
    })
  })

  it('follows summer time: March starts at 23:00 UTC, April at 22:00 UTC', () => {
    expect(swissMonth(new Date('2027-03-15T12:00:00Z'))).toEqual({
      start: new Date('2027-02-28T23:00:00Z'),
      end: new Date('2027-03-31T22:00:00Z'),
    })
    expect(swissMonth(new Date('2026-12-10T12:00:00Z'))).toEqual({
      start: new Date('2026-11-30T23:00:00Z'),
      end: new Date('2026-12-31T23:00:00Z'),
    })
  })
})
