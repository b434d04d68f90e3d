import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Cart } from '@/cms/payload-types'
import { B2C_CART_COOKIE } from '@/lib/cookie-names'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import { priceInfo, seesPrices, seesRetailPrices } from '@/features/catalog/pricing'
import { getArticle, getProductArticles, type CatalogArticle } from '@/features/catalog/server/articles'
import { catalogContext, unitLabel, type CatalogContext } from '@/features/catalog/server/request'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { productPath } from '@/features/products/paths'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { env } from '@/lib/env'
import { systemData } from '@/lib/data/system'
import { toImageData } from '@/lib/media'
import { ForbiddenError, NotFoundError, RouteError, ValidationError } from '@/lib/api/errors'
import { reply, type RouteBase } from '@/lib/api/route'
import { rateOf, vatSummary } from '@/lib/vat'

import { CART_MAX_ENTRIES } from '../constants'
import { addLines, changeLine, removeLine, type AddedLine } from '../lines'
import type { B2CCart, B2CCartParams, CartEntry } from '../schemas'
import { standardVatRate } from './vat'
import {
  articlesOf,
  changeCartOf,
  findCart,
  guestOwner,
  linesOf,
  newItemKey,
  ownerOf,
  type CartOwner,
} from './cart'

/** The cookie that keeps a visitor's B2C cart (a random token; the cart itself stays on the server). */
export { B2C_CART_COOKIE }
/** A visitor's cart is kept for 30 days after its last change. */
const GUEST_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/

const newToken = () => randomBytes(18).toString('base64url')

/** Whether the account orders through the B2B cart instead (a business shop user or an employee). */
export async function usesB2BCart(account: AuthenticatedAccount): Promise<boolean> {
  if (account.type === 'employee') return true
  if (!account.isActiveEcommerceShopUser) return false
  const customer = await customerOf(account)
  return customer != null && customer.kind !== 'b2c'
}

/** The cart's owner for this caller: its account, or the visitor's cookie token (null when a visitor has none yet). */
export function b2cOwnerOf(
  ctx: Pick<CatalogContext, 'tenant' | 'account'>,
  token: string | undefined,
): CartOwner | null {
  if (ctx.account) return ownerOf({ tenant: ctx.tenant, account: ctx.account }, 'b2c')
  return token && TOKEN_PATTERN.test(token) ? guestOwner(ctx.tenant.id, token) : null
}

export type B2CCartRequest = { ctx: CatalogContext; owner: CartOwner | null; token: string | undefined }

/** The caller of the B2C cart endpoints (the `auth` of defineRoute; writes set `write`): a business shop user or employee uses the B2B cart (403). */
export async function b2cCartContext(base: Pick<RouteBase, 'request'>): Promise<B2CCartRequest> {
  const ctx = await catalogContext(base)
  if (ctx.account && (await usesB2BCart(ctx.account)))
    throw new ForbiddenError(ctx.t('carts.b2c.api.businessCart'))
  const token = base.request.cookies.get(B2C_CART_COOKIE)?.value
  return { ctx, owner: b2cOwnerOf(ctx, token), token }
}

/** A visitor's first change makes its token; the answer sets (and every change renews) the cookie. */
export function guestCookie(token: string) {
  return {
    name: B2C_CART_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.secureCookies,
    path: '/',
    maxAge: GUEST_CART_MAX_AGE_SECONDS,
  }
}

/**
 * The B2C cart as the shop shows it (its entries): product, picture and
 * count for everybody; pack, price and total only for those who see prices
 * (visitors never see prices).
 */
export async function b2cCartData(ctx: CatalogContext, cart: Cart | null): Promise<B2CCart> {
  const lines = linesOf(cart)
  const products = await shownProductsById(ctx.tenant.id, ctx.locale, [
    ...new Set(lines.map((line) => line.product)),
  ])
  const priced = seesPrices(ctx.viewer)
  const articles = priced ? await articlesOf(ctx, products) : new Map<string, CatalogArticle>()
  const unit = unitLabel(ctx)
  const standardRate = priced ? await standardVatRate(ctx.tenant.id) : 0
  const entries: CartEntry[] = lines
    .filter((line) => products.has(line.product))
    .map((line) => {
      const product = products.get(line.product)!
      const article = articles.get(line.articleNumber)
      const price = priced && article ? priceInfo(article, ctx.viewer, line.count) : null
      return {
        itemKey: line.itemKey,
        itemRefText: '',
        articleNumber: line.articleNumber,
        count: line.count,
        product: {
          productNumber: product.productNumber,
          title: product.name,
          url: productPath(ctx.locale, product.productNumber),
          image: (priced ? article?.image : null) ?? toImageData(product.image) ?? null,
          packLabel: article ? packLabel(article, ctx.locale, unit) : null,
        },
        price: price
          ? {
              unitPriceCents: price.unitPriceCents,
              totalCents: price.totalCents,
              priceType: price.priceType,
              listUnitPriceCents: null,
              scalePrices: price.scalePrices,
              vatRate: rateOf(article?.vatRate, standardRate),
            }
          : null,
        manualPriceCents: null,
        notOrderableReason: null,
      }
    })
  const pricedEntries = entries.flatMap((entry) =>
    entry.price ? [{ totalCents: entry.price.totalCents, rate: entry.price.vatRate }] : [],
  )
  return {
    id: cart?.publicId ?? null,
    entries,
    count: lines.length,
    totalCents: priced ? pricedEntries.reduce((sum, entry) => sum + entry.totalCents, 0) : null,
    // A private customer's prices include VAT; a business account that lands here sees its net prices.
    vat: priced ? vatSummary(pricedEntries, seesRetailPrices(ctx.viewer)) : null,
  }
}

/** The standard pack of a product: its first article that is not disabled (in the catalog's order). */
async function standardArticle(
  tenantId: number | string,
  productNumber: string,
): Promise<CatalogArticle | null> {
  return (await getProductArticles(tenantId, productNumber)).find((article) => !article.disabled) ?? null
}

async function resolveAdded(
  ctx: CatalogContext,
  entries: Extract<B2CCartParams, { action: 'add' }>['entries'],
): Promise<{ lines: AddedLine[] }> {
  const problems: ApiMessage[] = []
  const lines: AddedLine[] = []
  const found = await Promise.all(
    entries.map((entry) =>
      'articleNumber' in entry
        ? getArticle(ctx.tenant.id, entry.articleNumber)
        : standardArticle(ctx.tenant.id, entry.productNumber),
    ),
  )
  entries.forEach((entry, index) => {
    const article = found[index]
    const name = 'articleNumber' in entry ? entry.articleNumber : entry.productNumber
    if (!article || article.disabled) {
      problems.push({
        type: 'error',
        message: ctx.t('carts.b2c.api.productMissing', { position: index + 1, number: name }),
        meta: { fields: [`entries.${index}`] },
      })
      return
    }
    lines.push({ product: article.productId, articleNumber: article.articleNumber, count: entry.count })
  })
  if (problems.length) throw new ValidationError(problems)
  return { lines }
}

/** POST /api/b2ccart/: one change under the cart's lock; answers the cart (and, for a visitor's first change, the cookie token to set). */
export async function updateB2CCart(req: B2CCartRequest, params: B2CCartParams) {
  const { ctx } = req
  let token: string | null = null
  let owner = req.owner
  if (!owner) {
    if (params.action !== 'add')
      throw new NotFoundError([
        { type: 'error', message: ctx.t('carts.api.itemMissing'), meta: { fields: ['itemKey'] } },
      ])
    token = newToken()
    owner = guestOwner(ctx.tenant.id, token)
  } else if (!ctx.account) token = req.token ?? null
  let added: AddedLine[] = []
  if (params.action === 'add') {
    const resolved = await resolveAdded(ctx, params.entries)
    added = resolved.lines
  }
  const outcome = await changeCartOf<RouteError>(owner, (cart) => {
    const lines = linesOf(cart)
    const entries =
      params.action === 'add'
        ? addLines(lines, added, newItemKey)
        : params.action === 'update'
          ? changeLine(lines, params.itemKey, { count: params.count })
          : removeLine(lines, params.itemKey)
    if (!entries)
      return {
        refused: new NotFoundError([
          { type: 'error', message: ctx.t('carts.api.itemMissing'), meta: { fields: ['itemKey'] } },
        ]),
      }
    if (entries.length > CART_MAX_ENTRIES)
      return {
        refused: new ValidationError([
          {
            type: 'error',
            message: ctx.t('carts.api.tooManyEntries', { max: CART_MAX_ENTRIES }),
            meta: { fields: ['entries'] },
          },
        ]),
      }
    return { data: { entries } }
  })
  if ('refused' in outcome) throw outcome.refused
  return reply(await b2cCartData(ctx, outcome.cart), token ? { cookies: [guestCookie(token)] } : {})
}

/** The caller's B2C cart by its public id: only its owner opens it (anyone else gets a 404, as for an unknown id). */
export async function ownB2CCart(req: B2CCartRequest, id: string): Promise<Cart | null> {
  if (!req.owner) return null
  const cart = await findCart(req.owner.ownerKey)
  return cart && cart.publicId === id ? cart : null
}

/** The number of lines of the caller's B2C cart (the header's count). */
export async function b2cCartCount(
  ctx: Pick<CatalogContext, 'tenant' | 'account'>,
  token: string | undefined,
): Promise<number> {
  const owner = b2cOwnerOf(ctx, token)
  return owner ? linesOf(await findCart(owner.ownerKey)).length : 0
}

/**
 * At login a visitor's cart joins the account's cart: its lines are added
 * to the account's B2C cart — or to the B2B cart of a business shop user — counts of the
 * same article summed (at most 9999); the visitor's cart is then deleted.
 * Employees keep no cart of their own, so nothing joins for them.
 */
export async function joinGuestCart(
  tenant: CatalogContext['tenant'],
  account: AuthenticatedAccount,
  token: string | undefined,
): Promise<number | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null
  const guest = await findCart(guestOwner(tenant.id, token).ownerKey)
  if (!guest) return null
  const lines = account.type === 'employee' ? [] : linesOf(guest)
  let count: number | null = null
  if (lines.length) {
    const kind = (await usesB2BCart(account)) ? 'b2b' : 'b2c'
    const outcome = await changeCartOf(ownerOf({ tenant, account }, kind), (cart) => {
      const entries = addLines(
        linesOf(cart),
        lines.map(({ product, articleNumber, count: n }) => ({ product, articleNumber, count: n })),
        newItemKey,
      ).slice(0, CART_MAX_ENTRIES)
      return { data: { entries } }
    })
    if (!('refused' in outcome)) count = linesOf(outcome.cart).length
  }
  await systemData('carts: the joined guest cart goes').delete({ collection: 'carts', id: guest.id })
  return count
}
