import { describe, expect, it } from 'vitest'

import { activeFilterCount, readFilters, readSearchUrl, writeSearchUrl } from './page-url'

const read = (query: string) => readSearchUrl(new URLSearchParams(query))

describe('search page address', () => {
  it('reads the term (cut at 100), filters, group and tab', () => {
    expect(read(`search=${'ö'.repeat(120)}`).term).toHaveLength(100)
    expect(read(`search=Motoröl&selectedFilterValues=${encodeURIComponent('{"viscosity":["5W-30"]}')}&productGroupId=12&tab=pages`)).toEqual({
      term: 'Motoröl',
      filters: { viscosity: ['5W-30'] },
      productGroupId: 12,
      tab: 'pages',
    })
    expect(read('')).toEqual({ term: '', filters: {}, productGroupId: null, tab: 'products' })
  })

  it('clears the filters instead of failing on malformed selectedFilterValues', () => {
    for (const raw of ['{broken', '[]', '"x"', '{"colour":["red"]}', '{"viscosity":"5W-30"}', '{"viscosity":[1]}', 'null']) expect(readFilters(raw), raw).toEqual({})
  })

  it('ignores a bad product group id', () => {
    for (const id of ['abc', '0', '-3', '1.5']) expect(read(`productGroupId=${id}`).productGroupId, id).toBeNull()
  })

  it('writes only what differs from the defaults and reads back the same state', () => {
    const state = { term: 'Getriebeöl', filters: { viscosity: ['75W-90'], tags: [] }, productGroupId: 4, tab: 'products' as const }
    const url = writeSearchUrl('/de-ch/search', state)
    expect(url).toBe('/de-ch/search?search=Getriebe%C3%B6l&selectedFilterValues=%7B%22viscosity%22%3A%5B%2275W-90%22%5D%7D&productGroupId=4')
    expect(read(url.split('?')[1]!)).toEqual({ ...state, filters: { viscosity: ['75W-90'] } })
    expect(writeSearchUrl('/de-ch/search', { term: 'x', filters: {}, productGroupId: null, tab: 'pages' })).toBe('/de-ch/search?search=x&tab=pages')
  })

  it('counts chosen values and the group', () => {
    expect(activeFilterCount({ filters: { viscosity: ['5W-30', '5W-40'], baseOil: ['mineral'] }, productGroupId: 3 })).toBe(4)
    expect(activeFilterCount({ filters: {}, productGroupId: null })).toBe(0)
  })
})
