import 'server-only'

import type { Article, Product } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import type { ImageData } from '@/components/picture/picture'
import { toImageData } from '@/lib/media'
import { visitorData } from '@/lib/data'
import { relationIds } from '@/lib/relation-ids'

import type { ProductTag } from '../constants'
import type { PricedArticle } from '../pricing'

/** An article as the catalog's server code sees it: never sent as is (prices are chosen per viewer). */
export type CatalogArticle = PricedArticle & {
  id: number
  productId: number
  productNumber: string
  packSize: number
  unit: NonNullable<Article['unit']>
  container: Article['container']
  image: ImageData | null
  sort: number
  /** The article's own VAT rate in percent, where it differs from the tenant's standard rate. */
  vatRate: number | null
}

function toCatalogArticle(doc: Article): CatalogArticle {
  const product = doc.product as Product | number
  return {
    id: doc.id,
    articleNumber: doc.articleNumber,
    productId: typeof product === 'object' ? product.id : product,
    productNumber: typeof product === 'object' ? product.productNumber : '',
    packSize: doc.packSize,
    unit: doc.unit,
    container: doc.container ?? null,
    image: toImageData(doc.image),
    sort: doc.sort ?? 0,
    vatRate: doc.vatRate ?? null,
    disabled: !!doc.disabled,
    recommendedRetailPriceCents: doc.recommendedRetailPriceCents ?? null,
    prices: (doc.prices ?? []).map((row) => ({
      priceListId: relationIds([row.priceList as never])[0]!,
      tags: (row.tags ?? []) as ProductTag[],
      scales: (row.scales ?? []).map((scale) => ({
        minQuantity: scale.minQuantity,
        unitPriceCents: scale.unitPriceCents,
      })),
    })),
  }
}

async function readArticles(tenantId: number | string, productNumber: string): Promise<CatalogArticle[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'articles',
    where: {
      and: [{ tenant: { equals: tenantId } }, { 'product.productNumber': { equals: productNumber } }],
    },
    depth: 1,
    sort: 'sort',
    pagination: false,
    populate: {
      products: { productNumber: true },
      media: { url: true, alt: true, width: true, height: true, sizes: true, filename: true, mimeType: true },
    },
  })
  return (docs as Article[]).map(toCatalogArticle)
}

/** The articles (pack sizes) of a product, cached until articles or prices change; server use only. */
export function getProductArticles(
  tenantId: number | string,
  productNumber: string,
): Promise<CatalogArticle[]> {
  return cached(
    () => readArticles(tenantId, productNumber),
    ['catalog:articles', String(tenantId), productNumber],
    [cacheTags.prices(tenantId)],
  )()
}

async function readArticle(tenantId: number | string, articleNumber: string): Promise<CatalogArticle | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'articles',
    where: { and: [{ tenant: { equals: tenantId } }, { articleNumber: { equals: articleNumber } }] },
    depth: 1,
    limit: 1,
    populate: {
      products: { productNumber: true },
      media: { url: true, alt: true, width: true, height: true, sizes: true, filename: true, mimeType: true },
    },
  })
  return docs[0] ? toCatalogArticle(docs[0] as Article) : null
}

/** One article by its number, cached until articles or prices change; server use only. */
export function getArticle(tenantId: number | string, articleNumber: string): Promise<CatalogArticle | null> {
  return cached(
    () => readArticle(tenantId, articleNumber),
    ['catalog:article', String(tenantId), articleNumber],
    [cacheTags.prices(tenantId)],
  )()
}
