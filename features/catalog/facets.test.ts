import { describe, expect, it } from 'vitest'

import { applyFacets, compareFacetValues, type FacetProduct } from './facets'

const product = (
  id: number,
  viscosity: string | null,
  approvals: string[],
  baseOil: string,
  tags: FacetProduct['tags'] = [],
): FacetProduct => ({ id, groupId: 1, viscosity, approvals, baseOil, tags })
const PRODUCTS = [
  product(1, '5W-30', ['ACEA C3', 'VW 504 00'], 'fullySynthetic', ['NEW']),
  product(2, '5W-30', ['ACEA C2'], 'fullySynthetic'),
  product(3, '10W-40', ['ACEA A3/B4'], 'semiSynthetic', ['BESTSELLER']),
  product(4, '0W-20', ['ACEA C5', 'VW 508 00'], 'fullySynthetic'),
  product(5, null, [], 'synthetic'),
]
const label = (key: string, value?: string) => (value ? `${key}:${value}` : key)

describe('applyFacets', () => {
  it('ANDs facets and ORs values within one facet', () => {
    expect(applyFacets(PRODUCTS, { viscosity: ['5W-30', '0W-20'] }, label).products.map((p) => p.id)).toEqual(
      [1, 2, 4],
    )
    expect(
      applyFacets(PRODUCTS, { viscosity: ['5W-30'], approvals: ['ACEA C3'] }, label).products.map(
        (p) => p.id,
      ),
    ).toEqual([1])
    expect(
      applyFacets(PRODUCTS, { baseOil: ['semiSynthetic'], viscosity: ['5W-30'] }, label).products,
    ).toEqual([])
  })

  it('counts options against the other facets and keeps chosen values listed', () => {
    const { filters } = applyFacets(PRODUCTS, { baseOil: ['fullySynthetic'], viscosity: ['20W-50'] }, label)
    const viscosity = filters.find((f) => f.key === 'viscosity')!
    expect(viscosity.options.map((o) => [o.value, o.count, o.active])).toEqual([
      ['0W-20', 1, false],
      ['5W-30', 2, false],
      ['20W-50', 0, true],
    ])
    expect(viscosity.type).toBe('multiselect')
    const base = filters.find((f) => f.key === 'baseOil')!
    expect(base).toMatchObject({ type: 'select', value: 'fullySynthetic', initiallyHidden: false })
    // No product passes the other choices, so approvals offers nothing and is left out.
    expect(filters.find((f) => f.key === 'approvals')).toBeUndefined()
    expect(applyFacets(PRODUCTS, {}, label).filters.find((f) => f.key === 'approvals')?.initiallyHidden).toBe(
      true,
    )
  })

  it('sorts grades naturally and leaves out facets without options', () => {
    expect(['10W-40', '0W-20', '5W-30', 'ISO VG 100', 'ISO VG 46'].sort(compareFacetValues)).toEqual([
      '0W-20',
      '5W-30',
      '10W-40',
      'ISO VG 46',
      'ISO VG 100',
    ])
    expect(applyFacets([product(9, null, [], '')], {}, label).filters).toEqual([])
  })
})
