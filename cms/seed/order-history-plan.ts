import { NOT_ORDERED_STATUSES } from '../../features/orders/model'
import { createRng } from './random'

/** One article a customer can buy: its product, number, price at the customer's list (null: none) and whether the catalog disables it. */
export type PlanArticle = {
  product: number
  articleNumber: string
  unitPriceCents: number | null
  disabled: boolean
}
export type PlanAddress = {
  partnerId: string
  companyName: string
  street: string
  postalCode: string
  city: string
  country: string
}

export type PlannedLine = {
  product: number
  articleNumber: string
  quantity: number
  unitPriceCents: number
  itemRefText: string | null
  manualPrice: boolean
}
export type PlannedOrder = {
  orderNumber: string
  orderedAt: string
  status: 'open' | 'inProcess' | 'shipped' | 'completed' | 'cancelled'
  purchaseOrderNumber: string | null
  costCentre: string | null
  remark: string | null
  shipTo: PlanAddress | null
  billTo: PlanAddress | null
  lines: PlannedLine[]
  totalCents: number
  /** Placed by an employee for the customer's contact (the index into the employees the step passes). */
  employee: number | null
}

export type HistorySeed = {
  customerId: string
  username: string
  orders: number
  firstNumber: number
  costCentres: string[]
  poPrefix: string
}

/** Two years of order history for the Tribo demo customers; its own number range, below the 22 hand-made orders' dates. */
export const ORDER_HISTORY: HistorySeed[] = [
  {
    customerId: '100200',
    username: 'kunde',
    orders: 3000,
    firstNumber: 4510000001,
    costCentres: ['4100', '4200', 'WERKSTATT', 'FIL-WIN'],
    poPrefix: 'GM',
  },
  {
    customerId: '100300',
    username: 'alpin',
    orders: 2000,
    firstNumber: 4520000001,
    costCentres: ['FP-CHUR', 'DEPOT-LQ', 'BAU-01'],
    poPrefix: 'TA',
  },
]

export const HISTORY_DAYS = 730
const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

const REFERENCE_TEXTS = [
  'Lieferwagen 3',
  'Hebebühne 2',
  'Kundenfahrzeug ZH 123 456',
  'Lager',
  'Service-Aktion',
  'Flotte Süd',
  'Winterdienst',
]
const REMARKS = [
  'Bitte vor 10 Uhr liefern.',
  'Anlieferung über Rampe Nord.',
  'Teillieferung möglich.',
  'Bitte telefonisch avisieren.',
]

/** How an order of this age stands now: the newest are open or being processed, a few are cancelled. */
function statusOf(ageDays: number, roll: number): PlannedOrder['status'] {
  if (ageDays < 3) return roll < 0.6 ? 'open' : roll < 0.9 ? 'inProcess' : 'cancelled'
  if (ageDays < 8)
    return roll < 0.2 ? 'open' : roll < 0.6 ? 'inProcess' : roll < 0.95 ? 'shipped' : 'cancelled'
  if (ageDays < 20)
    return roll < 0.1 ? 'inProcess' : roll < 0.6 ? 'shipped' : roll < 0.97 ? 'completed' : 'cancelled'
  return roll < 0.025 ? 'cancelled' : 'completed'
}

/**
 * The generated order history of one customer (deterministic): `orders`
 * orders spread over the `HISTORY_DAYS` before `anchor` on weekdays during
 * office hours (Zurich, roughly UTC+1), numbered upwards in time. 1–6 lines
 * each from the customer's assortment (mostly the same favourites, now and
 * then something rarer, seldom an article that is disabled or has no price
 * for the customer any more), some with purchase-order number, cost centre,
 * reference texts or a manual price.
 */
export function planOrderHistory(
  seed: HistorySeed,
  anchor: number,
  assortment: PlanArticle[],
  shipTo: PlanAddress[],
  billTo: PlanAddress[],
): PlannedOrder[] {
  const rng = createRng(`tribo:order-history:${seed.customerId}`)
  const priced = assortment.filter((a) => a.unitPriceCents != null && !a.disabled)
  const gone = assortment.filter((a) => a.unitPriceCents == null || a.disabled)
  if (!priced.length) return []
  const favourites = priced.slice(0, Math.min(10, priced.length))
  const start = anchor - HISTORY_DAYS * DAY
  const step = (HISTORY_DAYS * DAY - DAY) / seed.orders
  const orders: PlannedOrder[] = []
  for (let n = 0; n < seed.orders; n++) {
    let at = start + Math.round(n * step)
    const day = new Date(at).getUTCDay()
    // Weekends move to the Friday before; office hours 06:00–16:00 UTC.
    if (day === 6) at -= DAY
    if (day === 0) at -= 2 * DAY
    const midnight = at - (at % DAY)
    // Seconds from n keep every order's instant distinct (ties would make "last ordered" ambiguous).
    at = midnight + 6 * HOUR + rng.int(0, 9 * 60) * 60_000 + (n % 60) * 1000
    const ageDays = (anchor - at) / DAY
    const status = statusOf(ageDays, rng.next())
    const lineCount = rng.int(1, 6)
    const picks = new Map<string, PlanArticle>()
    for (let i = 0; picks.size < lineCount && i < lineCount * 4; i++) {
      const roll = rng.next()
      const article =
        roll < 0.65 ? rng.pick(favourites) : roll < 0.985 || !gone.length ? rng.pick(priced) : rng.pick(gone)
      picks.set(article.articleNumber, article)
    }
    // The newest order always has one article that cannot be ordered any more (the demo shows the flag on reordering).
    if (n === seed.orders - 1 && gone.length) picks.set(gone[0]!.articleNumber, gone[0]!)
    const withRefTexts = rng.next() < 0.15
    const lines = [...picks.values()].map((article): PlannedLine => {
      const manualPrice = rng.next() < 0.03
      const base = article.unitPriceCents ?? 1500 + rng.int(0, 40) * 100
      return {
        product: article.product,
        articleNumber: article.articleNumber,
        quantity: rng.next() < 0.08 ? rng.int(25, 120) : rng.int(1, 24),
        unitPriceCents: manualPrice ? Math.round(base * 0.9) : base,
        itemRefText: withRefTexts && rng.next() < 0.7 ? rng.pick(REFERENCE_TEXTS) : null,
        manualPrice,
      }
    })
    const hasPo = rng.next() < 0.55
    const year = new Date(at).getUTCFullYear()
    orders.push({
      orderNumber: String(seed.firstNumber + n),
      orderedAt: new Date(at).toISOString(),
      status,
      purchaseOrderNumber: hasPo
        ? `${seed.poPrefix}-${year}-${String(rng.int(1, 9999)).padStart(4, '0')}`
        : null,
      costCentre: rng.next() < 0.4 ? rng.pick(seed.costCentres) : null,
      remark: rng.next() < 0.06 ? rng.pick(REMARKS) : null,
      shipTo: shipTo.length ? (rng.next() < 0.7 ? shipTo[0]! : rng.pick(shipTo)) : null,
      billTo: billTo.length ? (rng.next() < 0.85 ? billTo[0]! : rng.pick(billTo)) : null,
      employee: rng.next() < 0.08 ? rng.int(0, 1) : null,
      lines,
      totalCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
    })
  }
  return orders
}

/** An order as the ordered-articles summary reads it. */
export type SummaryOrder = {
  orderNumber: string
  orderedAt: string
  status: string
  lines: { product: number; articleNumber: string; quantity: number; unitPriceCents: number }[]
}
export type ArticleSummary = {
  articleNumber: string
  product: number
  orderCount: number
  totalQuantity: number
  firstOrderedAt: string
  lastOrderedAt: string
  lastOrderNumber: string
  lastUnitPriceCents: number
}

/**
 * What cms/hooks/ordered-articles.ts keeps per article of a customer: over
 * the orders that went out (not cancelled, awaiting approval or rejected), how many orders had it, the quantity
 * summed, first and last order date, and the last order's number, unit
 * price (its last line of the article) and product.
 */
export function summarizeOrderedArticles(orders: SummaryOrder[]): Map<string, ArticleSummary> {
  const summary = new Map<string, ArticleSummary>()
  const sorted = orders
    .filter((o) => !NOT_ORDERED_STATUSES.includes(o.status))
    .sort((a, b) => (a.orderedAt < b.orderedAt ? -1 : a.orderedAt > b.orderedAt ? 1 : 0))
  for (const order of sorted) {
    const byArticle = new Map<string, { product: number; quantity: number; unitPriceCents: number }>()
    for (const line of order.lines) {
      const row = byArticle.get(line.articleNumber)
      byArticle.set(line.articleNumber, {
        product: line.product,
        quantity: (row?.quantity ?? 0) + line.quantity,
        unitPriceCents: line.unitPriceCents,
      })
    }
    for (const [articleNumber, line] of byArticle) {
      const row = summary.get(articleNumber)
      if (!row) {
        summary.set(articleNumber, {
          articleNumber,
          product: line.product,
          orderCount: 1,
          totalQuantity: line.quantity,
          firstOrderedAt: order.orderedAt,
          lastOrderedAt: order.orderedAt,
          lastOrderNumber: order.orderNumber,
          lastUnitPriceCents: line.unitPriceCents,
        })
        continue
      }
      row.orderCount += 1
      row.totalQuantity += line.quantity
      Object.assign(row, {
        lastOrderedAt: order.orderedAt,
        lastOrderNumber: order.orderNumber,
        lastUnitPriceCents: line.unitPriceCents,
        product: line.product,
      })
    }
  }
  return summary
}
