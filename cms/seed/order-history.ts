import type { Payload } from 'payload'

import type { Address, Article, OrderedArticle } from '../payload-types'
import { insertReturningIds, insertRows, timestamps } from './bulk'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import {
  ORDER_HISTORY,
  planOrderHistory,
  summarizeOrderedArticles,
  type PlanAddress,
  type PlanArticle,
  type SummaryOrder,
} from './order-history-plan'
import { ORDERS_ANCHOR } from './orders'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedContext, type SeedStep } from './types'
import { standardRateOn, vatSummary } from '../../lib/vat'

type Drizzle = {
  drizzle: {
    select: (fields: Record<string, unknown>) => {
      from: (table: unknown) => { where: (condition: unknown) => PromiseLike<Record<string, unknown>[]> }
    }
  }
  tables: Record<string, Record<string, unknown>>
}

/** Order lines of some customers' orders, read straight from the tables (thousands of rows; the Local API would take seconds). */
async function ordersOf(payload: Payload, customers: number[]): Promise<Map<number, SummaryOrder[]>> {
  const db = payload.db as unknown as Drizzle
  const orders = db.tables.orders!
  const lines = db.tables.orders_lines!
  const { inArray } = await import('@payloadcms/db-sqlite/drizzle')
  const heads = await db.drizzle
    .select({
      id: orders.id,
      customer: orders.customer,
      orderNumber: orders.orderNumber,
      orderedAt: orders.orderedAt,
      status: orders.status,
    })
    .from(orders)
    .where(inArray(orders.customer as never, customers))
  const byId = new Map<number, SummaryOrder & { customer: number }>()
  for (const head of heads)
    byId.set(Number(head.id), {
      customer: Number(head.customer),
      orderNumber: String(head.orderNumber),
      orderedAt: new Date(String(head.orderedAt)).toISOString(),
      status: String(head.status),
      lines: [],
    })
  const ids = [...byId.keys()]
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db.drizzle
      .select({
        parent: lines._parentID,
        order: lines._order,
        product: lines.product,
        articleNumber: lines.articleNumber,
        quantity: lines.quantity,
        unitPriceCents: lines.unitPriceCents,
      })
      .from(lines)
      .where(inArray(lines._parentID as never, ids.slice(i, i + 5000)))
    rows.sort((a, b) => Number(a.parent) - Number(b.parent) || Number(a.order) - Number(b.order))
    for (const row of rows)
      byId.get(Number(row.parent))?.lines.push({
        product: Number(row.product),
        articleNumber: String(row.articleNumber),
        quantity: Number(row.quantity),
        unitPriceCents: Number(row.unitPriceCents),
      })
  }
  const result = new Map<number, SummaryOrder[]>()
  for (const order of byId.values())
    result.set(order.customer, [...(result.get(order.customer) ?? []), order])
  return result
}

const addressOf = (address: Address): PlanAddress => ({
  partnerId: address.partnerId,
  companyName: address.companyName,
  street: address.street,
  postalCode: address.postalCode,
  city: address.city,
  country: address.country || 'CH',
})

/**
 * Two years of order history for the Tribo demo customers (~5,000 orders,
 * ORDER_HISTORY) before the hand-made orders of cms/seed/orders.ts, written
 * in bulk without hooks; then `ordered-articles` of those customers is set
 * to what the order hooks would have computed from all their orders.
 * Idempotent: orders found by number are left alone, and summary rows are
 * only written where they differ.
 */
export const orderHistoryStep: SeedStep = {
  name: 'order-history',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    let articles: Article[] | null = null
    const catalog = async () =>
      (articles ??= (
        await payload.find({
          collection: 'articles',
          where: { tenant: { equals: tenant } },
          sort: 'articleNumber',
          depth: 1,
          pagination: false,
          select: { articleNumber: true, product: true, prices: true, disabled: true },
          populate: { 'price-lists': { code: true } },
          ...LOCAL,
        })
      ).docs as Article[])
    const customers: number[] = []
    const employees = (
      await payload.find({
        collection: 'accounts',
        where: { username: { in: ['mitarbeiter', 'innendienst'] } },
        sort: 'username',
        depth: 0,
        pagination: false,
        ...LOCAL,
      })
    ).docs.map((doc) => doc.id)
    for (const seed of ORDER_HISTORY) {
      const customer = ctx.customers.get(customerKey('tribo', seed.customerId))
      if (customer == null) continue
      customers.push(customer)
      const numbers = Array.from({ length: seed.orders }, (_, n) => String(seed.firstNumber + n))
      const existing = new Set<string>()
      for (let i = 0; i < numbers.length; i += 1000) {
        const found = await payload.find({
          collection: 'orders',
          where: {
            and: [{ tenant: { equals: tenant } }, { orderNumber: { in: numbers.slice(i, i + 1000) } }],
          },
          select: { orderNumber: true },
          depth: 0,
          pagination: false,
          ...LOCAL,
        })
        for (const doc of found.docs) existing.add(doc.orderNumber)
      }
      for (let i = 0; i < existing.size; i++) ctx.record('orders', 'existing')
      if (existing.size === numbers.length) continue

      const listCode = CUSTOMER_PRICE_LISTS[seed.customerId]
      const priceOf = (article: Article) =>
        (article.prices ?? []).find((p) => typeof p.priceList === 'object' && p.priceList.code === listCode)
          ?.scales?.[0]?.unitPriceCents ?? null
      const rng = createRng(`tribo:order-history:assortment:${seed.customerId}`)
      const all: PlanArticle[] = (await catalog()).map((a) => ({
        product: typeof a.product === 'object' ? a.product.id : a.product,
        articleNumber: a.articleNumber,
        unitPriceCents: priceOf(a),
        disabled: !!a.disabled,
      }))
      const assortment = [
        ...rng.sample(
          all.filter((a) => a.unitPriceCents != null && !a.disabled),
          30,
        ),
        ...rng.sample(
          all.filter((a) => a.unitPriceCents == null || a.disabled),
          3,
        ),
      ]
      const addresses = (
        await payload.find({
          collection: 'addresses',
          where: { customer: { equals: customer } },
          sort: 'partnerId',
          depth: 0,
          pagination: false,
          ...LOCAL,
        })
      ).docs as Address[]
      const byType = (type: string) =>
        addresses
          .filter((a) => a.type === type)
          .sort((a, b) => Number(!!b.preferred) - Number(!!a.preferred))
          .map(addressOf)
      const owner =
        (
          await payload.find({
            collection: 'accounts',
            where: { username: { equals: seed.username } },
            depth: 0,
            limit: 1,
            ...LOCAL,
          })
        ).docs[0]?.id ?? null

      // An employee orders for the contact that has the customer's shop login (or the customer's first contact).
      const contacts = (
        await payload.find({
          collection: 'contacts',
          where: { customer: { equals: customer } },
          sort: 'contactId',
          depth: 0,
          pagination: false,
          ...LOCAL,
        })
      ).docs
      const contact =
        (
          contacts.find((c) => (typeof c.account === 'object' ? c.account?.id : c.account) === owner) ??
          contacts[0]
        )?.id ?? null
      const planned = planOrderHistory(
        seed,
        ORDERS_ANCHOR,
        assortment,
        byType('SHIP_TO'),
        byType('BILL_TO'),
      ).filter((order) => !existing.has(order.orderNumber))
      const group = (prefix: 'shipTo' | 'billTo', address: PlanAddress | null) => ({
        [`${prefix}_partnerId`]: address?.partnerId ?? null,
        [`${prefix}_companyName`]: address?.companyName ?? null,
        [`${prefix}_street`]: address?.street ?? null,
        [`${prefix}_postalCode`]: address?.postalCode ?? null,
        [`${prefix}_city`]: address?.city ?? null,
        [`${prefix}_country`]: address?.country ?? null,
      })
      // The demo's articles carry the standard rate of their order date; the VAT is stored per order as the checkout stores it.
      const vatOf = (order: (typeof planned)[number]) =>
        vatSummary(
          order.lines.map((line) => ({
            totalCents: line.unitPriceCents * line.quantity,
            rate: standardRateOn(order.orderedAt),
          })),
          false,
        )
      const ids = await insertReturningIds(
        payload,
        'orders',
        planned.map((order) => {
          const vat = vatOf(order)
          return {
            tenant,
            orderNumber: order.orderNumber,
            orderedAt: order.orderedAt,
            status: order.status,
            customer,
            account: owner,
            placedBy: order.employee != null && contact != null ? (employees[order.employee] ?? null) : null,
            contact:
              order.employee != null && contact != null && employees[order.employee] != null ? contact : null,
            purchaseOrderNumber: order.purchaseOrderNumber,
            costCentre: order.costCentre,
            remark: order.remark,
            ...group('shipTo', order.shipTo),
            ...group('billTo', order.billTo),
            totalCents: order.totalCents,
            vatCents: vat.vatCents,
            grossTotalCents: vat.grossCents,
            vatBreakdown: vat.rates,
            lineCount: order.lines.length,
            ...timestamps(),
          }
        }),
      )
      const lines: Record<string, unknown>[] = []
      planned.forEach((order, index) => {
        const parent = ids[index]!
        order.lines.forEach((line, position) => {
          // Array rows carry string ids; unique per order and position.
          const id = `${parent.toString(16).padStart(16, '0')}${position.toString(16).padStart(8, '0')}`
          lines.push({
            _order: position + 1,
            _parentID: parent,
            id,
            product: line.product,
            articleNumber: line.articleNumber,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            itemRefText: line.itemRefText,
            manualPrice: line.manualPrice,
            vatRate: standardRateOn(order.orderedAt),
          })
        })
      })
      await insertRows(payload, 'orders_lines', lines)
      for (let i = 0; i < planned.length; i++) ctx.record('orders', 'created')
    }
    if (customers.length) await syncOrderedArticles(ctx, tenant, customers)
  },
}

/** Sets the ordered-articles rows of the customers to the summary of all their orders (only rows that differ are written). */
async function syncOrderedArticles(ctx: SeedContext, tenant: number, customers: number[]): Promise<void> {
  const { payload } = ctx
  const orders = await ordersOf(payload, customers)
  for (const customer of customers) {
    const expected = summarizeOrderedArticles(orders.get(customer) ?? [])
    const stored = (
      await payload.find({
        collection: 'ordered-articles',
        where: { customer: { equals: customer } },
        depth: 0,
        pagination: false,
        ...LOCAL,
      })
    ).docs as OrderedArticle[]
    const rows = new Map(stored.map((row) => [row.articleNumber, row]))
    const create: Record<string, unknown>[] = []
    for (const [articleNumber, row] of expected) {
      const data = {
        product: row.product,
        orderCount: row.orderCount,
        totalQuantity: row.totalQuantity,
        firstOrderedAt: row.firstOrderedAt,
        lastOrderedAt: row.lastOrderedAt,
        lastOrderNumber: row.lastOrderNumber,
        lastUnitPriceCents: row.lastUnitPriceCents,
      }
      const current = rows.get(articleNumber)
      rows.delete(articleNumber)
      if (!current) {
        create.push({ tenant, customer, articleNumber, ...data, ...timestamps() })
        continue
      }
      const same =
        (typeof current.product === 'object' ? current.product.id : current.product) === data.product &&
        current.orderCount === data.orderCount &&
        current.totalQuantity === data.totalQuantity &&
        new Date(current.firstOrderedAt).toISOString() === data.firstOrderedAt &&
        new Date(current.lastOrderedAt).toISOString() === data.lastOrderedAt &&
        current.lastOrderNumber === data.lastOrderNumber &&
        current.lastUnitPriceCents === data.lastUnitPriceCents
      if (same) ctx.record('ordered-articles', 'existing')
      else {
        await payload.update({ collection: 'ordered-articles', id: current.id, data, depth: 0, ...LOCAL })
        ctx.record('ordered-articles', 'updated')
      }
    }
    if (create.length) await insertRows(payload, 'ordered_articles', create)
    for (let i = 0; i < create.length; i++) ctx.record('ordered-articles', 'created')
    for (const gone of rows.values())
      await payload.delete({ collection: 'ordered-articles', id: gone.id, depth: 0, ...LOCAL })
  }
}
