import type { Article } from '../payload-types'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'
import { standardRateOn, vatSummary } from '../../lib/vat'

/** Order history of the demo customers: a year of orders before this date (fixed, so the demo data is the same on every run). */
export const ORDERS_ANCHOR = Date.UTC(2026, 10, 16, 9, 30)
const ANCHOR = ORDERS_ANCHOR
const DAY = 24 * 60 * 60 * 1000
const CUSTOMERS = [
  { customerId: '100200', username: 'kunde', orders: 14, firstNumber: 4500012001 },
  { customerId: '100300', username: 'alpin', orders: 8, firstNumber: 4500013001 },
]

/**
 * Past orders of the Tribo demo customers (1–5 lines each, at their price
 * list's unit price), so order history and "last ordered" have data. Found
 * by order number; existing orders are left alone.
 */
export const ordersStep: SeedStep = {
  name: 'orders',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const articles = (
      await payload.find({
        collection: 'articles',
        where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
        sort: 'articleNumber',
        depth: 1,
        pagination: false,
        select: { articleNumber: true, product: true, prices: true },
        populate: { products: { productNumber: true }, 'price-lists': { code: true } },
        ...LOCAL,
      })
    ).docs as Article[]
    if (!articles.length) return
    // Customers reorder the same products: each one buys from a small assortment.
    for (const seed of CUSTOMERS) {
      const customer = ctx.customers.get(customerKey('tribo', seed.customerId))
      if (customer == null) continue
      const listCode = CUSTOMER_PRICE_LISTS[seed.customerId]
      const account = seed.username
        ? (
            await payload.find({
              collection: 'accounts',
              where: { username: { equals: seed.username } },
              limit: 1,
              depth: 0,
              ...LOCAL,
            })
          ).docs[0]?.id
        : undefined
      const rng = createRng(`tribo:orders:${seed.customerId}`)
      const assortment = rng.sample(articles, 12)
      for (let n = 0; n < seed.orders; n++) {
        const orderNumber = String(seed.firstNumber + n)
        const exists = await payload.count({
          collection: 'orders',
          where: { and: [{ tenant: { equals: tenant } }, { orderNumber: { equals: orderNumber } }] },
          ...LOCAL,
        })
        const orderedAt = new Date(
          ANCHOR - Math.round(((seed.orders - 1 - n) * 360) / seed.orders) * DAY - rng.int(0, 5) * DAY,
        ).toISOString()
        const picks = rng.sample(assortment, rng.int(1, 5))
        if (exists.totalDocs) {
          ctx.record('orders', 'existing')
          continue
        }
        const lines = picks.map((article) => {
          const row = (article.prices ?? []).find(
            (p) => typeof p.priceList === 'object' && p.priceList.code === listCode,
          )
          const unitPriceCents = row?.scales?.[0]?.unitPriceCents ?? 0
          const product = article.product
          return {
            product: typeof product === 'object' ? product.id : product,
            articleNumber: article.articleNumber,
            quantity: rng.int(1, 12),
            unitPriceCents,
            vatRate: standardRateOn(orderedAt),
          }
        })
        const vat = vatSummary(
          lines.map((line) => ({ totalCents: line.unitPriceCents * line.quantity, rate: line.vatRate })),
          false,
        )
        const status = n >= seed.orders - 2 ? (n === seed.orders - 1 ? 'open' : 'shipped') : 'completed'
        await payload.create({
          collection: 'orders',
          data: {
            tenant,
            orderNumber,
            orderedAt,
            status,
            customer,
            account: account ?? null,
            lines,
            totalCents: vat.netCents,
            vatCents: vat.vatCents,
            grossTotalCents: vat.grossCents,
            vatBreakdown: vat.rates,
          },
          depth: 0,
          ...LOCAL,
        })
        ctx.record('orders', 'created')
      }
    }
  },
}
