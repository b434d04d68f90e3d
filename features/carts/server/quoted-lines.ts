import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Quote } from '@/cms/payload-types'
import { customerIdOf } from '@/features/accounts/server/customer'
import { ConflictError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'
import { swissToday } from '@/lib/dates'
import { runSql, sql } from '@/lib/payload/transaction-sql'
import { relationId } from '@/lib/relation-ids'

import type { StoredLine } from '../lines'
import { quotedPriceOf, type CartQuote, type QuoteOwner } from '../quoted-prices'
import type { B2BCart } from '../schemas'
import type { CartContext } from './cart'

/**
 * The cart's side of quotes (features/quotes makes and accepts them): the quotes its lines come
 * from, read under the caller's data scope (a quote that is not the caller's company's is not
 * found), and — at the submit — the quotes an order takes, checked again under the order's
 * transaction and marked ordered.
 */

type Ctx = Pick<CartContext, 'tenant' | 'account'>

/** What pricing needs of a stored quote. */
export const toCartQuote = (doc: Quote): CartQuote => ({
  id: doc.id,
  quoteNumber: doc.quoteNumber,
  status: doc.status,
  account: relationId(doc.account as number | { id: number } | null),
  customer: relationId(doc.customer as number | { id: number } | null),
  validUntil: doc.answer?.validUntil || null,
  orderNumber: doc.orderNumber || null,
  lines: (doc.lines ?? []).map((line) => ({
    articleNumber: line.articleNumber,
    quantity: Number(line.quantity),
    quotedUnitPriceCents: line.quotedUnitPriceCents == null ? null : Number(line.quotedUnitPriceCents),
  })),
})

/** Whose quotes hold for a cart today (Swiss day); for an order priced again for its approval, that order's quote too. */
export const quoteOwnerOf = (ctx: Ctx, now: Date = new Date(), orderNumber?: string | null): QuoteOwner => ({
  account: ctx.account.id,
  customer: customerIdOf(ctx.account),
  today: swissToday(now),
  orderNumber: orderNumber ?? null,
})

/** The quotes of the lines that carry one, by id (none read when no line does). */
export async function quotesOfLines(
  ctx: Ctx,
  lines: Pick<StoredLine, 'quote'>[],
  req?: PayloadRequest,
): Promise<Map<number, CartQuote>> {
  const ids = [...new Set(lines.map((line) => line.quote).filter((id): id is number => id != null))]
  if (!ids.length) return new Map()
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'quotes',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    ...(req ? { req } : {}),
  })
  return new Map((docs as Quote[]).map((doc) => [doc.id, toCartQuote(doc)]))
}

/**
 * Inside the order's transaction (the cart's lock held): the quotes whose prices the order takes
 * are locked and read again; each must still hold at the price the order shows, else the submit
 * is refused (409, nothing is written). They become `ordered` with the order's number. Answers
 * the quote the order refers to (a cart holds the lines of one quote at a time), or null.
 */
export async function claimQuotes(
  ctx: CartContext,
  entries: B2BCart['entries'],
  lines: StoredLine[],
  orderNumber: string,
  now: Date,
  req: PayloadRequest,
): Promise<number | null> {
  const quoted = entries.filter((entry) => entry.price?.priceType === 'quoted')
  if (!quoted.length) return null
  const byKey = new Map(lines.map((line) => [line.itemKey, line]))
  const ids = [...new Set(quoted.map((entry) => byKey.get(entry.itemKey)?.quote).filter((id) => id != null))]
  // Row locks first: an editor's save or a second submit waits for this transaction.
  for (const id of ids)
    await runSql(req, sql`UPDATE "quotes" SET "updated_at" = "updated_at" WHERE "id" = ${id}`)
  const quotes = await quotesOfLines(
    ctx,
    ids.map((quote) => ({ quote })),
    req,
  )
  const owner = quoteOwnerOf(ctx, now)
  const ended = quoted.filter((entry) => {
    const line = byKey.get(entry.itemKey)
    const price = line && quotedPriceOf(line, quotes.get(line.quote ?? 0), owner)
    return !price?.applies || price.unitPriceCents !== entry.price!.unitPriceCents
  })
  if (ended.length)
    throw new ConflictError([
      {
        type: 'error',
        message: ctx.t('carts.checkout.api.quoteChanged', {
          titles: ended.map((entry) => `«${entry.product.title}»`).join(', '),
        }),
        meta: { fields: ended.map((entry) => entry.itemKey) },
      },
    ])
  for (const id of ids)
    await shopData(dataScope(ctx.tenant.id, ctx.account)).update({
      collection: 'quotes',
      id: id!,
      data: { status: 'ordered', orderNumber },
      depth: 0,
      req,
    })
  return ids[0] ?? null
}
