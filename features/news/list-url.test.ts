import { describe, expect, it } from 'vitest'

import { MAX_NEWS_PAGES, readNewsListUrl, sameNewsFilters, writeNewsListUrl } from './list-url'

const read = (search: string) => readNewsListUrl(new URLSearchParams(search))

describe('news list address', () => {
  it('reads filters and the number of loaded pages', () => {
    expect(read('topic=3&topic=5&year=2025&page=2')).toEqual({
      selected: { topic: ['3', '5'], year: ['2025'] },
      page: 2,
    })
    expect(read('')).toEqual({ selected: {}, page: 1 })
  })

  it('ignores unknown keys and bad values instead of failing (an old or hand-edited link still opens the list)', () => {
    expect(read('colour=red&topic=&topic=%20&page=abc')).toEqual({ selected: {}, page: 1 })
    for (const page of ['0', '-1', '1.5', '']) expect(read(`page=${page}`).page, page).toBe(1)
    expect(read(`page=${MAX_NEWS_PAGES + 30}`).page).toBe(MAX_NEWS_PAGES)
    expect(read(`topic=${'x'.repeat(51)}&topic=4&topic=4`).selected).toEqual({ topic: ['4'] })
  })

  it('writes filters in a fixed order and the page only from the second on; reading it back gives the same state', () => {
    const state = { selected: { year: ['2025'], topic: ['3'] }, page: 3 }
    expect(writeNewsListUrl(state)).toBe('?topic=3&year=2025&page=3')
    expect(read(writeNewsListUrl(state).slice(1))).toEqual({
      selected: { topic: ['3'], year: ['2025'] },
      page: 3,
    })
    expect(writeNewsListUrl({ selected: {}, page: 1 })).toBe('')
    expect(writeNewsListUrl({ selected: { topic: [] }, page: 2 })).toBe('?page=2')
  })

  it('compares filter choices regardless of order and empty lists', () => {
    expect(sameNewsFilters({ topic: ['3', '5'] }, { topic: ['5', '3'], year: [] })).toBe(true)
    expect(sameNewsFilters({ topic: ['3'] }, { topic: ['3'], year: ['2025'] })).toBe(false)
  })
})
