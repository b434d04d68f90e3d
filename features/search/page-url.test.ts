import { describe, expect, it } from 'vitest'

import { activeFilterCount, cutSearchAddress, readFilters, readSearchUrl, writeSearchUrl } from './page-url'

const read = (query: string) => readSearchUrl(new URLSearchParams(query))

describe('search page address', () => {
  it('reads the term (cut at 100), filters, group and tab', () => {
    expect(read(`search=${'ö'.repeat(120)}`).term).toHaveLength(100)
    expect(
      read(
        `search=Motoröl&selectedFilterValues=${encodeURIComponent('{"viscosity":["5W-30"]}')}&productGroupId=12&tab=pages`,
      ),
    ).toEqual({
      term: 'Motoröl',
      filters: { viscosity: ['5W-30'] },
      productGroupId: 12,
      tab: 'pages',
    })
    expect(read('')).toEqual({ term: '', filters: {}, productGroupId: null, tab: 'products' })
  })

  it('clears the filters instead of failing on malformed selectedFilterValues', () => {
    for (const raw of [
      '{broken',
      '[]',
      '"x"',
      '{"colour":["red"]}',
      '{"viscosity":"5W-30"}',
      '{"viscosity":[1]}',
      'null',
    ])
      expect(readFilters(raw), raw).toEqual({})
  })

  it('ignores a bad product group id', () => {
    for (const id of ['abc', '0', '-3', '1.5'])
      expect(read(`productGroupId=${id}`).productGroupId, id).toBeNull()
  })

  it('writes only what differs from the defaults and reads back the same state', () => {
    const state = {
      term: 'Getriebeöl',
      filters: { viscosity: ['75W-90'], tags: [] },
      productGroupId: 4,
      tab: 'products' as const,
    }
    const url = writeSearchUrl('/de-ch/search', state)
    expect(url).toBe(
      '/de-ch/search?search=Getriebe%C3%B6l&selectedFilterValues=%7B%22viscosity%22%3A%5B%2275W-90%22%5D%7D&productGroupId=4',
    )
    expect(read(url.split('?')[1]!)).toEqual({ ...state, filters: { viscosity: ['75W-90'] } })
    expect(
      writeSearchUrl('/de-ch/search', { term: 'x', filters: {}, productGroupId: null, tab: 'pages' }),
    ).toBe('/de-ch/search?search=x&tab=pages')
  })

  it('counts chosen values and the group', () => {
    expect(
      activeFilterCount({
        filters: { viscosity: ['5W-30', '5W-40'], baseOil: ['mineral'] },
        productGroupId: 3,
      }),
    ).toBe(4)
    expect(activeFilterCount({ filters: {}, productGroupId: null })).toBe(0)
  })
})

describe('the cut term in the address', () => {
  const cut = (query: string) => cutSearchAddress('/de-ch/search', new URLSearchParams(query))

  it('writes a term longer than 100 characters back cut, keeping the other parameters in place', () => {
    const long = `${'Motoröl '.repeat(40)}`.trim()
    const target = cut(`search=${encodeURIComponent(long)}&productGroupId=4&tab=pages`)!
    const params = new URL(target, 'http://x').searchParams
    expect(params.get('search')).toBe(long.slice(0, 100).trim())
    expect(params.get('search')).toBe(read(`search=${encodeURIComponent(long)}`).term)
    expect([...params.keys()]).toEqual(['search', 'productGroupId', 'tab'])
    expect(target.startsWith('/de-ch/search?search=')).toBe(true)
    // The cut address is final: reading it again asks for nothing more.
    expect(cutSearchAddress('/de-ch/search', params)).toBeNull()
  })

  it('leaves a right address alone and cleans spaces, a repeated term and an empty one', () => {
    expect(cut('search=Motor%C3%B6l&tab=pages')).toBeNull()
    expect(cut('tab=pages')).toBeNull()
    expect(cut(`search=${'x'.repeat(100)}`)).toBeNull()
    expect(cut('search=%20%20Getriebe%20%20%C3%B6l%20')).toBe('/de-ch/search?search=Getriebe+%C3%B6l')
    expect(cut('search=Fett&search=%C3%96l')).toBe('/de-ch/search?search=Fett')
    expect(cut('search=%20%20&tab=pages')).toBe('/de-ch/search?tab=pages')
    expect(cut('search=')).toBeNull()
  })

  it('never halves a character at the cut', () => {
    const term = read(`search=${encodeURIComponent(`${'a'.repeat(99)}🛢️`)}`).term
    expect(term).toBe('a'.repeat(99))
    expect(cut(`search=${encodeURIComponent(term)}`)).toBeNull()
  })
})
