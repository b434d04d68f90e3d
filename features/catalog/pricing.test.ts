import { describe, expect, it } from 'vitest'

import {
  ANONYMOUS,
  capByContract,
  contractPriceFor,
  isOrderable,
  isValidQuantity,
  priceInfo,
  scalesFor,
  seesRetailPrices,
  unitPriceFor,
  type PricedArticle,
  type PriceViewer,
} from './pricing'

const article: PricedArticle = {
  articleNumber: 'TRB-SYN-5W30-C3-005',
  disabled: false,
  recommendedRetailPriceCents: 8990,
  prices: [
    {
      priceListId: 1,
      tags: ['SALE'],
      scales: [
        { minQuantity: 10, unitPriceCents: 4200 },
        { minQuantity: 1, unitPriceCents: 4590 },
        { minQuantity: 50, unitPriceCents: 3950 },
      ],
    },
    { priceListId: 2, tags: [], scales: [{ minQuantity: 1, unitPriceCents: 4990 }] },
  ],
}
const customer = (
  priceListId: number | null,
  extra: Partial<Extract<PriceViewer, { kind: 'customer' }>> = {},
): PriceViewer => ({
  kind: 'customer',
  priceListId,
  retailerMode: false,
  shopUser: true,
  consumer: false,
  ...extra,
})

describe('pricing', () => {
  it('picks the scale with the largest minimum not above the quantity', () => {
    const scales = article.prices[0]!.scales
    expect(unitPriceFor(scales, 1)).toBe(4590)
    expect(unitPriceFor(scales, 9)).toBe(4590)
    expect(unitPriceFor(scales, 10)).toBe(4200)
    expect(unitPriceFor(scales, 49)).toBe(4200)
    expect(unitPriceFor(scales, 50)).toBe(3950)
    expect(unitPriceFor([{ minQuantity: 5, unitPriceCents: 1 }], 4)).toBeNull()
  })

  it('gives anonymous visitors nothing', () => {
    expect(priceInfo(article, ANONYMOUS, 1)).toBeNull()
    expect(isOrderable(article, ANONYMOUS)).toBe(false)
  })

  it('gives a customer the net prices of its own list, sorted scales and the total in cents', () => {
    expect(priceInfo(article, customer(1), 12)).toEqual({
      articleNumber: 'TRB-SYN-5W30-C3-005',
      quantity: 12,
      unitPriceCents: 4200,
      totalCents: 50400,
      currency: 'CHF',
      priceType: 'net',
      scalePrices: [
        { minQuantity: 1, unitPriceCents: 4590 },
        { minQuantity: 10, unitPriceCents: 4200 },
        { minQuantity: 50, unitPriceCents: 3950 },
      ],
      orderable: true,
    })
    expect(priceInfo(article, customer(2), 12)?.unitPriceCents).toBe(4990)
    expect(priceInfo(article, customer(3), 1)).toBeNull()
    expect(priceInfo(article, customer(null), 1)).toBeNull()
  })

  it('shows the recommended gross retail price in retailer mode, where nothing can be ordered', () => {
    const info = priceInfo(article, customer(1, { retailerMode: true }), 3)
    expect(info).toMatchObject({
      unitPriceCents: 8990,
      totalCents: 26970,
      priceType: 'retail',
      orderable: false,
      scalePrices: [{ minQuantity: 1, unitPriceCents: 8990 }],
    })
    expect(
      priceInfo({ ...article, recommendedRetailPriceCents: null }, customer(1, { retailerMode: true }), 1),
    ).toBeNull()
  })

  it('shows a private customer the recommended retail price including VAT, never a business price list', () => {
    const info = priceInfo(article, customer(1, { consumer: true, shopUser: false }), 12)
    expect(info).toMatchObject({
      unitPriceCents: 8990,
      totalCents: 107_880,
      priceType: 'retail',
      scalePrices: [{ minQuantity: 1, unitPriceCents: 8990 }],
    })
    expect(
      priceInfo({ ...article, recommendedRetailPriceCents: null }, customer(1, { consumer: true }), 1),
    ).toBeNull()
    expect(seesRetailPrices(customer(1, { consumer: true }))).toBe(true)
    expect(seesRetailPrices(customer(1))).toBe(false)
    expect(seesRetailPrices(ANONYMOUS)).toBe(false)
  })

  it('keeps a disabled article priced but not orderable, and refuses quantities outside 1–9999', () => {
    expect(priceInfo({ ...article, disabled: true }, customer(1), 1)?.orderable).toBe(false)
    for (const bad of [0, -1, 1.5, 10000, Number.NaN]) {
      expect(isValidQuantity(bad)).toBe(false)
      expect(priceInfo(article, customer(1), bad)).toBeNull()
    }
    expect(isValidQuantity(9999)).toBe(true)
  })
})

describe('contract prices', () => {
  const withContract = (
    prices: Record<string, number>,
    extra: Partial<Extract<PriceViewer, { kind: 'customer' }>> = {},
  ) => customer(1, { contractPrices: prices, ...extra })

  it('caps every scale of the list at the contract price and marks the prices that come from it', () => {
    const viewer = withContract({ 'TRB-SYN-5W30-C3-005': 4300 })
    expect(scalesFor(article, viewer)?.scales).toEqual([
      { minQuantity: 1, unitPriceCents: 4300 },
      { minQuantity: 10, unitPriceCents: 4200 },
      { minQuantity: 50, unitPriceCents: 3950 },
    ])
    expect(priceInfo(article, viewer, 2)).toMatchObject({
      unitPriceCents: 4300,
      totalCents: 8600,
      contract: true,
    })
    // From ten on the list's own scale is lower: the list price, no contract label.
    const ten = priceInfo(article, viewer, 10)
    expect(ten?.unitPriceCents).toBe(4200)
    expect(ten?.contract).toBeUndefined()
    expect(priceInfo(article, viewer, 60)?.unitPriceCents).toBe(3950)
  })

  it('drops the quantity breaks a contract price below every scale makes meaningless', () => {
    const viewer = withContract({ 'TRB-SYN-5W30-C3-005': 3000 })
    expect(scalesFor(article, viewer)?.scales).toEqual([{ minQuantity: 1, unitPriceCents: 3000 }])
    expect(priceInfo(article, viewer, 60)).toMatchObject({
      unitPriceCents: 3000,
      totalCents: 180_000,
      contract: true,
    })
    expect(capByContract([{ minQuantity: 5, unitPriceCents: 900 }], 1000)).toEqual([
      { minQuantity: 1, unitPriceCents: 1000 },
      { minQuantity: 5, unitPriceCents: 900 },
    ])
  })

  it('makes an article without a list price orderable at the contract price', () => {
    const unlisted = customer(3, { contractPrices: { 'TRB-SYN-5W30-C3-005': 5100 } })
    expect(priceInfo(article, customer(3), 1)).toBeNull()
    expect(isOrderable(article, customer(3))).toBe(false)
    expect(isOrderable(article, unlisted)).toBe(true)
    expect(priceInfo(article, unlisted, 4)).toMatchObject({
      unitPriceCents: 5100,
      totalCents: 20_400,
      priceType: 'net',
      scalePrices: [{ minQuantity: 1, unitPriceCents: 5100 }],
      orderable: true,
      contract: true,
    })
    expect(scalesFor(article, unlisted)?.tags).toEqual([])
    // Still not for a disabled article.
    expect(isOrderable({ ...article, disabled: true }, unlisted)).toBe(false)
  })

  it('keeps the list price where the contract is dearer, and ignores the contracts of other articles', () => {
    const dearer = withContract({ 'TRB-SYN-5W30-C3-005': 9000 })
    expect(priceInfo(article, dearer, 1)?.unitPriceCents).toBe(4590)
    expect(priceInfo(article, dearer, 1)?.contract).toBeUndefined()
    expect(scalesFor(article, dearer)?.tags).toEqual(['SALE'])
    const other = withContract({ 'TRB-OTHER-001': 100 })
    expect(priceInfo(article, other, 1)?.unitPriceCents).toBe(4590)
    expect(contractPriceFor(article, other)).toBeNull()
  })

  it('never applies to retail prices: retailer mode, private customers, anonymous visitors', () => {
    const prices = { 'TRB-SYN-5W30-C3-005': 1000 }
    expect(priceInfo(article, withContract(prices, { retailerMode: true }), 1)).toMatchObject({
      unitPriceCents: 8990,
      priceType: 'retail',
    })
    expect(priceInfo(article, withContract(prices, { consumer: true }), 1)).toMatchObject({
      unitPriceCents: 8990,
      priceType: 'retail',
    })
    expect(priceInfo(article, withContract(prices, { consumer: true }), 1)?.contract).toBeUndefined()
    expect(contractPriceFor(article, ANONYMOUS)).toBeNull()
    expect(contractPriceFor(article, withContract(prices, { retailerMode: true }))).toBeNull()
  })

  it('ignores a contract price that is not a whole number of cents', () => {
    expect(contractPriceFor(article, withContract({ 'TRB-SYN-5W30-C3-005': 12.5 }))).toBeNull()
    expect(contractPriceFor(article, withContract({ 'TRB-SYN-5W30-C3-005': -1 }))).toBeNull()
  })
})
