import { describe, expect, it } from 'vitest'

import {
  basisPoints,
  rateOf,
  STANDARD_VAT_RATE,
  standardRateOn,
  vatInGross,
  vatOnNet,
  vatSummary,
} from './vat'

describe('VAT', () => {
  it('reads rates with up to two decimals and refuses anything else', () => {
    expect(basisPoints(8.1)).toBe(810)
    expect(basisPoints(2.6)).toBe(260)
    expect(basisPoints(0)).toBe(0)
    expect(basisPoints(7.75)).toBe(775)
    for (const bad of [-1, 101, 8.123, Number.NaN, Number.POSITIVE_INFINITY])
      expect(basisPoints(bad)).toBeNull()
  })

  it('computes the tax on net amounts in cents, half up, without float drift', () => {
    expect(vatOnNet(10_000, 8.1)).toBe(810)
    expect(vatOnNet(50, 8.1)).toBe(4) // 4.05 cents → 4
    expect(vatOnNet(6_173, 8.1)).toBe(500) // 500.013 → 500
    expect(vatOnNet(1_000, 0.05)).toBe(1) // 0.5 → 1 (half up)
    expect(vatOnNet(386_045, 8.1)).toBe(31_270) // 31 269.645 → 31 270
    expect(vatOnNet(1, 8.1)).toBe(0)
    expect(vatOnNet(7, 8.1)).toBe(1) // 0.567 → 1
    expect(vatOnNet(0, 8.1)).toBe(0)
    expect(vatOnNet(-10_000, 8.1)).toBe(-810)
    expect(() => vatOnNet(100, 8.123)).toThrow(RangeError)
  })

  it('takes the tax out of gross amounts', () => {
    expect(vatInGross(10_810, 8.1)).toBe(810)
    expect(vatInGross(8_990, 8.1)).toBe(674) // 8990 × 81/1081 = 673.63 → 674
    expect(vatInGross(0, 8.1)).toBe(0)
  })

  it('sums per rate, net prices: net + VAT per rate = total incl. VAT', () => {
    const summary = vatSummary(
      [
        { totalCents: 45_900, rate: 8.1 },
        { totalCents: 12_000, rate: 2.6 },
        { totalCents: 4_100, rate: 8.1 },
      ],
      false,
    )
    expect(summary).toEqual({
      pricesIncludeVat: false,
      rates: [
        { rate: 2.6, netCents: 12_000, vatCents: 312 },
        { rate: 8.1, netCents: 50_000, vatCents: 4_050 },
      ],
      netCents: 62_000,
      vatCents: 4_362,
      grossCents: 66_362,
    })
  })

  it('sums per rate, gross prices: the tax contained, net = gross − VAT', () => {
    const summary = vatSummary([{ totalCents: 26_970, rate: 8.1 }], true)
    expect(summary.rates).toEqual([{ rate: 8.1, netCents: 24_949, vatCents: 2_021 }])
    expect(summary.grossCents).toBe(26_970)
  })

  it('knows which standard rate applied on a day, in Swiss time', () => {
    expect(standardRateOn('2026-11-26T10:00:00Z')).toBe(8.1)
    expect(standardRateOn('2023-12-31T22:59:59Z')).toBe(7.7) // 23:59:59 in Zurich
    expect(standardRateOn('2023-12-31T23:00:00Z')).toBe(8.1) // midnight in Zurich
    expect(standardRateOn(new Date('2017-06-01'))).toBe(8)
  })

  it('gives an empty cart zero tax', () => {
    expect(vatSummary([], false)).toEqual({
      pricesIncludeVat: false,
      rates: [],
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    })
  })

  it("uses an article's own rate only where it has a valid one", () => {
    expect(rateOf(2.6, STANDARD_VAT_RATE)).toBe(2.6)
    expect(rateOf(null, STANDARD_VAT_RATE)).toBe(8.1)
    expect(rateOf(undefined, 7.7)).toBe(7.7)
    expect(rateOf(8.123, STANDARD_VAT_RATE)).toBe(8.1)
  })
})
