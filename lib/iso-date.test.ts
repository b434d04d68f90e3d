import { describe, expect, it } from 'vitest'

import { dayjs } from './dates'
import { formatIsoDate } from './iso-date'

describe('formatIsoDate', () => {
  it('turns an ISO date into the Swiss form', () => {
    expect(formatIsoDate('2026-03-07')).toBe('07.03.2026')
    expect(formatIsoDate('2028-02-29')).toBe('29.02.2028')
    expect(formatIsoDate('0999-12-31')).toBe('31.12.0999')
  })

  it('gives "" for missing input, other formats and dates no calendar has', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'garbage',
      '2026-3-7',
      '07.03.2026',
      '2026-03-07T10:00',
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
    ]) {
      expect(formatIsoDate(bad), String(bad)).toBe('')
    }
  })

  it("agrees with dayjs' strict parsing on every day of two years", () => {
    for (let day = dayjs('2027-01-01'); day.isBefore('2029-01-01'); day = day.add(1, 'day')) {
      const iso = day.format('YYYY-MM-DD')
      expect(formatIsoDate(iso)).toBe(day.format('DD.MM.YYYY'))
    }
  })
})
