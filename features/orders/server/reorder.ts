import 'server-only'

import { customerIdOf } from '@/features/accounts/server/customer'
import { CART_MAX_ENTRIES } from '@/features/carts/constants'
import { addLines, type AddedLine } from '@/features/carts/lines'
import {
  articlesByNumber,
  cartCount,
  changeCart,
  linesOf,
  newItemKey,
  seenNow,
  type CartContext,
} from '@/features/carts/server/cart'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { relationId } from '@/lib/relation-ids'
import { NotFoundError, RouteError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'

import type { ReorderResult } from '../schemas'
import { findOwnOrder, notReorderable } from './orders'
import { counted } from '@/lib/numbers'

const notFound = (ctx: Pick<CartContext, 't'>) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('orders.api.notFound'), meta: { fields: ['orderNumber'] } },
  ])

/**
 * POST /api/orders/{orderNumber}/reorder { lines? }: puts the chosen lines of
 * one of the customer's orders (none chosen: all) into the caller's B2B cart
 * at the quantities ordered then (an article already in the cart adds up,
 * capped at 9999). Lines whose article is gone, disabled or has no price for
 * the customer are left out and named. An unknown or foreign order is a 404
 * and an unknown line a 400; neither changes the cart.
 */
export async function reorder(ctx: CartContext, orderNumber: string, lineIds: string[] | undefined) {
  const customer = customerIdOf(ctx.account)
  if (customer == null) throw notFound(ctx)
  const order = await findOwnOrder({ ...ctx, customer: { id: customer } }, orderNumber)
  if (!order) throw notFound(ctx)
  const wanted = lineIds?.length ? [...new Set(lineIds)] : null
  if (wanted) {
    const known = new Set(order.lines.map((line) => line.id))
    const unknown = wanted.findIndex((id) => !known.has(id))
    if (unknown >= 0)
      throw new ValidationError([
        { type: 'error', message: ctx.t('orders.api.unknownLine'), meta: { fields: [`lines.${unknown}`] } },
      ])
  }
  const chosen = order.lines.filter((line) => !wanted || wanted.includes(line.id ?? ''))
  // Articles are read before the cart's lock: inside it nothing outside the transaction is read.
  const articles = await articlesByNumber(
    ctx,
    chosen.map((line) => line.articleNumber),
  )
  const added: ReorderResult['added'] = []
  const skipped: ReorderResult['skipped'] = []
  const lines: AddedLine[] = []
  for (const line of chosen) {
    const article = articles.get(line.articleNumber)
    const reason = notReorderable(article, ctx)
    const lineId = line.id ?? ''
    if (reason || !article) {
      const why = reason ?? 'articleMissing'
      skipped.push({
        lineId,
        articleNumber: line.articleNumber,
        reason: why,
        message: ctx.t('orders.api.skipped', {
          articleNumber: line.articleNumber,
          reason: ctx.t(`orders.reasons.${why}`),
        }),
      })
      continue
    }
    lines.push({
      product: article.productId ?? relationId(line.product) ?? 0,
      articleNumber: article.articleNumber,
      count: line.quantity,
    })
    added.push({ lineId, articleNumber: line.articleNumber, quantity: line.quantity })
  }
  if (!lines.length) {
    return reply<ReorderResult>(
      { added, skipped, count: await cartCount(ctx, 'b2b') },
      { messages: [{ type: 'error', message: ctx.t('orders.api.nothingAdded') }] },
    )
  }
  const touched = new Set(lines.map((line) => line.articleNumber))
  const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
    const entries = addLines(linesOf(cart), lines, newItemKey)
    if (entries.length > CART_MAX_ENTRIES)
      return {
        refused: new ValidationError([
          {
            type: 'error',
            message: ctx.t('orders.api.tooManyEntries', { max: CART_MAX_ENTRIES }),
            meta: { fields: ['lines'] },
          },
        ]),
      }
    return { data: { entries: seenNow(ctx, entries, (entry) => touched.has(entry.articleNumber), articles) } }
  })
  if ('refused' in outcome) throw outcome.refused
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'cart.reorder', {
    orderNumber,
    lines: lines.map(({ articleNumber, count }) => ({ articleNumber, count })),
    skipped: skipped.length,
  })
  return reply<ReorderResult>(
    { added, skipped, count: linesOf(outcome.cart).length },
    { messages: [{ type: 'success', message: ctx.t('orders.api.added', counted(added.length)) }] },
  )
}
