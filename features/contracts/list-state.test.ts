import { describe, expect, it } from 'vitest'

import { paginate } from '@/lib/pagination'

import { applyPage, hasMore, nextOffset } from './list-state'

describe('contract positions: replace or append', () => {
  it('replaces the entries when the answer starts at offset 0', () => {
    expect(applyPage(['a', 'b'], ['x'], paginate(5, 2, 0)).entries).toEqual(['x'])
  })

  it('appends the entries when the answer starts later', () => {
    expect(applyPage(['a', 'b'], ['c', 'd'], paginate(5, 2, 2)).entries).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps the pagination of the last answer', () => {
    expect(applyPage([], ['a'], paginate(1, 20, 0)).pagination).toEqual({
      limit: 20,
      offset: 0,
      page: 1,
      pages: 1,
      total: 1,
    })
  })
})

describe('contract positions: more entries and the next step', () => {
  it('has more while currentPage × itemsPerPage is below totalAmount', () => {
    expect(hasMore({ page: 1, limit: 20, total: 21 })).toBe(true)
    expect(hasMore({ page: 2, limit: 20, total: 40 })).toBe(false)
    expect(hasMore({ page: 1, limit: 20, total: 0 })).toBe(false)
  })

  it('loads one entries-per-page step after the current page', () => {
    expect(nextOffset({ page: 1, limit: 20 })).toBe(20)
    expect(nextOffset({ page: 3, limit: 10 })).toBe(30)
  })
})
