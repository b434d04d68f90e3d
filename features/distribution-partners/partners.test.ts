import { describe, expect, it } from 'vitest'

import { filterPartners } from './filter'
import { parsePartnerQuery } from './schemas'
import type { DistributionPartner } from './types'

const partner = (
  id: number,
  name: string,
  country: string,
  province: string,
  region: DistributionPartner['region'],
  lines: number[],
): DistributionPartner => ({
  id,
  name,
  country,
  province,
  region,
  street: null,
  postalCode: null,
  city: 'x',
  phone: null,
  email: null,
  website: null,
  productLines: lines.map((line) => ({ id: line, title: `Linie ${line}` })),
})

const PARTNERS = [
  partner(1, 'Lubritec Milano', 'IT', 'Lombardia', 'southernEurope', [1, 2]),
  partner(2, 'Oleotec Verona', 'IT', 'Veneto', 'southernEurope', [2]),
  partner(3, 'Euro-Lub Lyon', 'FR', 'Auvergne-Rhône-Alpes', 'westernEurope', [1]),
  partner(4, 'TechOil Warszawa', 'PL', 'Mazowieckie', 'easternEurope', [3]),
]
const labels = { country: (code: string) => code, region: (region: string) => region }
const run = (params: Record<string, string>) => {
  const parsed = parsePartnerQuery(params)
  if (!parsed.ok) throw new Error(parsed.parameter)
  return filterPartners(PARTNERS, parsed.query, labels)
}

describe('filterPartners', () => {
  it('filters by country, product line, province and region together', () => {
    expect(run({ country: 'IT' }).entries.map((p) => p.id)).toEqual([1, 2])
    expect(run({ country: 'IT', productLine: '1' }).entries.map((p) => p.id)).toEqual([1])
    expect(run({ province: 'Veneto' }).entries.map((p) => p.id)).toEqual([2])
    expect(run({ region: 'easternEurope' }).entries.map((p) => p.id)).toEqual([4])
    expect(run({ region: 'easternEurope', country: 'IT' }).entries).toEqual([])
  })

  it('counts each facet over what the other filters let through and keeps the chosen value listed', () => {
    const list = run({ country: 'IT' })
    const facet = (name: string) => list.filters.find((filter) => filter.name === name)!.options
    expect(facet('country').map((o) => [o.value, o.count, o.selected])).toEqual([
      ['FR', 1, false],
      ['IT', 2, true],
      ['PL', 1, false],
    ])
    expect(facet('province').map((o) => o.value)).toEqual(['Lombardia', 'Veneto'])
    expect(facet('productLine').map((o) => [o.value, o.count])).toEqual([
      ['1', 1],
      ['2', 2],
    ])
    expect(run({ province: 'Nowhere' }).filters.find((f) => f.name === 'province')!.options).toContainEqual({
      value: 'Nowhere',
      label: 'Nowhere',
      count: 0,
      selected: true,
    })
  })

  it('pages by name and reports the pagination', () => {
    const list = run({ limit: '3', offset: '3' })
    expect(list.entries.map((p) => p.name)).toEqual(['TechOil Warszawa'])
    expect(list.pagination).toEqual({ currentPage: 2, itemsPerPage: 3, totalAmount: 4 })
  })

  it('names a bad parameter', () => {
    const bad = (params: Record<string, string>) => {
      const parsed = parsePartnerQuery(params)
      return parsed.ok ? null : parsed.parameter
    }
    expect(bad({ country: 'XX' })).toBe('country')
    expect(bad({ region: 'mars' })).toBe('region')
    expect(bad({ productLine: '-1' })).toBe('productLine')
    expect(bad({ province: 'p'.repeat(101) })).toBe('province')
    expect(bad({ offset: '7' })).toBe('offset')
    expect(bad({ country: '', region: '' })).toBeNull()
  })
})
