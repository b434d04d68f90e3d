import 'server-only'

import type { Product } from '@/cms/payload-types'
import type { ImageData } from '@/components/picture/picture'
import type { BASE_OILS, ProductTag } from '@/features/catalog/constants'
import { seesPrices, type PriceViewer } from '@/features/catalog/pricing'
import { getProductArticles, type CatalogArticle } from '@/features/catalog/server/articles'
import { productPath } from '@/features/products/paths'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import { MAX_COMPARED } from '../constants'
import { isProductNumber, normalizeProductNumbers } from '../url'

/** A pack size as a signed-in customer sees it in the comparison (no prices). */
export type ComparedPackSize = { articleNumber: string; packSize: number; unit: CatalogArticle['unit'] }

/** One column of the comparison: public product data, and pack sizes for signed-in customers only. */
export type ComparedProduct = {
  productNumber: string
  title: string
  subtitle: string | null
  url: string
  image: ImageData | null
  viscosity: string | null
  baseOil: (typeof BASE_OILS)[number] | null
  approvals: string[]
  tags: ProductTag[]
  /** null for anonymous visitors: they never see pack sizes. */
  packSizes: ComparedPackSize[] | null
}

export type Comparison = {
  /** The products found, in the order asked for (at most three). */
  products: ComparedProduct[]
  /** Numbers asked for that this tenant does not have (or that are no product numbers at all). */
  unknown: string[]
  /** More than three were asked for; only the first three were looked up. */
  truncated: boolean
  /** Whether the viewer sees pack sizes (a signed-in customer). */
  showsPackSizes: boolean
}

type PublicProduct = Omit<ComparedProduct, 'packSizes'>

async function readProducts(
  tenantId: number | string,
  locale: string,
  productNumbers: string[],
): Promise<PublicProduct[]> {
  if (!productNumbers.length) return []
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: { productNumber: { in: productNumbers } },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    limit: productNumbers.length,
    select: {
      productNumber: true,
      name: true,
      subtitle: true,
      image: true,
      tags: true,
      viscosity: true,
      approvals: true,
      baseOil: true,
    },
    populate: {
      media: { url: true, alt: true, width: true, height: true, sizes: true, filename: true, mimeType: true },
    },
  })
  return (docs as Product[]).map((doc) => ({
    productNumber: doc.productNumber,
    title: doc.name,
    subtitle: doc.subtitle ?? null,
    url: productPath(locale, doc.productNumber),
    image: toImageData(doc.image),
    viscosity: doc.viscosity ?? null,
    baseOil: doc.baseOil ?? null,
    approvals: doc.approvals ?? [],
    tags: (doc.tags ?? []) as ProductTag[],
  }))
}

/** The offered pack sizes of a product (disabled articles are not offered), smallest first as the catalogue sorts them. */
async function packSizesOf(tenantId: number | string, productNumber: string): Promise<ComparedPackSize[]> {
  const articles = await getProductArticles(tenantId, productNumber)
  return articles
    .filter((article) => !article.disabled)
    .map((article) => ({
      articleNumber: article.articleNumber,
      packSize: article.packSize,
      unit: article.unit,
    }))
}

/**
 * The comparison of up to three products of a tenant in the page's language
 * (public fields as a visitor of the tenant, through visitorData), in the
 * order asked for; unknown numbers are reported, not shown. Pack sizes only
 * for a viewer who may see them: an anonymous viewer gets none.
 */
export async function getComparison(
  tenantId: number | string,
  locale: string,
  requested: readonly string[],
  viewer: PriceViewer,
): Promise<Comparison> {
  const all = normalizeProductNumbers(requested)
  const asked = all.slice(0, MAX_COMPARED)
  const valid = asked.filter(isProductNumber)
  const found = await cached(
    () => readProducts(tenantId, locale, valid),
    ['compare:products', String(tenantId), locale, valid.join(',')],
    [cacheTags.products(tenantId)],
  )()
  const byNumber = new Map(found.map((product) => [product.productNumber.toUpperCase(), product]))
  const showsPackSizes = seesPrices(viewer)
  const products = await Promise.all(
    asked.flatMap((number) => {
      const product = byNumber.get(number)
      if (!product) return []
      return [
        (async (): Promise<ComparedProduct> => ({
          ...product,
          packSizes: showsPackSizes ? await packSizesOf(tenantId, product.productNumber) : null,
        }))(),
      ]
    }),
  )
  return {
    products,
    unknown: asked.filter((number) => !byNumber.has(number)),
    truncated: all.length > MAX_COMPARED,
    showsPackSizes,
  }
}
