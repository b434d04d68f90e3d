import 'server-only'

import { isOrderable } from '@/features/catalog/pricing'
import { getArticle } from '@/features/catalog/server/articles'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { ConflictError, ForbiddenError, NotFoundError, RouteError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'

import { confirmChange, parseChangeId } from '../changes'
import { CART_MAX_ENTRIES } from '../constants'
import { parseQuickOrder, QUICK_ORDER_MAX_LINES, type QuickOrderParse } from '../quick-order'
import { addLines, changeLine, clearManualPrices, clearRefTexts, removeLine, type AddedLine } from '../lines'
import type { B2BCartParams } from '../schemas'
import {
  applyToCart,
  articlesByNumber,
  b2bCartData,
  changeCart,
  currentArticle,
  linesOf,
  manualPricingAvailable,
  newItemKey,
  orderingViewer,
  readCart,
  seenNow,
  type CartContext,
} from './cart'
import { counted } from '@/lib/numbers'

const audit = (ctx: CartContext, action: string, details: Record<string, unknown>) =>
  recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, `cart.${action}`, details)

/** Answers the cart after a change (the client replaces its cart and takes the count from it). */
async function cartAnswer(ctx: CartContext, cart: Parameters<typeof b2bCartData>[1]) {
  return reply(await b2bCartData(ctx, cart))
}

type ArticleProblem = 'articleMissing' | 'articleDisabled' | 'articleNotOrderable'

/** Each entry's line, or why it cannot go into the cart (missing on this tenant, disabled, no net price for the customer). */
async function checkArticles(
  ctx: CartContext,
  entries: { articleNumber: string; count: number }[],
): Promise<({ line: AddedLine } | { problem: ArticleProblem })[]> {
  const articles = await Promise.all(entries.map((entry) => getArticle(ctx.tenant.id, entry.articleNumber)))
  // Retailer mode does not matter here: it only blocks the submit.
  const viewer = orderingViewer(ctx.viewer)
  return entries.map((entry, index) => {
    const article = articles[index]
    if (!article) return { problem: 'articleMissing' }
    if (article.disabled) return { problem: 'articleDisabled' }
    if (!isOrderable(article, viewer)) return { problem: 'articleNotOrderable' }
    return { line: { product: article.productId, articleNumber: article.articleNumber, count: entry.count } }
  })
}

/** Checks the articles of an add: every bad entry is named, and nothing is added unless all are fine. */
async function resolveAdded(
  ctx: CartContext,
  entries: { articleNumber: string; count: number }[],
): Promise<{ lines: AddedLine[] }> {
  const checked = await checkArticles(ctx, entries)
  const problems: ApiMessage[] = []
  const lines: AddedLine[] = []
  checked.forEach((result, index) => {
    if ('line' in result) lines.push(result.line)
    else
      problems.push({
        type: 'error',
        message: ctx.t(`carts.api.${result.problem}`, {
          position: index + 1,
          articleNumber: entries[index]!.articleNumber,
        }),
        meta: { fields: [`entries.${index}`] },
      })
  })
  if (problems.length) throw new ValidationError(problems)
  return { lines }
}

const tooMany = (ctx: CartContext) =>
  new ValidationError([
    {
      type: 'error',
      message: ctx.t('carts.api.tooManyEntries', { max: CART_MAX_ENTRIES }),
      meta: { fields: ['entries'] },
    },
  ])

/**
 * POST /api/b2bcart/quick-order: pasted lines "article number; quantity".
 * The good lines go into the cart (counts of an article already there are
 * added); each bad line is named with its number and why. Nothing good: a
 * 400 with every line's problem and no change. Answers the cart with a
 * message per bad line and one for what was added.
 */
export async function quickOrder(ctx: CartContext, text: string) {
  return addQuickOrder(ctx, parseQuickOrder(text), { field: 'text', source: 'text' })
}

/**
 * The quick order's cart change, for pasted text and uploaded files alike:
 * the read lines (each with its line or row number) and the problems of the
 * lines that could not be read. `field` names the input a refusal points at.
 */
export async function addQuickOrder(
  ctx: CartContext,
  parsed: QuickOrderParse,
  { field, source }: { field: string; source: 'text' | 'file' },
) {
  if (parsed.lines.length + parsed.problems.length > QUICK_ORDER_MAX_LINES)
    throw new ValidationError([
      {
        type: 'error',
        message: ctx.t(
          source === 'file' ? 'carts.quickOrder.file.tooManyLines' : 'carts.quickOrder.tooManyLines',
          { max: QUICK_ORDER_MAX_LINES },
        ),
        meta: { fields: [field] },
      },
    ])
  const checked = await checkArticles(ctx, parsed.lines)
  const problems: { line: number; message: string }[] = parsed.problems.map(
    ({ line, text: raw, problem }) => ({
      line,
      message: ctx.t(`carts.quickOrder.${problem}`, { line, text: raw.slice(0, 40) }),
    }),
  )
  const lines: AddedLine[] = []
  checked.forEach((result, index) => {
    const { line, articleNumber } = parsed.lines[index]!
    if ('line' in result) lines.push(result.line)
    else
      problems.push({ line, message: ctx.t(`carts.quickOrder.${result.problem}`, { line, articleNumber }) })
  })
  const messages: ApiMessage[] = problems
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => ({ type: 'error', message, meta: { fields: [`line.${line}`] } }))
  if (!lines.length)
    throw new ValidationError(
      messages.length
        ? messages
        : [
            {
              type: 'error',
              message: ctx.t(
                source === 'file' ? 'carts.quickOrder.file.nothing' : 'carts.quickOrder.nothing',
              ),
              meta: { fields: [field] },
            },
          ],
    )
  const added = new Set(lines.map((line) => line.articleNumber))
  const articles = await articlesByNumber(ctx, added)
  const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
    const entries = addLines(linesOf(cart), lines, newItemKey)
    return entries.length > CART_MAX_ENTRIES
      ? { refused: tooMany(ctx) }
      : { data: { entries: seenNow(ctx, entries, (line) => added.has(line.articleNumber), articles) } }
  })
  if ('refused' in outcome) throw outcome.refused
  await audit(ctx, 'quickOrder', {
    source,
    lines: lines.map(({ articleNumber, count }) => ({ articleNumber, count })),
    rejected: problems.length,
  })
  return reply(await b2bCartData(ctx, outcome.cart), {
    messages: [
      { type: 'success', message: ctx.t('carts.quickOrder.added', counted(lines.length)) },
      ...messages,
    ],
  })
}

const itemMissing = (ctx: CartContext) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('carts.api.itemMissing'), meta: { fields: ['itemKey'] } },
  ])

/** POST /api/b2bcart: one change (add, update, remove, manual price) under the cart's lock. */
export async function updateB2BCart(ctx: CartContext, params: B2BCartParams) {
  if (params.action === 'add') {
    const resolved = await resolveAdded(ctx, params.entries)
    const added = new Set(resolved.lines.map((line) => line.articleNumber))
    const articles = await articlesByNumber(ctx, added)
    const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
      const entries = addLines(linesOf(cart), resolved.lines, newItemKey)
      if (entries.length > CART_MAX_ENTRIES) return { refused: tooMany(ctx) }
      return { data: { entries: seenNow(ctx, entries, (line) => added.has(line.articleNumber), articles) } }
    })
    if ('refused' in outcome) throw outcome.refused
    await audit(ctx, 'add', { entries: params.entries })
    return cartAnswer(ctx, outcome.cart)
  }
  if (params.action === 'manualPrice' && !manualPricingAvailable(ctx.account))
    throw new ForbiddenError(ctx.t('carts.api.manualPricingUnavailable'))
  const articles =
    params.action === 'update'
      ? await articlesByNumber(
          ctx,
          linesOf(await readCart(ctx, 'b2b'))
            .filter((line) => line.itemKey === params.itemKey)
            .map((line) => line.articleNumber),
        )
      : new Map()
  const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
    const lines = linesOf(cart)
    let entries
    if (params.action === 'update') {
      // The customer sets the count: a cut count is settled, and the price at the new count is the one seen.
      const changed = changeLine(lines, params.itemKey, { count: params.count, requestedCount: null })
      entries = changed && seenNow(ctx, changed, (line) => line.itemKey === params.itemKey, articles)
    } else if (params.action === 'remove') entries = removeLine(lines, params.itemKey)
    else {
      if (!cart.showManualPricing) return { refused: new ConflictError(ctx.t('carts.api.manualPricingOff')) }
      entries = changeLine(lines, params.itemKey, { manualPriceCents: params.manualPriceCents })
    }
    return entries ? { data: { entries } } : { refused: itemMissing(ctx) }
  })
  if ('refused' in outcome) throw outcome.refused
  await audit(ctx, params.action, { ...params })
  return cartAnswer(ctx, outcome.cart)
}

/** POST /api/b2bcart/set-item-ref-text: a line's reference text (never a `#`); answers { itemRefText }. */
export async function setItemRefText(ctx: CartContext, itemKey: string, itemRefText: string) {
  const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
    if (!cart.showItemRefTexts) return { refused: new ConflictError(ctx.t('carts.api.refTextsOff')) }
    const entries = changeLine(linesOf(cart), itemKey, { itemRefText: itemRefText || null })
    return entries ? { data: { entries } } : { refused: itemMissing(ctx) }
  })
  if ('refused' in outcome) throw outcome.refused
  await audit(ctx, 'refText', { itemKey, itemRefText })
  return reply({ itemKey, itemRefText })
}

/** POST /api/b2bcart/set-show-item-ref-texts: replaces the flag and clears every line's text; answers the cart. */
export async function setShowItemRefTexts(ctx: CartContext, show: boolean) {
  const cart = await applyToCart(ctx, 'b2b', (current) => ({
    showItemRefTexts: show,
    entries: clearRefTexts(linesOf(current)),
  }))
  await audit(ctx, 'showItemRefTexts', { showItemRefTexts: show })
  return cartAnswer(ctx, cart)
}

/** POST /api/b2bcart/set-show-manual-pricing: replaces the flag and the whole cart; off drops the manual prices. */
export async function setShowManualPricing(ctx: CartContext, show: boolean) {
  if (!manualPricingAvailable(ctx.account))
    throw new ForbiddenError(ctx.t('carts.api.manualPricingUnavailable'))
  const cart = await applyToCart(ctx, 'b2b', (current) => ({
    showManualPricing: show,
    ...(show ? {} : { entries: clearManualPrices(linesOf(current)) }),
  }))
  await audit(ctx, 'showManualPricing', { showManualPricing: show })
  return cartAnswer(ctx, cart)
}

/** DELETE /api/b2bcart: empties the cart (the flags stay). */
export async function emptyB2BCart(ctx: CartContext) {
  const cart = await applyToCart(ctx, 'b2b', () => ({ entries: [] }))
  await audit(ctx, 'empty', {})
  return cartAnswer(ctx, cart)
}

/**
 * POST /api/b2bcart/confirm-change { id } (a cart-change notification's
 * confirmation posts its id here): the customer has seen the
 * change — the line now counts as seen as it is (a removed article's line
 * goes). Confirming twice changes nothing more. Answers the cart.
 */
export async function confirmCartChange(ctx: CartContext, id: string) {
  const parsed = parseChangeId(id)
  if (!parsed)
    throw new NotFoundError([
      { type: 'error', message: ctx.t('carts.api.changeMissing'), meta: { fields: ['id'] } },
    ])
  const ordering = orderingViewer(ctx.viewer)
  const articles = await articlesByNumber(
    ctx,
    linesOf(await readCart(ctx, 'b2b'))
      .filter((line) => line.itemKey === parsed.itemKey)
      .map((line) => line.articleNumber),
  )
  const outcome = await changeCart<RouteError>(ctx, 'b2b', (cart) => {
    const lines = linesOf(cart)
    const line = lines.find((candidate) => candidate.itemKey === parsed.itemKey)
    if (!line)
      return {
        refused: new NotFoundError([
          { type: 'error', message: ctx.t('carts.api.changeMissing'), meta: { fields: ['id'] } },
        ]),
      }
    const confirmed = confirmChange(
      line,
      parsed.reason,
      currentArticle(articles.get(line.articleNumber), ordering, line.count),
    )
    return {
      data: {
        entries: confirmed
          ? lines.map((candidate) => (candidate === line ? confirmed : candidate))
          : lines.filter((candidate) => candidate !== line),
      },
    }
  })
  if ('refused' in outcome) throw outcome.refused
  await audit(ctx, 'confirmChange', { id })
  return cartAnswer(ctx, outcome.cart)
}
