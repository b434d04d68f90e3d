import { describe, expect, it } from 'vitest'

import { orderVat } from './order-vat'

describe('orderVat', () => {
  it('answers the VAT stored on the order', () => {
    expect(
      orderVat({
        orderedAt: '2026-11-20T08:00:00Z',
        totalCents: 50_000,
        vatCents: 4_050,
        grossTotalCents: 54_050,
        vatBreakdown: [{ rate: 8.1, netCents: 50_000, vatCents: 4_050 }],
      }),
    ).toEqual({
      pricesIncludeVat: false,
      rates: [{ rate: 8.1, netCents: 50_000, vatCents: 4_050 }],
      netCents: 50_000,
      vatCents: 4_050,
      grossCents: 54_050,
    })
  })

  it('computes it from the lines (their rates, else the standard rate) when an order lacks it', () => {
    const vat = orderVat({
      orderedAt: '2026-11-20T08:00:00Z',
      totalCents: 22_000,
      vatCents: null,
      grossTotalCents: null,
      vatBreakdown: null,
      lines: [
        { unitPriceCents: 5_000, quantity: 2, vatRate: 2.6 },
        { unitPriceCents: 12_000, quantity: 1, vatRate: null },
      ],
    })
    expect(vat.rates).toEqual([
      { rate: 2.6, netCents: 10_000, vatCents: 260 },
      { rate: 8.1, netCents: 12_000, vatCents: 972 },
    ])
    expect(vat.grossCents).toBe(23_232)
    expect(
      orderVat({
        orderedAt: '2026-11-20T08:00:00Z',
        totalCents: 10_000,
        vatCents: null,
        grossTotalCents: null,
        vatBreakdown: 'broken',
      }).vatCents,
    ).toBe(810)
    // An order of 2023 had the rate of 2023.
    expect(
      orderVat({
        orderedAt: '2023-06-01T08:00:00Z',
        totalCents: 10_000,
        vatCents: null,
        grossTotalCents: null,
        vatBreakdown: null,
      }).rates,
    ).toEqual([{ rate: 7.7, netCents: 10_000, vatCents: 770 }])
  })
})
