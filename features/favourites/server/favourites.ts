import 'server-only'

import type { Where } from 'payload'

import type { Favourite, Product } from '@/cms/payload-types'
import type { AccountContext } from '@/features/account-area/server/context'
import { scalesFor } from '@/features/catalog/pricing'
import { getProductArticles } from '@/features/catalog/server/articles'
import { unitLabel } from '@/features/catalog/server/request'
import { packLabel } from '@/features/catalog/server/variants'
import { productPath } from '@/features/products/paths'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'
import { dataScope, shopData, visitorData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import type { FavouriteEntry } from '../schemas'

type Ctx = Pick<AccountContext, 'tenant' | 'locale' | 't' | 'account' | 'viewer' | 'customer'>

/**
 * The account's favourites for the customer it works for (the data scope's
 * rule): an employee acting for a contact keeps them per customer (like
 * shopping lists), so another customer's favourites never show.
 */
const favourites = (ctx: Ctx) => shopData(dataScope(ctx.tenant.id, ctx.account, ctx.customer.id))
const products = (productIds?: number[]): Where => (productIds ? { product: { in: productIds } } : {})

const MEDIA = {
  url: true,
  alt: true,
  width: true,
  height: true,
  sizes: true,
  filename: true,
  mimeType: true,
} as const

type ShownProduct = Pick<Product, 'id' | 'productNumber' | 'name' | 'subtitle' | 'image'>

/** Published products of the tenant, by id or product number, as visitors may read them. */
async function shownProducts(ctx: Ctx, where: Where): Promise<ShownProduct[]> {
  const { docs } = await visitorData(ctx.tenant.id).find({
    collection: 'products',
    where,
    locale: languageOf(ctx.locale),
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    select: { productNumber: true, name: true, subtitle: true, image: true },
    populate: { media: MEDIA },
  })
  return docs as ShownProduct[]
}

/** The published product with this number, or null (unknown, unpublished or another tenant's). */
export async function findShownProduct(ctx: Ctx, productNumber: string): Promise<ShownProduct | null> {
  return (await shownProducts(ctx, { productNumber: { equals: productNumber } }))[0] ?? null
}

/** The tenant's product with this number, published or not (a favourite of a product taken offline can still be removed). */
export async function findTenantProduct(
  ctx: Ctx,
  productNumber: string,
): Promise<Pick<Product, 'id'> | null> {
  const { docs } = await visitorData(ctx.tenant.id).find({
    collection: 'products',
    where: { productNumber: { equals: productNumber } },
    depth: 0,
    limit: 1,
    select: {},
  })
  return docs[0] ?? null
}

/** The account's favourite rows (read with its own access), the last added first. */
async function ownRows(ctx: Ctx, productIds?: number[]): Promise<Favourite[]> {
  const { docs } = await favourites(ctx).find({
    collection: 'favourites',
    where: products(productIds),
    sort: '-createdAt',
    depth: 0,
    pagination: false,
  })
  return docs as Favourite[]
}

/** The product numbers of the account's favourites that are still shown in the shop. */
export async function favouriteProductNumbers(ctx: Ctx): Promise<string[]> {
  const rows = await ownRows(ctx)
  if (!rows.length) return []
  const ids = rows.map((row) => relationId(row.product)).filter((id): id is number => id != null)
  const products = new Map(
    (await shownProducts(ctx, { id: { in: ids } })).map((product) => [product.id, product.productNumber]),
  )
  return ids.map((id) => products.get(id)).filter((number): number is string => !!number)
}

/** The favourites page's entries: title, picture, link, pack sizes and (for price viewers) the lowest unit price. */
export async function favouriteEntries(ctx: Ctx): Promise<FavouriteEntry[]> {
  const rows = await ownRows(ctx)
  if (!rows.length) return []
  const products = new Map(
    (
      await shownProducts(ctx, {
        id: { in: rows.map((row) => relationId(row.product)).filter((id) => id != null) },
      })
    ).map((product) => [product.id, product]),
  )
  const unit = unitLabel(ctx)
  const entries = await Promise.all(
    rows.map(async (row): Promise<FavouriteEntry | null> => {
      const product = products.get(relationId(row.product) ?? -1)
      if (!product) return null
      const articles = (await getProductArticles(ctx.tenant.id, product.productNumber)).filter(
        (article) => !article.disabled,
      )
      const prices = articles.flatMap(
        (article) => scalesFor(article, ctx.viewer)?.scales.map((scale) => scale.unitPriceCents) ?? [],
      )
      return {
        productNumber: product.productNumber,
        title: product.name,
        subtitle: product.subtitle ?? null,
        url: productPath(ctx.locale, product.productNumber),
        image: toImageData(product.image) ?? null,
        packLabels: [...new Set(articles.map((article) => packLabel(article, ctx.locale, unit)))],
        priceFromCents: prices.length ? Math.min(...prices) : null,
        addedAt: row.createdAt,
      }
    }),
  )
  return entries.filter((entry): entry is FavouriteEntry => entry != null)
}

/**
 * Marks a product as favourite (idempotent: a second call finds the row). One
 * row per account, customer and product (the collection's unique index), so
 * an employee keeps favourites per customer it acts for.
 */
export async function addFavourite(ctx: Ctx, product: Pick<Product, 'id'>): Promise<'added' | 'existing'> {
  if ((await ownRows(ctx, [product.id])).length) return 'existing'
  try {
    // The scope stamps tenant, account and customer.
    await favourites(ctx).create({ collection: 'favourites', data: { product: product.id }, depth: 0 })
    return 'added'
  } catch (error) {
    // Two tabs at once: the unique index lets one row through; the other call finds it.
    const again = await ownRows(ctx, [product.id])
    if (again.length) return 'existing'
    throw error
  }
}

/** Takes a product off the account's favourites (idempotent); false when it was none. */
export async function removeFavourite(ctx: Ctx, product: Pick<Product, 'id'>): Promise<boolean> {
  const rows = await ownRows(ctx, [product.id])
  if (!rows.length) return false
  await favourites(ctx).delete({
    collection: 'favourites',
    where: { id: { in: rows.map((row) => row.id) } },
    depth: 0,
  })
  return true
}

/** How many favourites the account keeps for the customer. */
export async function favouriteCount(ctx: Ctx): Promise<number> {
  return (await favourites(ctx).count({ collection: 'favourites' })).totalDocs
}
