import { describe, expect, it } from 'vitest'

import {
  HISTORY_DAYS,
  planOrderHistory,
  summarizeOrderedArticles,
  type PlanArticle,
} from './order-history-plan'

const ANCHOR = Date.UTC(2026, 10, 16, 9, 30)
const articles: PlanArticle[] = [
  ...Array.from({ length: 20 }, (_, i) => ({
    product: 100 + i,
    articleNumber: `A-${String(i).padStart(2, '0')}`,
    unitPriceCents: 1000 + i * 10,
    disabled: false,
  })),
  { product: 200, articleNumber: 'GONE-1', unitPriceCents: null, disabled: false },
  { product: 201, articleNumber: 'GONE-2', unitPriceCents: 900, disabled: true },
]
const address = {
  partnerId: '1',
  companyName: 'Firma',
  street: 'Weg 1',
  postalCode: '8000',
  city: 'Zürich',
  country: 'CH',
}
const seed = {
  customerId: 'X1',
  username: 'x',
  orders: 400,
  firstNumber: 4590000001,
  costCentres: ['4100', 'WERKSTATT'],
  poPrefix: 'XX',
}

describe('planOrderHistory', () => {
  const plan = planOrderHistory(seed, ANCHOR, articles, [address], [address])

  it('is the same on every run (the seed stays idempotent)', () => {
    expect(planOrderHistory(seed, ANCHOR, articles, [address], [address])).toEqual(plan)
  })

  it('numbers upwards in time within the two years before the anchor, on weekdays, every instant distinct', () => {
    expect(plan).toHaveLength(400)
    expect(plan.map((o) => o.orderNumber)).toEqual(
      Array.from({ length: 400 }, (_, n) => String(4590000001 + n)),
    )
    const times = plan.map((o) => Date.parse(o.orderedAt))
    expect(new Set(times).size).toBe(400)
    expect(Math.min(...times)).toBeGreaterThanOrEqual(ANCHOR - HISTORY_DAYS * 86_400_000 - 3 * 86_400_000)
    expect(Math.max(...times)).toBeLessThan(ANCHOR)
    expect(plan.every((o) => ![0, 6].includes(new Date(o.orderedAt).getUTCDay()))).toBe(true)
  })

  it('has 1–6 distinct lines at valid quantities with totals that add up, and field lengths the collection allows', () => {
    for (const order of plan) {
      expect(order.lines.length).toBeGreaterThanOrEqual(1)
      expect(order.lines.length).toBeLessThanOrEqual(7)
      expect(new Set(order.lines.map((l) => l.articleNumber)).size).toBe(order.lines.length)
      expect(order.lines.every((l) => l.quantity >= 1 && l.quantity <= 9999 && l.unitPriceCents >= 0)).toBe(
        true,
      )
      expect(order.totalCents).toBe(order.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0))
      expect((order.costCentre ?? '').length).toBeLessThanOrEqual(10)
      expect((order.purchaseOrderNumber ?? '').length).toBeLessThanOrEqual(35)
      expect(
        order.lines.every((l) => (l.itemRefText ?? '').length <= 35 && !(l.itemRefText ?? '').includes('#')),
      ).toBe(true)
    }
  })

  it('mixes states: mostly completed, the newest open or in process, a few cancelled', () => {
    const count = (status: string) => plan.filter((o) => o.status === status).length
    expect(count('completed')).toBeGreaterThan(300)
    expect(count('cancelled')).toBeGreaterThan(0)
    expect(['open', 'inProcess', 'cancelled']).toContain(plan.at(-1)!.status)
    expect(plan.slice(0, 300).every((o) => o.status === 'completed' || o.status === 'cancelled')).toBe(true)
  })

  it('puts an article that can no longer be ordered into the newest order', () => {
    expect(plan.at(-1)!.lines.some((l) => l.articleNumber.startsWith('GONE-'))).toBe(true)
  })
})

describe('summarizeOrderedArticles', () => {
  it('counts orders and quantities per article over orders that went out (not cancelled, awaiting approval or rejected), with first and last order', () => {
    const summary = summarizeOrderedArticles([
      {
        orderNumber: '3',
        orderedAt: '2025-03-01T10:00:00.000Z',
        status: 'completed',
        lines: [{ product: 1, articleNumber: 'A', quantity: 2, unitPriceCents: 300 }],
      },
      {
        orderNumber: '1',
        orderedAt: '2025-01-01T10:00:00.000Z',
        status: 'completed',
        lines: [
          { product: 1, articleNumber: 'A', quantity: 1, unitPriceCents: 100 },
          { product: 1, articleNumber: 'A', quantity: 4, unitPriceCents: 150 },
        ],
      },
      {
        orderNumber: '2',
        orderedAt: '2025-02-01T10:00:00.000Z',
        status: 'cancelled',
        lines: [
          { product: 1, articleNumber: 'A', quantity: 50, unitPriceCents: 1 },
          { product: 2, articleNumber: 'B', quantity: 1, unitPriceCents: 1 },
        ],
      },
      // Not ordered (yet), like the order hooks say: awaiting approval, and rejected.
      {
        orderNumber: '4',
        orderedAt: '2025-04-01T10:00:00.000Z',
        status: 'awaitingApproval',
        lines: [{ product: 3, articleNumber: 'C', quantity: 5, unitPriceCents: 1 }],
      },
      {
        orderNumber: '5',
        orderedAt: '2025-05-01T10:00:00.000Z',
        status: 'rejected',
        lines: [{ product: 1, articleNumber: 'A', quantity: 9, unitPriceCents: 1 }],
      },
    ])
    expect([...summary.keys()]).toEqual(['A'])
    expect(summary.get('A')).toEqual({
      articleNumber: 'A',
      product: 1,
      orderCount: 2,
      totalQuantity: 7,
      firstOrderedAt: '2025-01-01T10:00:00.000Z',
      lastOrderedAt: '2025-03-01T10:00:00.000Z',
      lastOrderNumber: '3',
      lastUnitPriceCents: 300,
    })
  })
})
