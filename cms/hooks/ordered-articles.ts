import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, Where } from 'payload'

import { NOT_ORDERED_STATUSES } from '../../features/orders/model'
import { runSql, sql } from '../../lib/payload/transaction-sql'

/** Skip the upkeep (the seed writes orders in bulk and builds the summary itself). */
export const SKIP_ORDERED_ARTICLES = 'skipOrderedArticles'

/** Orders whose articles were not (or not yet) ordered; an approval is an update, which recomputes the order's articles. */
const NOT_ORDERED = [...NOT_ORDERED_STATUSES]

type OrderLike = {
  id: number | string
  tenant?: number | { id: number } | null
  customer?: number | { id: number } | null
  orderNumber?: string | null
  orderedAt?: string | null
  status?: string | null
  lines?:
    | {
        product?: number | { id: number } | null
        articleNumber?: string | null
        quantity?: number | null
        unitPriceCents?: number | null
      }[]
    | null
}

const idOf = (ref: number | { id: number } | null | undefined): number | null =>
  ref == null ? null : typeof ref === 'object' ? ref.id : ref

/** One row per article of the order: its quantity summed, the product and unit price of its last line. */
function linesByArticle(order: OrderLike) {
  const rows = new Map<string, { product: number; quantity: number; unitPriceCents: number }>()
  for (const line of order.lines ?? []) {
    const product = idOf(line.product)
    if (!line.articleNumber || product == null) continue
    const row = rows.get(line.articleNumber)
    rows.set(line.articleNumber, {
      product,
      quantity: (row?.quantity ?? 0) + (line.quantity ?? 0),
      unitPriceCents: line.unitPriceCents ?? 0,
    })
  }
  return rows
}

/**
 * Takes the customer's row lock for the rest of the order's transaction (a
 * write that changes nothing). Two orders of one customer placed at the same
 * moment (two users, two carts) would otherwise read the same ordered-article
 * rows, both add to the old counts (a lost update) and lock the rows in
 * different orders (a deadlock on PostgreSQL). SQLite runs one write
 * transaction at a time anyway.
 */
async function lockCustomer(req: PayloadRequest, customer: number): Promise<void> {
  await runSql(req, sql`UPDATE "customers" SET "updated_at" = "updated_at" WHERE "id" = ${customer}`)
}

/** The order's rows by article, in article-number order (one lock order for every transaction). */
const sortedLines = (order: OrderLike) =>
  [...linesByArticle(order)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

/**
 * Recomputes the ordered-article rows of a customer for some articles from
 * all its orders that went out (after an editor changed or deleted an order,
 * or an order was approved). Rows without orders left are removed.
 */
export async function recomputeOrderedArticles(
  req: PayloadRequest,
  tenant: number,
  customer: number,
  articleNumbers: string[],
): Promise<void> {
  if (!articleNumbers.length) return
  const { payload } = req
  await lockCustomer(req, customer)
  const where: Where = {
    and: [
      { customer: { equals: customer } },
      { status: { not_in: NOT_ORDERED } },
      { 'lines.articleNumber': { in: articleNumbers } },
    ],
  }
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    depth: 0,
    pagination: false,
    select: { orderNumber: true, orderedAt: true, lines: true },
    overrideAccess: true,
    req,
  })
  const summary = new Map<
    string,
    {
      product: number
      orderCount: number
      totalQuantity: number
      first: string
      last: string
      lastOrderNumber: string
      lastUnitPriceCents: number
    }
  >()
  for (const order of docs as OrderLike[]) {
    for (const [articleNumber, line] of linesByArticle(order)) {
      if (!articleNumbers.includes(articleNumber)) continue
      const at = order.orderedAt ?? ''
      const row = summary.get(articleNumber)
      if (!row) {
        summary.set(articleNumber, {
          product: line.product,
          orderCount: 1,
          totalQuantity: line.quantity,
          first: at,
          last: at,
          lastOrderNumber: order.orderNumber ?? '',
          lastUnitPriceCents: line.unitPriceCents,
        })
        continue
      }
      row.orderCount += 1
      row.totalQuantity += line.quantity
      if (at < row.first) row.first = at
      if (at >= row.last)
        Object.assign(row, {
          last: at,
          lastOrderNumber: order.orderNumber ?? '',
          lastUnitPriceCents: line.unitPriceCents,
          product: line.product,
        })
    }
  }
  for (const articleNumber of [...articleNumbers].sort()) {
    const existing = (
      await payload.find({
        collection: 'ordered-articles',
        where: { and: [{ customer: { equals: customer } }, { articleNumber: { equals: articleNumber } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
        req,
      })
    ).docs[0]
    const row = summary.get(articleNumber)
    if (!row) {
      if (existing)
        await payload.delete({ collection: 'ordered-articles', id: existing.id, overrideAccess: true, req })
      continue
    }
    const data = {
      tenant,
      customer,
      articleNumber,
      product: row.product,
      orderCount: row.orderCount,
      totalQuantity: row.totalQuantity,
      firstOrderedAt: row.first,
      lastOrderedAt: row.last,
      lastOrderNumber: row.lastOrderNumber,
      lastUnitPriceCents: row.lastUnitPriceCents,
    }
    if (existing)
      await payload.update({
        collection: 'ordered-articles',
        id: existing.id,
        data,
        depth: 0,
        overrideAccess: true,
        req,
      })
    else await payload.create({ collection: 'ordered-articles', data, depth: 0, overrideAccess: true, req })
  }
}

/**
 * Keeps `ordered-articles` in step with the orders: a new order adds its
 * lines (one read and one write per article, inside the order's own
 * transaction); an edited order recomputes the articles it had and has.
 */
export const orderedArticlesAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (context?.[SKIP_ORDERED_ARTICLES]) return doc
  const order = doc as OrderLike
  const tenant = idOf(order.tenant)
  const customer = idOf(order.customer)
  if (tenant == null || customer == null) return doc
  if (operation === 'create') {
    if (NOT_ORDERED.includes(order.status ?? '')) return doc
    await lockCustomer(req, customer)
    for (const [articleNumber, line] of sortedLines(order)) {
      const existing = (
        await req.payload.find({
          collection: 'ordered-articles',
          where: { and: [{ customer: { equals: customer } }, { articleNumber: { equals: articleNumber } }] },
          depth: 0,
          limit: 1,
          overrideAccess: true,
          req,
        })
      ).docs[0]
      const at = order.orderedAt ?? new Date().toISOString()
      if (!existing) {
        await req.payload.create({
          collection: 'ordered-articles',
          data: {
            tenant,
            customer,
            articleNumber,
            product: line.product,
            orderCount: 1,
            totalQuantity: line.quantity,
            firstOrderedAt: at,
            lastOrderedAt: at,
            lastOrderNumber: order.orderNumber ?? '',
            lastUnitPriceCents: line.unitPriceCents,
          },
          depth: 0,
          overrideAccess: true,
          req,
        })
        continue
      }
      const later = at >= existing.lastOrderedAt
      await req.payload.update({
        collection: 'ordered-articles',
        id: existing.id,
        data: {
          orderCount: existing.orderCount + 1,
          totalQuantity: existing.totalQuantity + line.quantity,
          firstOrderedAt: at < existing.firstOrderedAt ? at : existing.firstOrderedAt,
          ...(later
            ? {
                lastOrderedAt: at,
                lastOrderNumber: order.orderNumber ?? '',
                lastUnitPriceCents: line.unitPriceCents,
                product: line.product,
              }
            : {}),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    return doc
  }
  const before = previousDoc as OrderLike | undefined
  const articles = new Set([
    ...linesByArticle(order).keys(),
    ...(before ? linesByArticle(before).keys() : []),
  ])
  await recomputeOrderedArticles(req, tenant, customer, [...articles])
  const previousCustomer = idOf(before?.customer)
  if (before && previousCustomer != null && previousCustomer !== customer)
    await recomputeOrderedArticles(req, tenant, previousCustomer, [...linesByArticle(before).keys()])
  return doc
}

export const orderedArticlesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context?.[SKIP_ORDERED_ARTICLES]) return doc
  const order = doc as OrderLike
  const tenant = idOf(order.tenant)
  const customer = idOf(order.customer)
  if (tenant != null && customer != null)
    await recomputeOrderedArticles(req, tenant, customer, [...linesByArticle(order).keys()])
  return doc
}
