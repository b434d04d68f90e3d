import { describe, expect, it } from 'vitest'

import { splitFairs } from './split'
import type { Fair } from './types'

const fair = (id: number, fromDate: string, toDate: string) =>
  ({ id, name: `Messe ${id}`, fromDate, toDate }) as Fair

describe('fair list order', () => {
  it('shows upcoming and running fairs soonest first and past fairs latest first', () => {
    const now = new Date('2026-11-12T10:00:00Z')
    const { upcoming, past } = splitFairs(
      [
        fair(1, '2026-11-11T00:00:00Z', '2026-11-14T00:00:00Z'),
        fair(2, '2027-02-01T00:00:00Z', '2027-02-04T00:00:00Z'),
        fair(3, '2025-09-01T00:00:00Z', '2025-09-05T00:00:00Z'),
        fair(4, '2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z'),
        fair(5, '2026-11-12T00:00:00Z', '2026-11-12T00:00:00Z'),
      ],
      now,
    )
    expect(upcoming.map((f) => f.id)).toEqual([1, 5, 2])
    expect(past.map((f) => f.id)).toEqual([4, 3])
  })
})
