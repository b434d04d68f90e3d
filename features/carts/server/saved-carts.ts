import 'server-only'

import type { Where } from 'payload'
import type { z } from 'zod'

import type { SavedCart } from '@/cms/payload-types'
import { customerIdOf } from '@/features/accounts/server/customer'
import { isOrderable, priceInfo, seesPrices } from '@/features/catalog/pricing'
import type { CatalogArticle } from '@/features/catalog/server/articles'
import { unitLabel } from '@/features/catalog/server/request'
import { shownProductsById, type ShownProduct } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { productPath } from '@/features/products/paths'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { ConflictError, NotFoundError, RouteError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'
import { dataScope, shopData } from '@/lib/data'
import { toImageData } from '@/lib/media'
import { counted } from '@/lib/numbers'
import { relationId } from '@/lib/relation-ids'

import { CART_MAX_ENTRIES, SAVED_CART_NAME_MAX_LENGTH, SAVED_CARTS_MAX, type RestoreMode } from '../constants'
import {
  savedCartBodyField,
  ZSavedCartId,
  type SavedCartDetail,
  type SavedCartLine,
  type SavedCartSummary,
  type SavedCartsData,
  type SkippedLine,
} from '../saved-cart-schemas'
import { restoreLines, type RestoredLine } from '../saved-carts'
import {
  articlesByNumber,
  assertMayOrder,
  b2bCartData,
  changeCart,
  linesOf,
  newItemKey,
  orderingViewer,
  seenNow,
  type CartContext,
} from './cart'

/**
 * Saved carts are read and written under the caller's data scope: the
 * scope rule 'saved-carts' (lib/data/scope.ts) lets an account read its own
 * (for the customer it works for) and a company administrator the company's;
 * only the saver deletes. Another customer's saved carts are never found.
 */
const scoped = (ctx: Pick<CartContext, 'tenant' | 'account'>) =>
  shopData(dataScope(ctx.tenant.id, ctx.account))

const isCompanyView = (ctx: Pick<CartContext, 'tenant' | 'account'>) =>
  dataScope(ctx.tenant.id, ctx.account).companyAdmin

/**
 * The caller's own saved cart: saved by this account for the customer it
 * works for — and, for an employee, for the contact it acts for now (each
 * contact has its own cart, so it has its own saved carts too).
 */
function isOwn(ctx: Pick<CartContext, 'account'>, doc: Pick<SavedCart, 'account' | 'customer' | 'contact'>) {
  return (
    relationId(doc.account) === ctx.account.id &&
    relationId(doc.customer) === customerIdOf(ctx.account) &&
    (relationId(doc.contact) ?? null) === (ctx.account.onBehalf?.contact ?? null)
  )
}

/** An employee sees the saved carts of the contact it acts for now (the scope already narrows to account and customer). */
const ownContact = (ctx: Pick<CartContext, 'account'>): Where =>
  ctx.account.onBehalf ? { contact: { equals: ctx.account.onBehalf.contact } } : {}

/** 404: no such saved cart, or not the caller's (the answer does not tell which). */
export const savedCartMissing = (ctx: Pick<CartContext, 't'>) =>
  new NotFoundError([{ type: 'error', message: ctx.t('carts.saved.api.missing'), meta: { fields: ['id'] } }])

/** The saved cart id of the address, or null when it is no id at all (answered as missing). */
export function savedCartIdOf(raw: string): number | null {
  const parsed = ZSavedCartId.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** 400 naming the refused field (`name`, `mode`, an unknown key), in words a person can act on. */
export function badSavedCartInput(ctx: Pick<CartContext, 't'>, error: z.ZodError): ValidationError {
  const { field, control } = savedCartBodyField(error)
  const message =
    field === 'name'
      ? control
        ? ctx.t('carts.saved.api.nameControl')
        : ctx.t('carts.saved.api.nameRequired', { max: SAVED_CART_NAME_MAX_LENGTH })
      : field === 'mode'
        ? ctx.t('carts.saved.api.modeInvalid')
        : ctx.t('carts.api.badParameter', { parameter: field })
  return new ValidationError(message, [field])
}

/** A saved cart the caller may see (its own; an administrator the company's), or null. */
export async function findVisibleSavedCart(ctx: CartContext, id: number): Promise<SavedCart | null> {
  const doc = (await scoped(ctx).findByID({
    collection: 'saved-carts',
    id,
    depth: 0,
    disableErrors: true,
  })) as SavedCart | null
  if (!doc) return null
  return isCompanyView(ctx) || isOwn(ctx, doc) ? doc : null
}

/** One of the caller's own saved carts (to restore or delete), or null: an administrator only looks at the colleagues'. */
export async function findOwnSavedCart(ctx: CartContext, id: number): Promise<SavedCart | null> {
  const doc = await findVisibleSavedCart(ctx, id)
  return doc && isOwn(ctx, doc) ? doc : null
}

type SavedRow = NonNullable<SavedCart['entries']>[number]
type LineProblem = SkippedLine['reason']

const rowsOf = (doc: Pick<SavedCart, 'entries'>): SavedRow[] => doc.entries ?? []

/** Why a saved line cannot be ordered now (gone, disabled, no price for this customer), or null. */
function problemOf(
  ctx: Pick<CartContext, 'viewer'>,
  article: CatalogArticle | null | undefined,
): LineProblem | null {
  if (!article) return 'articleMissing'
  if (article.disabled) return 'articleDisabled'
  // Retailer mode only changes the prices shown, not what goes into the cart.
  return isOrderable(article, orderingViewer(ctx.viewer)) ? null : 'articleNotOrderable'
}

/** The saved lines' articles (cached catalog reads, also of articles that moved to another product). */
const articlesOfRows = (ctx: CartContext, rows: SavedRow[]) =>
  articlesByNumber(
    ctx,
    rows.map((row) => row.articleNumber),
  )

/** The products the lines show (their own, and the product an article moved to). */
function productsOfRows(
  ctx: CartContext,
  rows: SavedRow[],
  articles: Map<string, CatalogArticle | null>,
): Promise<Map<number, ShownProduct>> {
  const ids = new Set<number>()
  for (const row of rows) {
    const own = relationId(row.product)
    if (own != null) ids.add(own)
    const article = articles.get(row.articleNumber)
    if (article) ids.add(article.productId)
  }
  return shownProductsById(ctx.tenant.id, ctx.locale, [...ids])
}

const productOf = (
  row: SavedRow,
  article: CatalogArticle | null | undefined,
  products: Map<number, ShownProduct>,
) => (article ? products.get(article.productId) : undefined) ?? products.get(relationId(row.product) ?? 0)

/** The viewer's price of a line at its count, or null (sees no prices, or the line cannot be ordered). */
function linePrice(ctx: CartContext, row: SavedRow, article: CatalogArticle | null | undefined) {
  if (!article || problemOf(ctx, article)) return null
  return priceInfo(article, ctx.viewer, row.count)
}

/** The orderable lines at today's prices for the viewer; null for those who see no prices. */
function totalOf(ctx: CartContext, rows: SavedRow[], articles: Map<string, CatalogArticle | null>) {
  if (!seesPrices(ctx.viewer)) return null
  return rows.reduce(
    (sum, row) => sum + (linePrice(ctx, row, articles.get(row.articleNumber))?.totalCents ?? 0),
    0,
  )
}

const personName = (person: { firstName?: string | null; lastName?: string | null } | undefined) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : ''

/** The names of the savers and of the contacts employees saved for (read under the caller's scope). */
async function namesOf(ctx: CartContext, docs: SavedCart[]) {
  const accountIds = [...new Set(docs.map((doc) => relationId(doc.account)).filter((id) => id != null))]
  const contactIds = [...new Set(docs.map((doc) => relationId(doc.contact)).filter((id) => id != null))]
  const [accounts, contacts] = await Promise.all([
    accountIds.length
      ? scoped(ctx).find({
          collection: 'accounts',
          where: { id: { in: accountIds } },
          depth: 0,
          pagination: false,
          select: { firstName: true, lastName: true },
        })
      : { docs: [] },
    contactIds.length
      ? scoped(ctx).find({
          collection: 'contacts',
          where: { id: { in: contactIds } },
          depth: 0,
          pagination: false,
          select: { firstName: true, lastName: true },
        })
      : { docs: [] },
  ])
  return {
    account: new Map(accounts.docs.map((doc) => [doc.id, personName(doc)])),
    contact: new Map(contacts.docs.map((doc) => [doc.id, personName(doc)])),
  }
}

function summaryOf(
  ctx: CartContext,
  doc: SavedCart,
  articles: Map<string, CatalogArticle | null>,
  names: Awaited<ReturnType<typeof namesOf>>,
): SavedCartSummary {
  const rows = rowsOf(doc)
  const contact = relationId(doc.contact)
  return {
    id: doc.id,
    name: doc.name,
    savedAt: doc.createdAt,
    lineCount: rows.length,
    totalCents: totalOf(ctx, rows, articles),
    ownerName: names.account.get(relationId(doc.account) ?? 0) ?? '',
    contactName: contact != null ? (names.contact.get(contact) ?? '') : null,
    own: isOwn(ctx, doc),
  }
}

/** Summaries of saved carts, with one catalog read per article and one name read for all. */
async function summariesOf(ctx: CartContext, docs: SavedCart[]): Promise<SavedCartSummary[]> {
  const [articles, names] = await Promise.all([articlesOfRows(ctx, docs.flatMap(rowsOf)), namesOf(ctx, docs)])
  return docs.map((doc) => summaryOf(ctx, doc, articles, names))
}

/**
 * GET /api/saved-carts: the caller's own saved carts, the newest first;
 * a company administrator sees all of the company's, each with who saved it
 * (`own` marks those it may restore and delete).
 */
export async function listSavedCarts(ctx: CartContext): Promise<SavedCartsData> {
  const companyView = isCompanyView(ctx)
  const { docs } = await scoped(ctx).find({
    collection: 'saved-carts',
    where: companyView ? {} : ownContact(ctx),
    sort: '-createdAt',
    depth: 0,
    pagination: false,
  })
  return { savedCarts: await summariesOf(ctx, docs as SavedCart[]), companyView }
}

/** GET /api/saved-carts/{id}: a saved cart with its lines as the shop shows them today. */
export async function savedCartDetail(ctx: CartContext, doc: SavedCart): Promise<SavedCartDetail> {
  const rows = rowsOf(doc)
  const [articles, names] = await Promise.all([articlesOfRows(ctx, rows), namesOf(ctx, [doc])])
  const products = await productsOfRows(ctx, rows, articles)
  const unit = unitLabel(ctx)
  const lines: SavedCartLine[] = rows.map((row) => {
    const article = articles.get(row.articleNumber)
    const product = productOf(row, article, products)
    const productNumber = product?.productNumber ?? article?.productNumber ?? ''
    const problem = problemOf(ctx, article)
    const price = linePrice(ctx, row, article)
    return {
      itemKey: row.itemKey,
      articleNumber: row.articleNumber,
      productNumber,
      title: product?.name ?? row.articleNumber,
      url: productNumber && product ? productPath(ctx.locale, productNumber) : null,
      packLabel: article ? packLabel(article, ctx.locale, unit) : null,
      image: article?.image ?? toImageData(product?.image) ?? null,
      count: row.count,
      itemRefText: row.itemRefText ?? '',
      unitPriceCents: price?.unitPriceCents ?? null,
      totalCents: price?.totalCents ?? null,
      orderable: !problem,
      notOrderableReason: problem,
    }
  })
  return { ...summaryOf(ctx, doc, articles, names), lines }
}

/**
 * POST /api/saved-carts { name }: the current B2B cart's lines go into a new
 * saved cart and the cart empties — both in the cart's transaction, under its
 * lock, so a change in between can neither be lost nor saved twice. A viewer
 * may not (403); an empty cart (409) and a full set of saved carts (409) are
 * refused and change nothing. Answers 201 with the emptied cart and the saved
 * cart.
 */
export async function saveCart(ctx: CartContext, name: string) {
  assertMayOrder(ctx)
  const db = scoped(ctx)
  let created: SavedCart | null = null
  const outcome = await changeCart<RouteError>(ctx, 'b2b', async (cart, req) => {
    const lines = linesOf(cart)
    if (!lines.length) return { refused: new ConflictError(ctx.t('carts.saved.api.cartEmpty')) }
    // Counted inside the lock: two saves of this cart cannot both pass.
    const { totalDocs } = await db.count({
      collection: 'saved-carts',
      where: { account: { equals: ctx.account.id } },
      req,
    })
    if (totalDocs >= SAVED_CARTS_MAX)
      return { refused: new ConflictError(ctx.t('carts.saved.api.tooMany', { max: SAVED_CARTS_MAX })) }
    // The scope stamps tenant, account and customer; written with the cart's transaction.
    created = (await db.create({
      collection: 'saved-carts',
      data: {
        name,
        contact: ctx.account.onBehalf?.contact ?? null,
        entries: lines.map((line) => ({
          itemKey: line.itemKey,
          product: line.product,
          articleNumber: line.articleNumber,
          count: line.count,
          // Reference texts only count while the cart shows them (switching them off clears them).
          itemRefText: cart.showItemRefTexts ? (line.itemRefText ?? null) : null,
        })),
      },
      depth: 0,
      req,
    })) as SavedCart
    return { data: { entries: [] } }
  })
  if ('refused' in outcome) throw outcome.refused
  const saved = created as SavedCart | null
  if (!saved) throw new Error('A saved cart was not written.')
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'cart.save', {
    savedCart: saved.id,
    name: saved.name,
    lines: rowsOf(saved).length,
  })
  const [cart, [savedCart]] = await Promise.all([b2bCartData(ctx, outcome.cart), summariesOf(ctx, [saved])])
  return reply(
    { cart, savedCart: savedCart! },
    {
      status: 201,
      messages: [{ type: 'success', message: ctx.t('carts.saved.api.saved', { name: saved.name }) }],
    },
  )
}

/**
 * POST /api/saved-carts/{id}/restore { mode }: the saved lines the customer
 * can order now go into the B2B cart — `merge` adds them to what is there
 * (equal articles add their counts, at most 9999), `replace` makes them the
 * cart. Lines that cannot be ordered any more are skipped and named. The
 * saved cart stays (the user deletes it when wanted). Only the saver
 * restores (404 otherwise); a viewer may not (403); nothing orderable, or
 * more than the cart holds: 409 and no change. The catalog is read before
 * the cart's lock (cart.ts).
 */
export async function restoreSavedCart(ctx: CartContext, doc: SavedCart, mode: RestoreMode) {
  assertMayOrder(ctx)
  const rows = rowsOf(doc)
  const articles = await articlesOfRows(ctx, rows)
  const products = await productsOfRows(ctx, rows, articles)
  const restored: RestoredLine[] = []
  const skipped: SkippedLine[] = []
  for (const row of rows) {
    const article = articles.get(row.articleNumber)
    const problem = problemOf(ctx, article)
    if (problem || !article)
      skipped.push({
        articleNumber: row.articleNumber,
        title: productOf(row, article, products)?.name ?? row.articleNumber,
        reason: problem ?? 'articleMissing',
      })
    else
      restored.push({
        product: article.productId,
        articleNumber: article.articleNumber,
        count: row.count,
        itemRefText: row.itemRefText ?? null,
      })
  }
  const skippedMessages: ApiMessage[] = skipped.map((line) => ({
    type: 'warning',
    message: ctx.t(`carts.saved.api.skipped.${line.reason}`, {
      articleNumber: line.articleNumber,
      title: line.title,
    }),
    meta: { fields: [`lines.${line.articleNumber}`] },
  }))
  if (!restored.length)
    throw new ConflictError([
      { type: 'error', message: ctx.t('carts.saved.api.nothingOrderable') },
      ...skippedMessages,
    ])
  const withTexts = restored.some((line) => !!line.itemRefText)
  const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
    const { lines, changed } = restoreLines(linesOf(cart), restored, mode, newItemKey)
    if (lines.length > CART_MAX_ENTRIES)
      return {
        refused: new ConflictError([
          {
            type: 'error',
            message: ctx.t('carts.api.tooManyEntries', { max: CART_MAX_ENTRIES }),
            meta: { fields: ['entries'] },
          },
        ]),
      }
    return {
      data: {
        entries: seenNow(ctx, lines, (line) => changed.has(line.articleNumber), articles),
        // Saved reference texts come back visible.
        ...(withTexts ? { showItemRefTexts: true } : {}),
      },
    }
  })
  if ('refused' in outcome) throw outcome.refused
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'cart.restoreSaved', {
    savedCart: doc.id,
    mode,
    lines: restored.map(({ articleNumber, count }) => ({ articleNumber, count })),
    skipped: skipped.length,
  })
  return reply(
    { cart: await b2bCartData(ctx, outcome.cart), skipped },
    {
      messages: [
        {
          type: 'success',
          message: ctx.t(`carts.saved.api.restored.${mode}`, counted(restored.length, { name: doc.name })),
        },
        ...skippedMessages,
      ],
    },
  )
}

/** DELETE /api/saved-carts/{id}: the saver deletes its saved cart (after findOwnSavedCart); answers the remaining list. */
export async function deleteSavedCart(ctx: CartContext, doc: SavedCart) {
  // The scope's write rule refuses anyone but the saver once more.
  await scoped(ctx).delete({ collection: 'saved-carts', id: doc.id, depth: 0 })
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'cart.deleteSaved', {
    savedCart: doc.id,
    name: doc.name,
  })
  return reply(await listSavedCarts(ctx), {
    messages: [{ type: 'success', message: ctx.t('carts.saved.api.deleted', { name: doc.name }) }],
  })
}
