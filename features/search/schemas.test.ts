import { describe, expect, it } from 'vitest'

import { cutSearchTerm } from './constants'
import { hasFilters, parseSearchParams } from './schemas'

const parse = (query: string, limit = 7) => parseSearchParams(new URLSearchParams(query), { limit })

describe('search parameters', () => {
  it('cuts the term at 100 characters and collapses whitespace, never failing', () => {
    expect(cutSearchTerm(`  Motoren   öl ${'x'.repeat(200)}`)).toHaveLength(100)
    expect(cutSearchTerm('  5W-30\n  Öl ')).toBe('5W-30 Öl')
    expect(cutSearchTerm(null)).toBe('')
    const result = parse(`query=${'a'.repeat(150)}`)
    expect(result.ok && result.params.query).toHaveLength(100)
  })

  it('reads defaults, limits, offset, the live flag and the group', () => {
    expect(parse('query=oel')).toEqual({
      ok: true,
      params: { query: 'oel', limit: 7, offset: 0, isLiveSearch: false, filters: {}, productGroupId: null },
    })
    expect(parse('query=oel&limit=48&offset=12&isLiveSearch=true&productGroupId=5', 12)).toEqual({
      ok: true,
      params: { query: 'oel', limit: 48, offset: 12, isLiveSearch: true, filters: {}, productGroupId: 5 },
    })
  })

  it('reads filters as a JSON object or in bracket form, dropping empty ones', () => {
    const json = parse(`filters=${encodeURIComponent('{"viscosity":["5W-30"],"tags":[]}')}`)
    expect(json.ok && json.params.filters).toEqual({ viscosity: ['5W-30'] })
    const brackets = parse(
      'filters[baseOil][]=mineral&filters[viscosity][]=5W-30&filters[viscosity][]=10W-40',
    )
    expect(brackets.ok && brackets.params.filters).toEqual({
      baseOil: ['mineral'],
      viscosity: ['5W-30', '10W-40'],
    })
    expect(hasFilters({ viscosity: [] })).toBe(false)
    expect(hasFilters({ viscosity: ['5W-30'] })).toBe(true)
  })

  it('names the first bad parameter', () => {
    for (const [query, parameter] of [
      ['limit=0', 'limit'],
      ['limit=49', 'limit'],
      ['offset=-3', 'offset'],
      ['isLiveSearch=yes', 'isLiveSearch'],
      ['productGroupId=0', 'productGroupId'],
      ['filters=%7Bbroken', 'filters'],
      ['filters=%5B%5D', 'filters'],
      ['filters=%7B%22colour%22%3A%5B%22red%22%5D%7D', 'filters'],
      ['filters=%7B%22viscosity%22%3A%225W-30%22%7D', 'filters'],
      ['filters[colour][]=red', 'filters[colour]'],
    ] as const) {
      expect(parse(`query=oel&${query}`), query).toEqual({ ok: false, parameter })
    }
  })
})
