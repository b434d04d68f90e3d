import { describe, expect, it } from 'vitest'

import { DEMO_STOCK, plannedStock } from './stock-levels'

describe('planned stock of the demo articles', () => {
  it('is the same on every run, and the fixed demo packs keep their states', () => {
    expect(plannedStock('TRB-XYZ-5W30-005L', 5, 'L')).toEqual(plannedStock('TRB-XYZ-5W30-005L', 5, 'L'))
    for (const [number, stock] of Object.entries(DEMO_STOCK))
      expect(plannedStock(number, 20, 'L')).toEqual(stock)
    expect(DEMO_STOCK['TRB-SYNDSL-5W30-060L']).toEqual({ quantity: 0, restockInDays: 16 })
  })

  it('mixes most packs in stock with a few low, out of stock until a delivery, and on request; large packs fewer', () => {
    const plans = Array.from({ length: 2000 }, (_, i) => plannedStock(`TRB-GEN-${i}-005L`, 5, 'L'))
    const share = (test: (plan: (typeof plans)[number]) => boolean) =>
      plans.filter(test).length / plans.length
    expect(share((p) => p.quantity >= 10)).toBeGreaterThan(0.7)
    expect(share((p) => p.quantity > 0 && p.quantity < 10)).toBeGreaterThan(0.05)
    expect(share((p) => p.quantity === 0 && p.restockInDays != null)).toBeGreaterThan(0.05)
    expect(share((p) => p.quantity === 0 && p.restockInDays == null)).toBeGreaterThan(0.02)
    for (const plan of plans)
      if (plan.restockInDays != null) expect(plan.restockInDays).toBeGreaterThanOrEqual(3)
    const drums = Array.from({ length: 500 }, (_, i) => plannedStock(`TRB-GEN-${i}-208L`, 208, 'L'))
    expect(Math.max(...drums.map((p) => p.quantity))).toBeLessThanOrEqual(30)
    expect(plannedStock('TRB-GEN-1-400ML', 400, 'ml').quantity).toBeGreaterThanOrEqual(0)
  })
})
