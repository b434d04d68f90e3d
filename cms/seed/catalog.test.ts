import { describe, expect, it } from 'vitest'

import { APPROVALS, VISCOSITIES } from '../../features/catalog/model'
import { generatedProducts } from './catalog'
import { CATALOG, PRICE_LISTS } from './catalog-data'

describe('generated catalogue', () => {
  const products = generatedProducts()

  it('has over 200 products with unique, valid product numbers', () => {
    expect(products.length).toBeGreaterThan(200)
    expect(new Set(products.map((p) => p.productNumber)).size).toBe(products.length)
    for (const { productNumber } of products) expect(productNumber).toMatch(/^[A-Z0-9-]{3,20}$/)
  })

  it('uses only viscosities and approvals the CMS offers', () => {
    for (const p of products) {
      if (p.viscosity) expect(VISCOSITIES).toContain(p.viscosity)
      for (const approval of p.approvals) expect(APPROVALS).toContain(approval)
    }
  })

  it('covers 11 product groups with at least three pack sizes each and three price lists', () => {
    expect(CATALOG).toHaveLength(11)
    for (const group of CATALOG) expect(group.packs.length).toBeGreaterThanOrEqual(3)
    expect(PRICE_LISTS.map((list) => list.code)).toEqual(['PL-GARAGE', 'PL-FLEET', 'PL-INDUSTRY'])
  })
})
