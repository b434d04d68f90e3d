import 'server-only'

import type { Cart, Order } from '@/cms/payload-types'
import { customerAddresses } from '@/features/addresses/server/addresses'
import { customerOf } from '@/features/accounts/server/customer'
import { isOrderable } from '@/features/catalog/pricing'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import {
  articlesByNumber,
  linesOf,
  orderingViewer,
  readCart,
  type CartContext,
} from '@/features/carts/server/cart'
import { findOwnOrder } from '@/features/orders/server/orders'
import { MAX_QUANTITY } from '@/features/catalog/constants'
import { NotFoundError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'
import { swissToday } from '@/lib/dates'
import { formatIsoDate } from '@/lib/iso-date'
import { relationId } from '@/lib/relation-ids'

import { monthDayOf, tomorrowOf } from '../schedule'
import {
  SCHEDULE_REF_TEXT_MAX_LENGTH,
  type ScheduleAddressOptions,
  type DraftQuery,
  type ScheduleDraft,
  type ScheduleFormValues,
} from '../schemas'

/** A line a schedule takes over: an article the buyer can order now. */
export type SourceLine = {
  product: number
  articleNumber: string
  count: number
  itemRefText: string | null
}

/** The source's lines the schedule takes, and those it leaves out (cannot be ordered now). */
export type SourceLines = {
  lines: SourceLine[]
  leftOut: { articleNumber: string; title: string }[]
}

type RawLine = { product: number | null; articleNumber: string; count: number; itemRefText?: string | null }

/** A reference text as a cart line takes it (at most 35 characters, no `#`). */
const refText = (text: string | null | undefined): string | null => {
  const cleaned = (text ?? '').replaceAll('#', '').trim().slice(0, SCHEDULE_REF_TEXT_MAX_LENGTH).trim()
  return cleaned || null
}

/**
 * Keeps the lines the buyer can order now (the article exists, is not
 * disabled and has a price for the customer; retailer mode aside, as in the
 * cart) with the article's current product; names the others.
 */
export async function orderableLines(ctx: CartContext, raw: RawLine[]): Promise<SourceLines> {
  const articles = await articlesByNumber(
    ctx,
    raw.map((line) => line.articleNumber),
  )
  const productIds = new Set<number>()
  for (const line of raw) {
    if (line.product != null) productIds.add(line.product)
    const article = articles.get(line.articleNumber)
    if (article) productIds.add(article.productId)
  }
  const products = await shownProductsById(ctx.tenant.id, ctx.locale, [...productIds])
  const ordering = orderingViewer(ctx.viewer)
  const result: SourceLines = { lines: [], leftOut: [] }
  for (const line of raw) {
    const article = articles.get(line.articleNumber)
    const product = article ? products.get(article.productId) : undefined
    if (!article || !product || !isOrderable(article, ordering)) {
      const title = (product ?? products.get(line.product ?? 0))?.name ?? line.articleNumber
      result.leftOut.push({ articleNumber: line.articleNumber, title })
      continue
    }
    result.lines.push({
      product: article.productId,
      articleNumber: article.articleNumber,
      count: Math.min(MAX_QUANTITY, Math.max(1, Math.round(line.count))),
      itemRefText: refText(line.itemRefText),
    })
  }
  return result
}

/** One of the caller's customer's orders by number (another customer's is never found), or null. */
export async function sourceOrder(ctx: CartContext, orderNumber: string): Promise<Order | null> {
  const customer = await customerOf(ctx.account)
  if (!customer) return null
  return findOwnOrder({ ...ctx, customer }, orderNumber)
}

/** An order's lines as a schedule takes them. */
export const orderLines = (ctx: CartContext, order: Order) =>
  orderableLines(
    ctx,
    order.lines.map((line) => ({
      product: relationId(line.product),
      articleNumber: line.articleNumber,
      count: line.quantity,
      itemRefText: line.itemRefText,
    })),
  )

/** The B2B cart's lines as a schedule takes them (reference texts while the cart shows them); the cart is not changed. */
export const cartLines = (ctx: CartContext, cart: Cart | null) =>
  orderableLines(
    ctx,
    linesOf(cart).map((line) => ({
      product: line.product,
      articleNumber: line.articleNumber,
      count: line.count,
      itemRefText: cart?.showItemRefTexts ? line.itemRefText : null,
    })),
  )

/** The caller's B2B cart (read, never changed). */
export const sourceCart = (ctx: CartContext) => readCart(ctx, 'b2b')

/** The customer's addresses to choose from (the preferred first). */
export async function addressOptions(ctx: CartContext): Promise<ScheduleAddressOptions> {
  const addresses = await customerAddresses(ctx)
  return { shipToAddresses: addresses.SHIP_TO, billToAddresses: addresses.BILL_TO }
}

/** Partner ids of stored address ids (the customer's only). */
async function partnerIdsOf(ctx: CartContext, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id != null)
  if (!wanted.length) return new Map()
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'addresses',
    where: { id: { in: wanted } },
    depth: 0,
    pagination: false,
    select: { partnerId: true },
  })
  return new Map(docs.map((doc) => [doc.id, doc.partnerId]))
}

const pick = (options: { partnerId: string }[], wanted: string | null | undefined) =>
  options.find((option) => option.partnerId === wanted)?.partnerId ?? options[0]?.partnerId ?? ''

/** The dialog's start: monthly on tomorrow's day, from tomorrow, without end; the given addresses and texts where still the customer's. */
function draftValues(
  addresses: ScheduleAddressOptions,
  prefill: {
    name: string
    shipTo?: string | null
    billTo?: string | null
    purchaseOrderNumber?: string | null
    costCentre?: string | null
    remark?: string | null
  },
): ScheduleFormValues {
  const start = tomorrowOf(swissToday())
  return {
    name: prefill.name,
    frequency: 'monthly',
    dayOfMonth: monthDayOf(start),
    intervalWeeks: 4,
    startDate: start,
    endKind: 'never',
    endDate: null,
    maxRuns: null,
    shipTo: pick(addresses.shipToAddresses, prefill.shipTo),
    billTo: pick(addresses.billToAddresses, prefill.billTo),
    purchaseOrderNumber: prefill.purchaseOrderNumber ?? '',
    costCentre: prefill.costCentre ?? '',
    remark: prefill.remark ?? '',
  }
}

/** The dialog's draft for an order (the order detail's "Als Abo wiederholen"). */
export async function orderDraft(ctx: CartContext, order: Order): Promise<ScheduleDraft> {
  const [lines, addresses] = await Promise.all([orderLines(ctx, order), addressOptions(ctx)])
  return {
    source: 'order',
    orderNumber: order.orderNumber,
    lineCount: lines.lines.length,
    leftOutCount: lines.leftOut.length,
    addresses,
    values: draftValues(addresses, {
      name: ctx.t('repeatOrders.dialog.defaultNameOrder', { orderNumber: order.orderNumber }),
      shipTo: order.shipTo?.partnerId,
      billTo: order.billTo?.partnerId,
      purchaseOrderNumber: order.purchaseOrderNumber,
      costCentre: order.costCentre,
      remark: order.remark,
    }),
  }
}

/** The dialog's draft for the B2B cart (the cart's "Als Abo einrichten"). */
export async function cartDraft(ctx: CartContext, cart: Cart | null): Promise<ScheduleDraft> {
  const [lines, addresses, partners] = await Promise.all([
    cartLines(ctx, cart),
    addressOptions(ctx),
    partnerIdsOf(ctx, [relationId(cart?.checkout?.shipTo), relationId(cart?.checkout?.billTo)]),
  ])
  return {
    source: 'cart',
    orderNumber: null,
    lineCount: lines.lines.length,
    leftOutCount: lines.leftOut.length,
    addresses,
    values: draftValues(addresses, {
      name: ctx.t('repeatOrders.dialog.defaultNameCart', { date: formatIsoDate(swissToday()) }),
      shipTo: partners.get(relationId(cart?.checkout?.shipTo) ?? 0),
      billTo: partners.get(relationId(cart?.checkout?.billTo) ?? 0),
      purchaseOrderNumber: cart?.checkout?.purchaseOrderNumber,
      costCentre: cart?.checkout?.costCentre,
      remark: cart?.checkout?.remark,
    }),
  }
}

/** The stored id of one of the customer's addresses of a type, by its partner id; null when it is not the customer's. */
export async function addressIdOf(
  db: ReturnType<typeof shopData>,
  type: 'SHIP_TO' | 'BILL_TO',
  partnerId: string,
): Promise<number | null> {
  const { docs } = await db.find({
    collection: 'addresses',
    where: { and: [{ type: { equals: type } }, { partnerId: { equals: partnerId } }] },
    limit: 1,
    depth: 0,
    select: { partnerId: true },
  })
  return docs[0]?.id ?? null
}

/** GET /api/repeat-orders/draft: the dialog's start for an order of the customer (404 for another's) or the B2B cart. */
export async function draftOf(ctx: CartContext, query: DraftQuery): Promise<ScheduleDraft> {
  if (query.source === 'cart') return cartDraft(ctx, await sourceCart(ctx))
  const order = await sourceOrder(ctx, query.orderNumber)
  if (!order)
    throw new NotFoundError([
      { type: 'error', message: ctx.t('repeatOrders.api.orderNotFound'), meta: { fields: ['orderNumber'] } },
    ])
  return orderDraft(ctx, order)
}
