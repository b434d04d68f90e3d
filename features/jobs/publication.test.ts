import { describe, expect, it } from 'vitest'

import { swissDay } from './publication'

describe('swissDay', () => {
  it('takes the calendar day in Zurich, not in UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Zurich (summer time, UTC+2).
    expect(swissDay('2026-03-31T23:30:00Z')).toBe('2026-04-01')
    // 22:59 UTC on 31 December is still 31 December in Zurich (UTC+1).
    expect(swissDay('2026-12-31T22:59:00Z')).toBe('2026-12-31')
    expect(swissDay('2026-12-31T23:00:00Z')).toBe('2027-01-01')
  })
})
