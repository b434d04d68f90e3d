import { describe, expect, it } from 'vitest'

import { DEFAULT_PAGINATION, offsetForPage, pagesFor, paginate } from './pagination'

describe('pagination', () => {
  it('defaults to limit 20, offset 0, page 1, pages 1, total 0', () => {
    expect(DEFAULT_PAGINATION).toEqual({ limit: 20, offset: 0, page: 1, pages: 1, total: 0 })
  })

  it('counts pages and offsets', () => {
    expect(pagesFor(0, 20)).toBe(1)
    expect(pagesFor(20, 20)).toBe(1)
    expect(pagesFor(21, 20)).toBe(2)
    expect(offsetForPage(3, 20)).toBe(40)
    expect(offsetForPage(0, 20)).toBe(0)
    expect(paginate(95, 20, 40)).toEqual({ limit: 20, offset: 40, page: 3, pages: 5, total: 95 })
  })
})
