import { describe, expect, it } from 'vitest'

import { offsetWindow } from './window'

describe('offset window over Payload pages', () => {
  it('uses the page itself when the offset is a multiple of the limit', () => {
    expect(offsetWindow(0, 20)).toEqual({ page: 1, limit: 20, skip: 0 })
    expect(offsetWindow(40, 20)).toEqual({ page: 3, limit: 20, skip: 0 })
  })

  it('covers an unaligned offset with one larger page and skips to the offset', () => {
    for (const [offset, limit] of [[25, 20], [5164, 20], [1, 100], [99, 3], [7, 1]]) {
      const w = offsetWindow(offset, limit)
      const start = (w.page - 1) * w.limit
      expect(start + w.skip).toBe(offset)
      expect(start + w.limit).toBeGreaterThanOrEqual(offset + limit)
      expect(w.limit).toBeLessThanOrEqual(offset + limit)
    }
  })
})
