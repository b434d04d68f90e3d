import { describe, expect, it } from 'vitest'

import { firstDialog, lacksVariant, variantEntryIndex, withVariant } from './flow'

const product = { productNumber: 'TRB-A-01', title: 'A' }
const complete = { productNumber: 'TRB-B-02', title: 'B', articleNumber: 'TRB-B-02-001L', quantity: 2 }

describe('the add-to-shopping-list flow', () => {
  it('opens the variant dialog when exactly one entry lacks an article number or count', () => {
    expect(firstDialog([product])).toBe('variant')
    expect(firstDialog([{ ...product, articleNumber: 'TRB-A-01-001L' }])).toBe('variant')
    expect(firstDialog([{ ...product, quantity: 3 }])).toBe('variant')
    expect(firstDialog([complete, product])).toBe('variant')
  })

  it('opens the list dialog otherwise', () => {
    expect(firstDialog([complete])).toBe('list')
    expect(firstDialog([complete, { ...complete, productNumber: 'TRB-C-03' }])).toBe('list')
    expect(firstDialog([product, { ...product, productNumber: 'TRB-C-03' }])).toBe('list')
    expect(firstDialog([])).toBe('list')
  })

  it('counts a quantity below 1 as missing', () => {
    expect(lacksVariant({ ...complete, quantity: 0 })).toBe(true)
    expect(lacksVariant(complete)).toBe(false)
  })

  it('stores the chosen article and quantity on the entry the variant dialog asked about', () => {
    const entries = [complete, product]
    const index = variantEntryIndex(entries)
    expect(index).toBe(1)
    const next = withVariant(entries, index, 'TRB-A-01-005L', 4)
    expect(next).toEqual([complete, { ...product, articleNumber: 'TRB-A-01-005L', quantity: 4 }])
    expect(entries[1]).toEqual(product)
    expect(firstDialog(next)).toBe('list')
  })
})
