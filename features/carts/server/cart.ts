import 'server-only'

import { randomBytes } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'
import { cache } from 'react'

import type { Cart } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerIdOf } from '@/features/accounts/server/customer'
import { linesAvailability } from '@/features/availability/server/availability'
import { mayOrderAs } from '@/features/accounts/company-roles'
import { ForbiddenError } from '@/lib/api/errors'
import { priceInfo, seesPrices, type PriceViewer } from '@/features/catalog/pricing'
import { getArticle, getProductArticles, type CatalogArticle } from '@/features/catalog/server/articles'
import { unitLabel, type CatalogContext } from '@/features/catalog/server/request'
import { runSql, sql } from '@/lib/payload/transaction-sql'
import { shownProductsById, type ShownProduct } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { productPath } from '@/features/products/paths'
import { toImageData } from '@/lib/media'
import { systemData } from '@/lib/data/system'
import { getPayload } from '@/lib/payload/get-payload'
import { relationId } from '@/lib/relation-ids'
import { rateOf, vatSummary } from '@/lib/vat'

import { changeId, lineChanges, packKey, type CurrentArticle } from '../changes'
import type { StoredLine } from '../lines'
import { quotedPriceOf } from '../quoted-prices'
import type { B2BCart, CartChange as CartChangeNotice, CartEntry } from '../schemas'
import { quoteOwnerOf, quotesOfLines } from './quoted-lines'
import { standardVatRate } from './vat'

export type CartKind = 'b2b' | 'b2c'

/** A cart call of a signed-in shop account. */
export type CartContext = CatalogContext & { account: AuthenticatedAccount }

/**
 * Whose cart it is: per tenant, kind and account, and for an employee per
 * contact it acts for (so every contact has its own cart); a visitor's B2C
 * cart is keyed by the random token of its cookie. Never anything the
 * caller sends.
 */
export function ownerKeyOf(ctx: Pick<CartContext, 'tenant' | 'account'>, kind: CartKind): string {
  return accountOwnerKey(ctx.tenant.id, kind, ctx.account.id, ctx.account.onBehalf?.contact ?? null)
}

const accountOwnerKey = (
  tenantId: number | string,
  kind: CartKind,
  account: number,
  contact: number | null,
) => `${kind}:t${tenantId}:a${account}${contact != null ? `:c${contact}` : ''}`

/** A cart's owner: its key and what the new cart records. */
export type CartOwner = {
  tenantId: number | string
  kind: CartKind
  ownerKey: string
  account: number | null
  contact: number | null
  customer: number | null
}

/** The owner of a signed-in account's cart of this kind. */
export const ownerOf = (ctx: Pick<CartContext, 'tenant' | 'account'>, kind: CartKind): CartOwner => ({
  tenantId: ctx.tenant.id,
  kind,
  ownerKey: ownerKeyOf(ctx, kind),
  account: ctx.account.id,
  contact: ctx.account.onBehalf?.contact ?? null,
  customer: customerIdOf(ctx.account),
})

/**
 * The B2B cart of an account that is not the caller (a rejected order's
 * articles go back to its buyer): the account's own, or an employee's cart
 * for a contact.
 */
export const accountCartOwner = (
  tenantId: number | string,
  account: number,
  contact: number | null,
  customer: number | null,
): CartOwner => ({
  tenantId,
  kind: 'b2b',
  ownerKey: accountOwnerKey(tenantId, 'b2b', account, contact),
  account,
  contact,
  customer,
})

/** The owner of a visitor's B2C cart (the token of its cookie). */
export const guestOwner = (tenantId: number | string, token: string): CartOwner => ({
  tenantId,
  kind: 'b2c',
  ownerKey: `b2c:t${tenantId}:g${token}`,
  account: null,
  contact: null,
  customer: null,
})

/** A fresh line key (not guessable, stable for the line's life). */
export const newItemKey = () => randomBytes(9).toString('base64url')

/** A cart's public id (for /api/b2ccart/{id}); opening a cart still needs its owner. */
const newPublicId = () => randomBytes(12).toString('base64url')

/**
 * Carts are owned by their key (a guest's cookie token, or tenant, account and
 * contact), built on the server from the session; no API lets anyone read or
 * write one directly. The cart's reads and locked writes are system work
 * keyed by that owner key.
 */
const carts = () => systemData('carts, found by their owner key')

export async function findCart(ownerKey: string, req?: PayloadRequest): Promise<Cart | null> {
  const { docs } = await carts().find({
    collection: 'carts',
    where: { ownerKey: { equals: ownerKey } },
    limit: 1,
    depth: 0,
    pagination: false,
    ...(req ? { req } : {}),
  })
  return (docs[0] as Cart | undefined) ?? null
}

/**
 * A cart read for display: once per page render (the header's count and the cart page
 * read the same cart). Outside a render (API handlers) React's cache does not hold, so
 * every call reads; writes always go through findCart.
 */
const displayedCart = cache((ownerKey: string): Promise<Cart | null> => findCart(ownerKey))

/** The caller's cart of this kind, or null when it has none yet (reading never creates one). */
export function readCart(ctx: Pick<CartContext, 'tenant' | 'account'>, kind: CartKind): Promise<Cart | null> {
  return displayedCart(ownerKeyOf(ctx, kind))
}

/** The owner's cart, made on first use; the unique owner key turns a parallel first use into a read of the other's cart. */
async function ensureCart(owner: CartOwner): Promise<Cart> {
  const existing = await findCart(owner.ownerKey)
  if (existing) return existing
  try {
    return (await carts().create({
      collection: 'carts',
      data: {
        tenant: Number(owner.tenantId),
        ownerKey: owner.ownerKey,
        publicId: newPublicId(),
        kind: owner.kind,
        version: 0,
        account: owner.account,
        contact: owner.contact,
        customer: owner.customer,
        entries: [],
      },
      depth: 0,
    })) as Cart
  } catch (error) {
    const raced = await findCart(owner.ownerKey)
    if (raced) return raced
    throw error
  }
}

/**
 * Raises the cart's version as the first statement of the change's
 * transaction. The row lock this takes (PostgreSQL) or the write lock
 * (SQLite) makes every other change of the same cart wait until this one has
 * committed, and the change then reads the cart inside the transaction: two
 * requests can never both start from the same old entries (no lost update).
 */
async function lockCart(req: PayloadRequest, cartId: number): Promise<void> {
  await runSql(
    req,
    sql`UPDATE "carts" SET "version" = "version" + 1, "updated_at" = ${new Date().toISOString()} WHERE "id" = ${cartId}`,
  )
}

/** The line fields a change may write in place (everything but the line's identity). */
const LINE_VALUES = [
  'count',
  'itemRefText',
  'manualPriceCents',
  'seenUnitPriceCents',
  'seenPack',
  'requestedCount',
  'quote',
  'quotedUnitPriceCents',
] as const

/**
 * The stored rows a change only edits in place — same lines, same order,
 * same articles, nothing else of the cart — or null when it does more
 * (lines added, removed or moved, flags, the checkout group). Such edits
 * (a quantity, a reference text, a manual price) are written row by row
 * instead of rewriting the whole cart: most changes are these.
 */
function inPlaceEdits(before: StoredLine[], fields: CartFields): { id: string; line: StoredLine }[] | null {
  const { entries, ...rest } = fields
  if (!entries || Object.keys(rest).length || entries.length !== before.length) return null
  const edits: { id: string; line: StoredLine }[] = []
  for (let i = 0; i < entries.length; i++) {
    const next = entries[i]!
    const old = before[i]!
    if (
      !old.id ||
      next.itemKey !== old.itemKey ||
      next.articleNumber !== old.articleNumber ||
      next.product !== old.product
    )
      return null
    if (LINE_VALUES.some((key) => (next[key] ?? null) !== (old[key] ?? null)))
      edits.push({ id: old.id, line: next })
  }
  return edits
}

async function writeInPlace(
  req: PayloadRequest,
  cartId: number,
  edits: { id: string; line: StoredLine }[],
): Promise<void> {
  for (const { id, line } of edits) {
    await runSql(
      req,
      sql`UPDATE "carts_entries" SET "count" = ${line.count}, "item_ref_text" = ${line.itemRefText ?? null}, "manual_price_cents" = ${line.manualPriceCents ?? null}, "seen_unit_price_cents" = ${line.seenUnitPriceCents ?? null}, "seen_pack" = ${line.seenPack ?? null}, "requested_count" = ${line.requestedCount ?? null}, "quote_id" = ${line.quote ?? null}, "quoted_unit_price_cents" = ${line.quotedUnitPriceCents ?? null} WHERE "_parent_id" = ${cartId} AND "id" = ${id}`,
    )
  }
}

/** The fields a change writes. */
export type CartFields = Partial<Pick<Cart, 'showItemRefTexts' | 'showManualPricing' | 'checkout'>> & {
  entries?: StoredLine[]
}

/** What a change answers: the cart's new fields, or a refusal that leaves the cart as it was. */
export type CartChange<R> = { data: CartFields; result?: R } | { refused: R }

/**
 * Changes the caller's cart under its lock: `change` gets the current cart
 * (read inside the transaction) and answers the new fields, or a refusal
 * (nothing is written). Answers the saved cart, or the refusal.
 */
export function changeCart<R = undefined>(
  ctx: CartContext,
  kind: CartKind,
  change: (cart: Cart, req: PayloadRequest) => CartChange<R> | Promise<CartChange<R>>,
): Promise<{ cart: Cart; result?: R } | { refused: R }> {
  // A viewer of a company sees prices and carts but never orders: no B2B cart write of any endpoint.
  if (kind === 'b2b') assertMayOrder(ctx)
  return changeCartOf(ownerOf(ctx, kind), change)
}

/** 403 for a viewer of a company: it sees prices and carts but never orders (every B2B cart write). */
export function assertMayOrder(ctx: Pick<CartContext, 'account' | 't'>): void {
  if (!mayOrderAs(ctx.account)) throw new ForbiddenError(ctx.t('carts.api.viewerCannotOrder'))
}

/** `changeCart` for any owner (a visitor's B2C cart, the merge at login). */
export async function changeCartOf<R = undefined>(
  owner: CartOwner,
  change: (cart: Cart, req: PayloadRequest) => CartChange<R> | Promise<CartChange<R>>,
): Promise<{ cart: Cart; result?: R } | { refused: R }> {
  const cart = await ensureCart(owner)
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockCart(req, cart.id)
    const current = (await carts().findByID({ collection: 'carts', id: cart.id, depth: 0, req })) as Cart
    const outcome = await change(current, req)
    if ('refused' in outcome) {
      await killTransaction(req)
      return { refused: outcome.refused }
    }
    const data = {
      ...outcome.data,
      ...(outcome.data.entries ? { entries: outcome.data.entries.map(toRow) } : {}),
    }
    const edits = inPlaceEdits(linesOf(current), outcome.data)
    if (edits) await writeInPlace(req, cart.id, edits)
    // Nothing is read back: the cart is what was read inside the lock with the change applied.
    else
      await carts().update({
        collection: 'carts',
        id: cart.id,
        data,
        depth: 0,
        select: { version: true },
        req,
      })
    await commitTransaction(req)
    return { cart: { ...current, ...data } as Cart, result: outcome.result }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** A change that is never refused (a flag, emptying): answers the saved cart. */
export async function applyToCart(
  ctx: CartContext,
  kind: CartKind,
  fields: (cart: Cart) => CartFields,
): Promise<Cart> {
  const outcome = await changeCart(ctx, kind, (cart) => ({ data: fields(cart) }))
  if ('refused' in outcome) throw new Error('A cart change without a refusal was refused.')
  return outcome.cart
}

const toRow = (line: StoredLine) => ({
  ...(line.id ? { id: line.id } : {}),
  itemKey: line.itemKey,
  product: line.product,
  articleNumber: line.articleNumber,
  count: line.count,
  itemRefText: line.itemRefText ?? null,
  manualPriceCents: line.manualPriceCents ?? null,
  seenUnitPriceCents: line.seenUnitPriceCents ?? null,
  seenPack: line.seenPack ?? null,
  requestedCount: line.requestedCount ?? null,
  quote: line.quote ?? null,
  quotedUnitPriceCents: line.quotedUnitPriceCents ?? null,
})

/** The stored lines of a cart. */
export const linesOf = (cart: Pick<Cart, 'entries'> | null): StoredLine[] =>
  (cart?.entries ?? []).map((row) => ({
    id: row.id ?? null,
    itemKey: row.itemKey,
    product: relationId(row.product) ?? 0,
    articleNumber: row.articleNumber,
    count: row.count,
    itemRefText: row.itemRefText ?? null,
    manualPriceCents: row.manualPriceCents ?? null,
    seenUnitPriceCents: row.seenUnitPriceCents ?? null,
    seenPack: row.seenPack ?? null,
    requestedCount: row.requestedCount ?? null,
    quote: relationId(row.quote) ?? null,
    quotedUnitPriceCents: row.quotedUnitPriceCents ?? null,
  }))

/** The number of lines in the caller's cart, for the header (the count is the number of entries). */
export async function cartCount(
  ctx: Pick<CartContext, 'tenant' | 'account'>,
  kind: CartKind,
): Promise<number> {
  return linesOf(await displayedCart(ownerKeyOf(ctx, kind))).length
}

/** Employees acting for a contact may price lines by hand (a sales agreement); customers never. */
export const manualPricingAvailable = (account: AuthenticatedAccount) =>
  account.type === 'employee' && !!account.onBehalf

/** The viewer that decides what can be ordered: retailer mode only changes the prices shown, not what goes into the cart. */
export const orderingViewer = (viewer: PriceViewer): PriceViewer =>
  seesPrices(viewer) ? { ...viewer, retailerMode: false } : viewer

/** Each article of the lines' products, by article number (cached catalog reads). */
export async function articlesOf(
  ctx: Pick<CatalogContext, 'tenant'>,
  products: Map<number, ShownProduct>,
): Promise<Map<string, CatalogArticle>> {
  const numbers = [...new Set([...products.values()].map((product) => product.productNumber))]
  const articles = new Map<string, CatalogArticle>()
  for (const list of await Promise.all(numbers.map((number) => getProductArticles(ctx.tenant.id, number))))
    for (const article of list) articles.set(article.articleNumber, article)
  return articles
}

/**
 * The B2B cart as the shop shows it: each line with its
 * product, pack, the price for its count (scale prices apply by quantity; a
 * manual price replaces it while manual pricing is on), and the lines that
 * cannot be ordered now listed apart.
 */
export async function b2bCartData(
  ctx: CartContext,
  cart: Cart | null,
  now: Date = new Date(),
  { orderNumber }: { orderNumber?: string } = {},
): Promise<B2BCart> {
  const lines = linesOf(cart)
  // Lines of an accepted quote: priced at the quote while it holds (quoted-prices.ts).
  const quotes = await quotesOfLines(ctx, lines)
  const quoteOwner = quoteOwnerOf(ctx, now, orderNumber)
  const [products, availability] = await Promise.all([
    shownProductsById(ctx.tenant.id, ctx.locale, [...new Set(lines.map((line) => line.product))]),
    // When each line can come (business customers only), estimated at `now`.
    linesAvailability(ctx, lines, now),
  ])
  const articles = await articlesOf(ctx, products)
  const unit = unitLabel(ctx)
  const ordering = orderingViewer(ctx.viewer)
  const showManualPricing = !!cart?.showManualPricing && manualPricingAvailable(ctx.account)
  const retailerMode = seesPrices(ctx.viewer) && ctx.viewer.retailerMode
  const standardRate = await standardVatRate(ctx.tenant.id)
  // An article that moved to another product is not among its old product's articles.
  for (const line of lines) {
    if (articles.has(line.articleNumber)) continue
    const moved = await getArticle(ctx.tenant.id, line.articleNumber)
    if (moved) articles.set(moved.articleNumber, moved)
  }
  const availabilityOf = new Map(availability.map((estimate, index) => [lines[index]!.itemKey, estimate]))
  const entries: CartEntry[] = []
  const entriesNotOrderable: CartEntry[] = []
  const changes: CartChangeNotice[] = []
  for (const line of lines) {
    const product = products.get(line.product)
    const article = articles.get(line.articleNumber)
    const productNumber = product?.productNumber ?? article?.productNumber ?? ''
    const listPrice = article ? priceInfo(article, ctx.viewer, line.count) : null
    const netPrice = article ? priceInfo(article, ordering, line.count) : null
    const reason: CartEntry['notOrderableReason'] =
      !article || !product
        ? 'articleMissing'
        : article.disabled
          ? 'articleDisabled'
          : !netPrice
            ? 'noPrice'
            : null
    const manual = showManualPricing && line.manualPriceCents != null && !retailerMode
    const quoted = quotedPriceOf(line, quotes.get(line.quote ?? 0), quoteOwner)
    // Retailer mode shows retail prices; a manual price is an employee's own agreement and wins.
    const byQuote = quoted?.applies && !retailerMode && !manual ? quoted : null
    const vatRate = rateOf(article?.vatRate, standardRate)
    const entry: CartEntry = {
      itemKey: line.itemKey,
      itemRefText: cart?.showItemRefTexts ? (line.itemRefText ?? '') : '',
      articleNumber: line.articleNumber,
      count: line.count,
      product: {
        productNumber,
        title: product?.name ?? line.articleNumber,
        url: productNumber && product ? productPath(ctx.locale, productNumber) : null,
        image: article?.image ?? toImageData(product?.image) ?? null,
        packLabel: article ? packLabel(article, ctx.locale, unit) : null,
      },
      price:
        reason || !listPrice
          ? null
          : manual
            ? {
                unitPriceCents: line.manualPriceCents!,
                totalCents: line.manualPriceCents! * line.count,
                priceType: 'manual',
                listUnitPriceCents: listPrice.unitPriceCents,
                scalePrices: listPrice.scalePrices,
                vatRate,
              }
            : byQuote
              ? {
                  unitPriceCents: byQuote.unitPriceCents,
                  totalCents: byQuote.unitPriceCents * line.count,
                  priceType: 'quoted',
                  listUnitPriceCents: listPrice.unitPriceCents,
                  scalePrices: listPrice.scalePrices,
                  vatRate,
                  quoteNumber: byQuote.quoteNumber,
                }
              : {
                  unitPriceCents: listPrice.unitPriceCents,
                  totalCents: listPrice.totalCents,
                  priceType: listPrice.priceType,
                  listUnitPriceCents: null,
                  ...(listPrice.contract ? { contract: true } : {}),
                  scalePrices: listPrice.scalePrices,
                  vatRate,
                },
      manualPriceCents: showManualPricing ? (line.manualPriceCents ?? null) : null,
      quote: quoted
        ? {
            quoteNumber: quoted.quoteNumber,
            applies: quoted.applies,
            reason: quoted.applies ? null : quoted.reason,
            quantity: quoted.applies ? quoted.quantity : null,
            validUntil: quoted.validUntil,
          }
        : null,
      availability: availabilityOf.get(line.itemKey) ?? null,
      notOrderableReason: reason,
    }
    ;(reason ? entriesNotOrderable : entries).push(entry)
    const listed = currentArticle(article, ordering, line.count)
    // While the quote holds its price is the one the customer sees (and saw when accepting it).
    const current = listed && quoted?.applies ? { ...listed, unitPriceCents: quoted.unitPriceCents } : listed
    const quoteEnded = !!quoted && !quoted.applies
    for (const change of lineChanges(line, current, { manualPrice: manual, quoteEnded })) {
      const [from, to] =
        change === 'pricingChanged'
          ? [line.seenUnitPriceCents ?? null, current?.unitPriceCents ?? null]
          : change === 'quoteEnded'
            ? [line.quotedUnitPriceCents ?? line.seenUnitPriceCents ?? null, current?.unitPriceCents ?? null]
            : change === 'countUpdated'
              ? [line.requestedCount ?? null, line.count]
              : change === 'variantChanged'
                ? [line.seenPack ?? null, entry.product.packLabel]
                : [null, null]
      changes.push({
        id: changeId(line.itemKey, change),
        reason: change,
        itemKey: line.itemKey,
        articleNumber: line.articleNumber,
        title: entry.product.title,
        from,
        to,
      })
    }
  }
  return {
    entries,
    entriesNotOrderable,
    showItemRefTexts: !!cart?.showItemRefTexts,
    showManualPricing,
    manualPricingAvailable: manualPricingAvailable(ctx.account),
    totalCents: entries.reduce((sum, entry) => sum + (entry.price?.totalCents ?? 0), 0),
    vat: vatSummary(
      entries.flatMap((entry) =>
        entry.price ? [{ totalCents: entry.price.totalCents, rate: entry.price.vatRate }] : [],
      ),
      retailerMode,
    ),
    priceType: retailerMode ? 'retail' : 'net',
    retailerMode,
    count: lines.length,
    changes,
  }
}

/** The article as the customer would order it now (null: gone or disabled), for the cart change checks. */
export function currentArticle(
  article: CatalogArticle | null | undefined,
  ordering: PriceViewer,
  count: number,
): CurrentArticle {
  if (!article || article.disabled) return null
  return {
    productId: article.productId,
    pack: packKey(article),
    unitPriceCents: priceInfo(article, ordering, count)?.unitPriceCents ?? null,
  }
}

/**
 * The catalog's articles by number, read before a change takes the cart's
 * lock: inside the lock a change reads nothing outside its transaction (on
 * PostgreSQL, waiting changes hold pool connections, so a read on another
 * connection could wait for ever).
 */
export async function articlesByNumber(
  ctx: Pick<CartContext, 'tenant'>,
  numbers: Iterable<string>,
): Promise<Map<string, CatalogArticle | null>> {
  const unique = [...new Set(numbers)]
  const found = await Promise.all(unique.map((number) => getArticle(ctx.tenant.id, number)))
  return new Map(unique.map((number, index) => [number, found[index] ?? null]))
}

/**
 * Records what the customer sees of the given lines now (unit price at the
 * count, pack) — after the customer changed them — and of lines never seen
 * yet; later differences are cart changes (see changes.ts for the reasons).
 * Only articles in `articles` (read before the lock) are looked at.
 */
export function seenNow(
  ctx: Pick<CartContext, 'viewer'>,
  lines: StoredLine[],
  touched: (line: StoredLine) => boolean,
  articles: Map<string, CatalogArticle | null>,
): StoredLine[] {
  const ordering = orderingViewer(ctx.viewer)
  return lines.map((line) => {
    if ((!touched(line) && line.seenPack != null) || !articles.has(line.articleNumber)) return line
    const current = currentArticle(articles.get(line.articleNumber), ordering, line.count)
    return current ? { ...line, seenUnitPriceCents: current.unitPriceCents, seenPack: current.pack } : line
  })
}
