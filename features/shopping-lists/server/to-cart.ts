import 'server-only'

import type { ShoppingList } from '@/cms/payload-types'
import { isOrderable } from '@/features/catalog/pricing'
import { CART_MAX_ENTRIES } from '@/features/carts/constants'
import type { AddedLine } from '@/features/carts/lines'
import {
  articlesByNumber,
  b2bCartData,
  changeCart,
  linesOf,
  newItemKey,
  orderingViewer,
  seenNow,
  type CartContext,
} from '@/features/carts/server/cart'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { ConflictError, RouteError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'

import type { SkippedEntry } from '../schemas'
import { listIntoCart } from '../to-cart'
import { shoppingListDetail, storedEntries } from './lists'
import { counted } from '@/lib/numbers'

/**
 * POST /api/shopping-lists/{id}/cart (the whole list into the cart): every
 * entry the customer can order now goes into the B2B cart with at least the
 * list's quantity (to-cart.ts: adding the list twice never doubles the
 * cart). Entries that cannot be ordered (gone, disabled, no price for this
 * customer) are skipped and named. The catalog is read before the cart's
 * lock; inside it only the cart is read (cart.ts). Answers the B2B cart
 * (entries, count …) plus `skipped`; 409 and no change when
 * nothing of the list can be ordered.
 */
export async function addListToCart(ctx: CartContext, list: ShoppingList) {
  const rows = storedEntries(list)
  const detail = await shoppingListDetail(ctx, list)
  const titles = new Map(detail.entries.map((entry) => [entry.articleNumber, entry.title]))
  const articles = await articlesByNumber(
    ctx,
    rows.map((row) => row.articleNumber),
  )
  const viewer = orderingViewer(ctx.viewer)
  const lines: AddedLine[] = []
  const skipped: SkippedEntry[] = []
  for (const row of rows) {
    const article = articles.get(row.articleNumber)
    const reason: SkippedEntry['reason'] | null = !article
      ? 'articleMissing'
      : article.disabled
        ? 'articleDisabled'
        : !isOrderable(article, viewer)
          ? 'articleNotOrderable'
          : null
    if (reason || !article)
      skipped.push({
        articleNumber: row.articleNumber,
        title: titles.get(row.articleNumber) ?? row.articleNumber,
        reason: reason ?? 'articleMissing',
      })
    else lines.push({ product: article.productId, articleNumber: article.articleNumber, count: row.quantity })
  }
  const skippedMessages: ApiMessage[] = skipped.map((entry) => ({
    type: 'warning',
    message: ctx.t(`shoppingLists.toCart.${entry.reason}`, {
      articleNumber: entry.articleNumber,
      title: entry.title,
    }),
    meta: { fields: [`entries.${entry.articleNumber}`] },
  }))
  if (!lines.length)
    throw new ConflictError(
      rows.length ? skippedMessages : [{ type: 'error', message: ctx.t('shoppingLists.toCart.empty') }],
    )

  const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
    const { lines: next, changed } = listIntoCart(linesOf(cart), lines, newItemKey)
    if (next.length > CART_MAX_ENTRIES)
      return {
        refused: new ValidationError([
          {
            type: 'error',
            message: ctx.t('carts.api.tooManyEntries', { max: CART_MAX_ENTRIES }),
            meta: { fields: ['entries'] },
          },
        ]),
      }
    return { data: { entries: seenNow(ctx, next, (line) => changed.has(line.articleNumber), articles) } }
  })
  if ('refused' in outcome) throw outcome.refused
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'cart.addShoppingList', {
    list: list.id,
    entries: lines.map(({ articleNumber, count }) => ({ articleNumber, count })),
    skipped: skipped.length,
  })
  const cart = await b2bCartData(ctx, outcome.cart)
  return reply(
    { ...cart, skipped },
    {
      messages: [
        {
          type: 'success',
          message: ctx.t('shoppingLists.toCart.added', counted(lines.length, { list: list.name })),
        },
        ...skippedMessages,
      ],
    },
  )
}
