import { describe, expect, it } from 'vitest'

import {
  filtersKey,
  listApiQuery,
  MAX_LIST_PAGES,
  readListUrl,
  selectedCount,
  writeListUrl,
} from './list-url'

describe('product list address', () => {
  it('reads facets, order, page and view and writes them back in a fixed order', () => {
    const state = readListUrl(
      new URLSearchParams('view=list&page=3&sort=viscosity&viscosity=5W-30&tags=NEW&viscosity=0W-20'),
    )
    expect(state).toEqual({
      filters: { viscosity: ['5W-30', '0W-20'], tags: ['NEW'] },
      sort: 'viscosity',
      page: 3,
      view: 'list',
    })
    expect(writeListUrl(state)).toBe(
      '?viscosity=5W-30&viscosity=0W-20&tags=NEW&sort=viscosity&page=3&view=list',
    )
  })

  it('opens an unknown order (or relevance, the list has no search term) by name and leaves the default out of the address', () => {
    for (const sort of ['price', 'relevance', '', 'NAME'])
      expect(readListUrl(new URLSearchParams(`sort=${sort}`)).sort, sort).toBe('name')
    expect(readListUrl(new URLSearchParams('sort=newest')).sort).toBe('newest')
    expect(writeListUrl({ filters: {}, sort: 'name', page: 1, view: 'grid' })).toBe('')
    expect(writeListUrl({ filters: {}, sort: 'newest', page: 1, view: 'grid' })).toBe('?sort=newest')
  })

  it('ignores unknown keys, empty and overlong values and bad pages; keeps one base oil', () => {
    const long = 'x'.repeat(61)
    const state = readListUrl(
      new URLSearchParams(
        `colour=red&viscosity=&viscosity=${long}&page=-2&baseOil=mineral&baseOil=synthetic&view=tiles`,
      ),
    )
    expect(state).toEqual({ filters: { baseOil: ['mineral'] }, sort: 'name', page: 1, view: 'grid' })
    expect(readListUrl(new URLSearchParams('page=2.5')).page).toBe(1)
    expect(readListUrl(new URLSearchParams('page=999')).page).toBe(MAX_LIST_PAGES)
  })

  it('drops duplicates; the plain list has no search part', () => {
    expect(readListUrl(new URLSearchParams('viscosity=5W-30&viscosity=5W-30')).filters.viscosity).toEqual([
      '5W-30',
    ])
    expect(writeListUrl({ filters: {}, sort: 'name', page: 1, view: 'grid' })).toBe('')
  })

  it('builds the API query of one page of 12 in the chosen order', () => {
    expect(listApiQuery(7, { approvals: ['VW 504 00'], viscosity: [] }, 2, 'viscosity')).toEqual({
      productGroupId: 7,
      sort: 'viscosity',
      offset: 24,
      limit: 12,
      'filters[approvals]': ['VW 504 00'],
    })
    expect(listApiQuery(7, {}, 0)).toMatchObject({ sort: 'name' })
  })

  it('counts choices and keys them independent of order', () => {
    expect(selectedCount({ viscosity: ['a', 'b'], tags: ['NEW'] })).toBe(3)
    expect(filtersKey({ viscosity: ['b', 'a'] })).toBe(filtersKey({ viscosity: ['a', 'b'] }))
    expect(filtersKey({ viscosity: ['a'] })).not.toBe(filtersKey({ approvals: ['a'] }))
  })
})
