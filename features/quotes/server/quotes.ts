import 'server-only'

import { randomInt } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type Where,
} from 'payload'

import type { Account, Quote } from '@/cms/payload-types'
import { orderDetailPath } from '@/features/account-area/constants'
import { customerIdOf } from '@/features/accounts/server/customer'
import { packKey } from '@/features/carts/changes'
import { CART_MAX_ENTRIES } from '@/features/carts/constants'
import type { StoredLine } from '@/features/carts/lines'
import { quotedPriceOf } from '@/features/carts/quoted-prices'
import {
  articlesByNumber,
  assertMayOrder,
  b2bCartData,
  changeCart,
  linesOf,
  newItemKey,
  orderingViewer,
  readCart,
  type CartContext,
} from '@/features/carts/server/cart'
import { quoteOwnerOf, quotesOfLines } from '@/features/carts/server/quoted-lines'
import { isOrderable, priceInfo, seesPrices } from '@/features/catalog/pricing'
import { getProductArticles, type CatalogArticle } from '@/features/catalog/server/articles'
import { unitLabel } from '@/features/catalog/server/request'
import { shownProductsById, type ShownProduct } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { productPath } from '@/features/products/paths'
import {
  payloadPage,
  dateRangeWhere,
  searchTerm,
  sortOf,
  tableResults,
} from '@/features/table-lists/server/table'
import type { TableQuery } from '@/features/table-lists/query'
import type { TableResults } from '@/features/table-lists/types'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { ConflictError, ForbiddenError, RouteError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'
import { dataScope, shopData } from '@/lib/data'
import { formatIsoDate } from '@/lib/iso-date'
import { swissToday } from '@/lib/dates'
import { counted } from '@/lib/numbers'
import { getPayload } from '@/lib/payload/get-payload'
import { runSql, sql } from '@/lib/payload/transaction-sql'
import { relationId } from '@/lib/relation-ids'

import {
  QUOTE_DESIRED_DATE_MAX_DAYS,
  QUOTE_MAX_LINES,
  quotePageUrl,
  type QuoteSource,
  type QuoteState,
} from '../constants'
import { acceptProblem, addDays, declineProblem, formatQuoteNumber, lineSavings, quoteState } from '../rules'
import type { QuoteDetail, QuoteEntry, QuoteLine, QuoteRequestBody } from '../schemas'
import { mailSalesTeam } from './mail'
import { quoteNotFound } from './request'

/**
 * Quote requests of the shop (the CMS answers them, cms/hooks/quote-answer.ts). Read and written
 * under the caller's data scope: the scope rule `quotes` (lib/data/scope.ts) lets a buyer read its
 * own, an administrator its company's, and only the asker change one — another customer's quote is
 * never found. Accepting puts the lines into the caller's B2B cart at the quoted prices inside the
 * cart's transaction; the cart's pricing (features/carts/quoted-prices.ts) keeps them there only
 * while the quote holds.
 */

type Ctx = CartContext

const scoped = (ctx: Pick<Ctx, 'tenant' | 'account'>) => shopData(dataScope(ctx.tenant.id, ctx.account))

/**
 * What the caller's list holds beyond the scope: an administrator (an employee acting for one) the
 * company's quotes; anyone else those it asked — an employee those for the contact it acts for now
 * (the scope narrows to account and customer).
 */
const visibleWhere = (ctx: Pick<Ctx, 'tenant' | 'account'>): Where =>
  dataScope(ctx.tenant.id, ctx.account).companyAdmin || !ctx.account.onBehalf
    ? {}
    : { contact: { equals: ctx.account.onBehalf.contact } }

/** The caller asked for it: its account, for the customer it orders for, and — acting for a contact — for that contact. */
function isOwn(ctx: Pick<Ctx, 'account'>, quote: Pick<Quote, 'account' | 'customer' | 'contact'>): boolean {
  return (
    relationId(quote.account as number | { id: number }) === ctx.account.id &&
    relationId(quote.customer as number | { id: number }) === customerIdOf(ctx.account) &&
    (relationId(quote.contact as number | { id: number } | null) ?? null) ===
      (ctx.account.onBehalf?.contact ?? null)
  )
}

/** A fresh quote number (Q + Swiss day + five characters). */
export const newQuoteNumber = (now: Date) => formatQuoteNumber(swissToday(now), (size) => randomInt(size))

/** The net prices the caller sees on quotes (retailer mode shows retail prices only). */
const pricesShown = (ctx: Pick<Ctx, 'viewer'>) => seesPrices(ctx.viewer) && !ctx.viewer.retailerMode

const personName = (person: Pick<Account, 'firstName' | 'lastName'> | null | undefined) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : ''

async function askerNames(ctx: Ctx, quotes: Quote[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      quotes.map((quote) => relationId(quote.account as number | { id: number })).filter((id) => id != null),
    ),
  ] as number[]
  if (!ids.length) return new Map()
  const { docs } = await scoped(ctx).find({
    collection: 'accounts',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { firstName: true, lastName: true },
  })
  return new Map(docs.map((doc) => [doc.id, personName(doc)]))
}

const quotedTotal = (quote: Quote): number | null =>
  quote.lines.every((line) => line.quotedUnitPriceCents != null)
    ? quote.lines.reduce((sum, line) => sum + Number(line.quotedUnitPriceCents) * Number(line.quantity), 0)
    : null

function toEntry(ctx: Ctx, quote: Quote, names: Map<number, string>, today: string): QuoteEntry {
  const state = quoteState(quote, today)
  const own = isOwn(ctx, quote)
  const answered = quote.status !== 'requested'
  return {
    quoteNumber: quote.quoteNumber,
    requestedAt: new Date(quote.requestedAt).toISOString(),
    requestedBy: names.get(relationId(quote.account as number | { id: number }) ?? 0) ?? '',
    source: quote.source as QuoteSource,
    lineCount: quote.lines.length,
    validUntil: answered ? quote.answer?.validUntil || null : null,
    totalCents: answered && pricesShown(ctx) ? quotedTotal(quote) : null,
    state,
    stateLabel: ctx.t(`quotes.states.${state}`),
    own,
    canAccept: own && acceptProblem(quote, today) == null,
    canDecline: own && declineProblem(quote) == null,
    url: quotePageUrl(ctx.locale, quote.quoteNumber),
  }
}

/** The stored conditions of each state the buyer sees (expired: an answer past its last valid day). */
function stateWhere(state: QuoteState, today: string): Where {
  switch (state) {
    case 'answered':
    case 'accepted':
      return { and: [{ status: { equals: state } }, { 'answer.validUntil': { greater_than_equal: today } }] }
    case 'expired':
      return {
        and: [{ status: { in: ['answered', 'accepted'] } }, { 'answer.validUntil': { less_than: today } }],
      }
    default:
      return { status: { equals: state } }
  }
}

const SORT = {
  quoteNumber: 'quoteNumber',
  requestedAt: 'requestedAt',
  validUntil: 'answer.validUntil',
} as const

/**
 * GET /api/quotes (a table list): the caller's quotes — an administrator's company's —, newest
 * request first. Filter `state` (requested, answered, accepted, expired, declined, ordered; expired
 * computed from the last valid day in Europe/Zurich), request date range, search by quote number.
 */
export async function listQuotes(ctx: Ctx, query: TableQuery): Promise<TableResults<QuoteEntry>> {
  const today = swissToday()
  const and: Where[] = [visibleWhere(ctx)]
  const states = (query.filters.state ?? []) as QuoteState[]
  if (states.length) and.push({ or: states.map((state) => stateWhere(state, today)) })
  and.push(...dateRangeWhere('requestedAt', query.dateFrom, query.dateTo))
  const term = searchTerm(query).toUpperCase()
  if (term) and.push({ quoteNumber: { contains: term } })
  const result = await scoped(ctx).find({
    collection: 'quotes',
    where: { and: and.filter((part) => Object.keys(part).length) },
    sort: sortOf(query, SORT, '-requestedAt'),
    ...payloadPage(query),
    depth: 0,
  })
  const quotes = result.docs as Quote[]
  const names = await askerNames(ctx, quotes)
  return tableResults(
    query,
    result.totalDocs,
    quotes.map((quote) => toEntry(ctx, quote, names, today)),
    {
      tableFilterFields: [
        {
          name: 'state',
          label: ctx.t('quotes.table.state'),
          type: 'multiselect',
          options: (['requested', 'answered', 'accepted', 'expired', 'declined', 'ordered'] as const).map(
            (value) => ({ value, label: ctx.t(`quotes.states.${value}`) }),
          ),
          value: query.filters.state ?? [],
        },
      ],
      tableSortColumns: Object.keys(SORT),
      datepicker: {
        name: 'requestedAt',
        label: ctx.t('quotes.table.requestedAt'),
        from: query.dateFrom,
        to: query.dateTo,
        min: null,
        max: null,
      },
      search: { label: ctx.t('quotes.table.search'), value: query.search },
    },
  )
}

/** A quote the caller may see by its number (its own; an administrator the company's), or null. */
export async function findVisibleQuote(
  ctx: Ctx,
  quoteNumber: string,
  req?: PayloadRequest,
): Promise<Quote | null> {
  const { docs } = await scoped(ctx).find({
    collection: 'quotes',
    where: { and: [{ quoteNumber: { equals: quoteNumber } }, visibleWhere(ctx)] },
    depth: 0,
    limit: 1,
    pagination: false,
    ...(req ? { req } : {}),
  })
  return (docs[0] as Quote | undefined) ?? null
}

/** The products the lines show (their own, and the product an article moved to). */
async function productsOf(
  ctx: Ctx,
  quote: Quote,
  articles: Map<string, CatalogArticle | null>,
): Promise<Map<number, ShownProduct>> {
  const ids = new Set<number>()
  for (const line of quote.lines) {
    const own = relationId(line.product as number | { id: number })
    if (own != null) ids.add(own)
    const article = articles.get(line.articleNumber)
    if (article) ids.add(article.productId)
  }
  return shownProductsById(ctx.tenant.id, ctx.locale, [...ids])
}

/** GET /api/quotes/{quoteNumber}: the quote with its lines (list price when asked, quoted price, savings). */
export async function quoteDetail(ctx: Ctx, quote: Quote): Promise<QuoteDetail> {
  const today = swissToday()
  const articles = await articlesByNumber(
    ctx,
    quote.lines.map((line) => line.articleNumber),
  )
  const [products, names] = await Promise.all([productsOf(ctx, quote, articles), askerNames(ctx, [quote])])
  const unit = unitLabel(ctx)
  const shown = pricesShown(ctx)
  const lines: QuoteLine[] = quote.lines.map((line) => {
    const article = articles.get(line.articleNumber)
    const product =
      products.get(relationId(line.product as number | { id: number }) ?? 0) ??
      (article ? products.get(article.productId) : undefined)
    const productNumber = product?.productNumber ?? article?.productNumber ?? null
    const prices = shown
      ? lineSavings({
          quantity: Number(line.quantity),
          listUnitPriceCents: line.listUnitPriceCents,
          quotedUnitPriceCents: quote.status === 'requested' ? null : line.quotedUnitPriceCents,
        })
      : { listCents: null, quotedCents: null, savingsCents: null }
    return {
      articleNumber: line.articleNumber,
      productNumber,
      title: product?.name ?? line.articleNumber,
      url: product && productNumber ? productPath(ctx.locale, productNumber) : null,
      packLabel: article ? packLabel(article, ctx.locale, unit) : null,
      quantity: Number(line.quantity),
      listUnitPriceCents: shown ? (line.listUnitPriceCents ?? null) : null,
      quotedUnitPriceCents:
        shown && quote.status !== 'requested' ? (line.quotedUnitPriceCents ?? null) : null,
      listTotalCents: prices.listCents,
      quotedTotalCents: prices.quotedCents,
      savingsCents: prices.savingsCents,
    }
  })
  const sum = (values: (number | null)[]) =>
    values.every((value) => value != null) ? values.reduce((a, b) => a! + b!, 0)! : null
  const listTotalCents = shown ? sum(lines.map((line) => line.listTotalCents)) : null
  const entry = toEntry(ctx, quote, names, today)
  return {
    ...entry,
    sourceLabel: ctx.t(`quotes.sources.${entry.source}`),
    desiredDate: quote.desiredDate || null,
    remark: quote.remark || null,
    answeredAt:
      quote.status !== 'requested' && quote.answer?.answeredAt
        ? new Date(quote.answer.answeredAt).toISOString()
        : null,
    answerText: quote.status !== 'requested' ? quote.answer?.text?.trim() || null : null,
    decidedAt: quote.decidedAt ? new Date(quote.decidedAt).toISOString() : null,
    orderNumber: quote.orderNumber || null,
    orderUrl: quote.orderNumber ? `/${ctx.locale}${orderDetailPath(quote.orderNumber)}` : null,
    lines,
    listTotalCents,
    savingsCents:
      listTotalCents != null && entry.totalCents != null ? listTotalCents - entry.totalCents : null,
    pricesHidden: !shown,
  }
}

// ── Requests ───────────────────────────────────────────────────────────────

type RequestedLine = {
  product: number
  articleNumber: string
  quantity: number
  listUnitPriceCents: number | null
}

type ArticleProblem = 'articleMissing' | 'articleDisabled' | 'articleNotOrderable'

/** Why the caller cannot order an article, or null. */
function articleProblem(ctx: Ctx, article: CatalogArticle | null | undefined): ArticleProblem | null {
  if (!article) return 'articleMissing'
  if (article.disabled) return 'articleDisabled'
  return isOrderable(article, orderingViewer(ctx.viewer)) ? null : 'articleNotOrderable'
}

/** The caller's net unit price of an article at a quantity (retailer mode does not change what is recorded). */
const listPriceOf = (ctx: Ctx, article: CatalogArticle, quantity: number) =>
  priceInfo(article, orderingViewer(ctx.viewer), quantity)?.unitPriceCents ?? null

/** The packs of one product at their quantities: every pack must be the product's and orderable for the caller; zero quantities are left out. */
async function productLines(
  ctx: Ctx,
  body: Extract<QuoteRequestBody, { source: 'product' }>,
): Promise<RequestedLine[]> {
  const articles = await getProductArticles(ctx.tenant.id, body.productNumber)
  if (!articles.length)
    throw new ValidationError(ctx.t('quotes.api.productMissing', { productNumber: body.productNumber }), [
      'productNumber',
    ])
  const byNumber = new Map(articles.map((article) => [article.articleNumber, article]))
  const problems: ApiMessage[] = []
  const seen = new Set<string>()
  const lines: RequestedLine[] = []
  body.lines.forEach((line, index) => {
    const values = {
      position: index + 1,
      articleNumber: line.articleNumber,
      productNumber: body.productNumber,
    }
    const field = `lines.${index}.articleNumber`
    const article = byNumber.get(line.articleNumber)
    const problem = seen.has(line.articleNumber)
      ? 'duplicateArticle'
      : !article
        ? 'articleOfOtherProduct'
        : articleProblem(ctx, article)
    seen.add(line.articleNumber)
    // A pack left at 0 is not asked for, whatever it is.
    if (line.quantity === 0 && problem !== 'duplicateArticle') return
    if (problem) {
      problems.push({
        type: 'error',
        message: ctx.t(`quotes.api.${problem}`, values),
        meta: { fields: [field] },
      })
      return
    }
    lines.push({
      product: article!.productId,
      articleNumber: article!.articleNumber,
      quantity: line.quantity,
      listUnitPriceCents: listPriceOf(ctx, article!, line.quantity),
    })
  })
  if (problems.length) throw new ValidationError(problems)
  if (!lines.length) throw new ValidationError(ctx.t('quotes.api.noQuantity'), ['lines'])
  return lines
}

/** Every line of the caller's B2B cart at its count; an empty cart, lines that cannot be ordered or too many are refused (409). */
async function cartLines(ctx: Ctx): Promise<RequestedLine[]> {
  const cart = await readCart(ctx, 'b2b')
  const data = await b2bCartData(ctx, cart)
  if (data.entriesNotOrderable.length)
    throw new ConflictError([
      {
        type: 'error',
        message: ctx.t('quotes.api.cartNotOrderable', {
          articles: data.entriesNotOrderable.map((entry) => entry.articleNumber).join(', '),
        }),
        meta: { fields: data.entriesNotOrderable.map((entry) => entry.itemKey) },
      },
    ])
  if (!data.entries.length) throw new ConflictError(ctx.t('quotes.api.cartEmpty'))
  if (data.entries.length > QUOTE_MAX_LINES)
    throw new ConflictError(ctx.t('quotes.api.tooManyLines', { max: QUOTE_MAX_LINES }))
  const stored = new Map(linesOf(cart).map((line) => [line.itemKey, line]))
  const articles = await articlesByNumber(
    ctx,
    data.entries.map((entry) => entry.articleNumber),
  )
  return data.entries.map((entry) => {
    const article = articles.get(entry.articleNumber)
    return {
      product: article?.productId ?? stored.get(entry.itemKey)!.product,
      articleNumber: entry.articleNumber,
      quantity: entry.count,
      listUnitPriceCents: article ? listPriceOf(ctx, article, entry.count) : null,
    }
  })
}

/** A desired delivery date must be a day after today and at most a year ahead (Europe/Zurich). */
function checkDesiredDate(ctx: Ctx, desiredDate: string | null, today: string): void {
  if (
    desiredDate != null &&
    (desiredDate <= today || desiredDate > addDays(today, QUOTE_DESIRED_DATE_MAX_DAYS))
  )
    throw new ValidationError(ctx.t('quotes.api.desiredDateInvalid'), ['desiredDate'])
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { message?: unknown })?.message ?? '')) ||
  (error as { code?: unknown })?.code === '23505'

/**
 * POST /api/quotes: a quote request for packs of a product or for the whole B2B cart. Every
 * article must be orderable for the caller (its net price at the quantity is recorded as the list
 * price); bad input is a 400 naming the field and nothing is stored. The sales team is mailed
 * (the checkout's order contact, checkout settings). Answers 201 with the request.
 */
export async function requestQuote(ctx: Ctx, body: QuoteRequestBody) {
  assertMayOrder(ctx)
  const now = new Date()
  const today = swissToday(now)
  checkDesiredDate(ctx, body.desiredDate, today)
  const lines = body.source === 'product' ? await productLines(ctx, body) : await cartLines(ctx)
  let created: Quote | null = null
  for (let attempt = 0; !created; attempt++) {
    try {
      created = (await scoped(ctx).create({
        collection: 'quotes',
        data: {
          quoteNumber: newQuoteNumber(now),
          status: 'requested',
          source: body.source,
          requestedAt: now.toISOString(),
          contact: ctx.account.onBehalf?.contact ?? null,
          placedBy: ctx.account.onBehalf ? ctx.account.id : null,
          desiredDate: body.desiredDate,
          remark: body.remark,
          lines,
        },
        depth: 0,
      })) as Quote
    } catch (error) {
      // Two requests drew the same number (one in about 33 million per day): draw again.
      if (attempt >= 4 || !isUniqueViolation(error)) throw error
    }
  }
  const quote = created
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'quote.request', {
    quoteNumber: quote.quoteNumber,
    source: body.source,
    lines: lines.map(({ articleNumber, quantity }) => ({ articleNumber, quantity })),
  })
  await mailSalesTeam(ctx, quote)
  const names = new Map([[ctx.account.id, personName(ctx.account)]])
  return reply(
    { quote: toEntry(ctx, quote, names, today) },
    {
      status: 201,
      messages: [
        { type: 'success', message: ctx.t('quotes.api.requested', { quoteNumber: quote.quoteNumber }) },
      ],
    },
  )
}

// ── Decisions ──────────────────────────────────────────────────────────────

/** 409 saying why the quote cannot be accepted or declined (its state), naming the quote. */
function stateConflict(
  ctx: Ctx,
  problem: NonNullable<ReturnType<typeof acceptProblem>> | 'accepted',
  quote: Pick<Quote, 'answer'>,
) {
  return new ConflictError([
    {
      type: 'error',
      message: ctx.t(`quotes.api.${problem}`, { date: formatIsoDate(quote.answer?.validUntil) }),
      meta: { fields: ['quoteNumber'] },
    },
  ])
}

/** The caller's own quote by number: 404 when it may not see it, 403 when it is a colleague's it only sees (an administrator). */
async function ownQuote(ctx: Ctx, quoteNumber: string): Promise<Quote> {
  const quote = await findVisibleQuote(ctx, quoteNumber)
  if (!quote) throw quoteNotFound(ctx)
  if (!isOwn(ctx, quote)) throw new ForbiddenError(ctx.t('quotes.api.notOwn'))
  return quote
}

/** Takes the quote's row lock for the rest of the transaction (a write that changes nothing), then reads it again. */
async function lockedQuote(ctx: Ctx, id: number, req: PayloadRequest): Promise<Quote | null> {
  await runSql(req, sql`UPDATE "quotes" SET "updated_at" = "updated_at" WHERE "id" = ${id}`)
  return (await scoped(ctx).findByID({
    collection: 'quotes',
    id,
    depth: 0,
    disableErrors: true,
    req,
  })) as Quote | null
}

/**
 * POST /api/quotes/{quoteNumber}/accept: the asker takes an answered quote within its validity
 * (today ≤ last valid day, Europe/Zurich) — else 409 saying why ("… ist am 12.12.2026
 * abgelaufen."). In one transaction under the cart's lock and the quote's row lock: the quote
 * becomes `accepted`, and its lines go into the caller's B2B cart at the quoted prices, replacing
 * lines of the same articles; a cart holding lines of another quote that still holds is refused
 * (an order takes the prices of one quote). A quote accepted before and still valid puts its
 * lines into the cart again (the buyer removed them). A refusal changes nothing.
 */
export async function acceptQuote(ctx: Ctx, quoteNumber: string) {
  assertMayOrder(ctx)
  const found = await ownQuote(ctx, quoteNumber)
  const early = acceptProblem(found, swissToday())
  if (early) throw stateConflict(ctx, early, found)
  // The catalog is read before the cart's lock (inside it a change reads only through its transaction).
  const articles = await articlesByNumber(
    ctx,
    found.lines.map((line) => line.articleNumber),
  )
  const gone = found.lines.filter((line) => articleProblem(ctx, articles.get(line.articleNumber)))
  if (gone.length)
    throw new ConflictError([
      {
        type: 'error',
        message: ctx.t('quotes.api.linesNotOrderable', {
          articles: gone.map((line) => line.articleNumber).join(', '),
        }),
        meta: { fields: ['quoteNumber'] },
      },
    ])
  const now = new Date()
  let accepted: Quote | null = null
  const outcome = await changeCart<RouteError>(ctx, 'b2b', async (cart, req) => {
    const quote = await lockedQuote(ctx, found.id, req)
    if (!quote || !isOwn(ctx, quote)) return { refused: quoteNotFound(ctx) }
    const problem = acceptProblem(quote, swissToday(now))
    if (problem) return { refused: stateConflict(ctx, problem, quote) }
    const lines = linesOf(cart)
    // Another quote's lines whose price still holds: an order takes the prices of one quote.
    const others = lines.filter((line) => line.quote != null && line.quote !== quote.id)
    if (others.length) {
      const quotes = await quotesOfLines(ctx, others, req)
      const owner = quoteOwnerOf(ctx, now)
      const holding = others
        .map((line) => quotedPriceOf(line, quotes.get(line.quote!), owner))
        .find((price) => price?.applies)
      if (holding)
        return {
          refused: new ConflictError([
            {
              type: 'error',
              message: ctx.t('quotes.api.otherQuoteInCart', { quoteNumber: holding.quoteNumber ?? '' }),
              meta: { fields: ['quoteNumber'] },
            },
          ]),
        }
    }
    const quoted = new Set(quote.lines.map((line) => line.articleNumber))
    const replaced = new Map(
      lines.filter((line) => quoted.has(line.articleNumber)).map((line) => [line.articleNumber, line]),
    )
    const kept = lines.filter((line) => !quoted.has(line.articleNumber))
    const added: StoredLine[] = quote.lines.map((line) => {
      const article = articles.get(line.articleNumber)!
      const price = Number(line.quotedUnitPriceCents)
      return {
        itemKey: newItemKey(),
        product: article.productId,
        articleNumber: article.articleNumber,
        count: Number(line.quantity),
        itemRefText: replaced.get(line.articleNumber)?.itemRefText ?? null,
        manualPriceCents: null,
        quote: quote.id,
        quotedUnitPriceCents: price,
        // What the customer sees now: the quoted price and the pack.
        seenUnitPriceCents: price,
        seenPack: packKey(article),
        requestedCount: null,
      }
    })
    if (kept.length + added.length > CART_MAX_ENTRIES)
      return {
        refused: new ConflictError([
          {
            type: 'error',
            message: ctx.t('quotes.api.tooManyEntries', { max: CART_MAX_ENTRIES }),
            meta: { fields: ['entries'] },
          },
        ]),
      }
    // Accepted once; a quote accepted before only puts its lines into the cart again.
    accepted =
      quote.status === 'accepted'
        ? quote
        : ((await scoped(ctx).update({
            collection: 'quotes',
            id: quote.id,
            data: { status: 'accepted', decidedAt: now.toISOString() },
            depth: 0,
            req,
          })) as Quote)
    return { data: { entries: [...kept, ...added] } }
  })
  if ('refused' in outcome) throw outcome.refused
  const quote = accepted as Quote | null
  if (!quote) throw new Error('A quote was accepted without being written.')
  const again = found.status === 'accepted'
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'quote.accept', {
    quoteNumber: quote.quoteNumber,
    lines: quote.lines.length,
    again,
  })
  const [detail, cart] = await Promise.all([quoteDetail(ctx, quote), b2bCartData(ctx, outcome.cart)])
  return reply(
    { quote: detail, cart },
    {
      messages: [
        {
          type: 'success',
          message: ctx.t(
            again ? 'quotes.api.againDone' : 'quotes.api.acceptedDone',
            counted(quote.lines.length, { quoteNumber: quote.quoteNumber }),
          ),
        },
      ],
    },
  )
}

/** Runs `decide` in one transaction under the quote's row lock (the quote read again inside it). */
async function underQuoteLock<T>(
  ctx: Ctx,
  id: number,
  decide: (quote: Quote | null, req: PayloadRequest) => Promise<T>,
) {
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await decide(await lockedQuote(ctx, id, req), req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * POST /api/quotes/{quoteNumber}/decline: the asker declines an answer (valid or expired) or
 * withdraws a request not yet answered; an accepted quote is removed from the cart instead, an
 * ordered or declined one stays (409). Answers the quote as it is now.
 */
export async function declineQuote(ctx: Ctx, quoteNumber: string) {
  const found = await ownQuote(ctx, quoteNumber)
  const early = declineProblem(found)
  if (early) throw stateConflict(ctx, early, found)
  const withdrawn = found.status === 'requested'
  const quote = await underQuoteLock(ctx, found.id, async (current, req) => {
    if (!current || !isOwn(ctx, current)) throw quoteNotFound(ctx)
    const problem = declineProblem(current)
    if (problem) throw stateConflict(ctx, problem, current)
    return (await scoped(ctx).update({
      collection: 'quotes',
      id: current.id,
      data: { status: 'declined', decidedAt: new Date().toISOString() },
      depth: 0,
      req,
    })) as Quote
  })
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'quote.decline', {
    quoteNumber: quote.quoteNumber,
    withdrawn,
  })
  return reply(
    { quote: await quoteDetail(ctx, quote) },
    {
      messages: [
        {
          type: 'success',
          message: ctx.t(withdrawn ? 'quotes.api.withdrawnDone' : 'quotes.api.declinedDone', {
            quoteNumber: quote.quoteNumber,
          }),
        },
      ],
    },
  )
}
