import { describe, expect, it } from 'vitest'

import { hasMoreNews, mergeEntries } from './pagination'
import { NEWS_DEFAULT_LIMIT, parseNewsQuery } from './schemas'
import type { NewsArticle } from './types'

const parse = (qs: string) => parseNewsQuery(new URLSearchParams(qs))

describe('GET /api/news/ query', () => {
  it('reads every parameter, with limit 20 and offset 0 by default', () => {
    expect(parse('')).toEqual({
      ok: true,
      query: {
        limit: NEWS_DEFAULT_LIMIT,
        offset: 0,
        folderIds: [],
        categoryIds: [],
        topicIds: [],
        filters: {},
      },
    })
    const parsed = parse(
      'limit=12&offset=24&folderIds[]=4&categoryIds[]=2&topicIds[]=7&topicIds[]=8&publicationType=press-release&filters[year][]=2025&filters[topic][]=7',
    )
    expect(parsed).toEqual({
      ok: true,
      query: {
        limit: 12,
        offset: 24,
        folderIds: [4],
        categoryIds: [2],
        topicIds: [7, 8],
        publicationType: 'press-release',
        filters: { year: ['2025'], topic: ['7'] },
      },
    })
  })

  it('names the bad parameter', () => {
    expect(parse('limit=0')).toEqual({ ok: false, parameter: 'limit' })
    expect(parse('limit=101')).toEqual({ ok: false, parameter: 'limit' })
    expect(parse('offset=-12')).toEqual({ ok: false, parameter: 'offset' })
    expect(parse('limit=10&offset=5')).toEqual({ ok: false, parameter: 'offset' })
    expect(parse('topicIds[]=abc')).toEqual({ ok: false, parameter: 'topicIds[]' })
    expect(parse('publicationType=blog')).toEqual({ ok: false, parameter: 'publicationType' })
    expect(parse('filters[colour][]=red')).toEqual({ ok: false, parameter: 'filters[colour]' })
    expect(parse(`filters[year][]=${'9'.repeat(60)}`)).toEqual({ ok: false, parameter: 'filters[year]' })
  })
})

describe('news list paging', () => {
  const a = (id: number) => ({ id }) as NewsArticle
  it('replaces the entries at offset 0 and appends otherwise', () => {
    expect(mergeEntries([a(1), a(2)], [a(3)], 0)).toEqual([a(3)])
    expect(mergeEntries([a(1), a(2)], [a(3)], 2)).toEqual([a(1), a(2), a(3)])
  })

  it('has more while currentPage × itemsPerPage is below totalAmount', () => {
    expect(hasMoreNews({ currentPage: 1, itemsPerPage: 12, totalAmount: 13 })).toBe(true)
    expect(hasMoreNews({ currentPage: 2, itemsPerPage: 12, totalAmount: 24 })).toBe(false)
    expect(hasMoreNews({ currentPage: 1, itemsPerPage: 20, totalAmount: 0 })).toBe(false)
  })
})
