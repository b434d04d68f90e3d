import 'server-only'

import type { Media, Product } from '@/cms/payload-types'
import { isOrderable, priceInfo, seesPrices, type PriceViewer } from '@/features/catalog/pricing'
import { getProductArticles } from '@/features/catalog/server/articles'
import { productPath } from '@/features/products/paths'
import { mediaDoc, toImageData } from '@/lib/media'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { relationIds } from '@/lib/relation-ids'

import { VEHICLE_COMPONENT_KEYS, type OilFinderLanguage, type VehicleComponentKey } from '../constants'
import type { Recommendation, RecommendedComponent, RecommendedPack, RecommendedProduct } from '../types'
import { choosePack } from './pack'
import { tenantDisclaimerId } from './tenant-content'
import { findVehicle } from './vehicles'

const MEDIA_FIELDS = {
  url: true,
  alt: true,
  width: true,
  height: true,
  sizes: true,
  filename: true,
  mimeType: true,
  caption: true,
} as const

export type RecommendationRequest = {
  tenantId: number | string
  typeId: number
  language: OilFinderLanguage
  /** The route locale product addresses are written in. */
  routeLocale: string
  viewer: PriceViewer
  componentName: (key: VehicleComponentKey) => string
}

/** The safety data sheet of a product, else its data sheet; null without either. */
function dataSheetUrl(product: Product): string | null {
  const documents = product.documents ?? []
  const sheet =
    documents.find((doc) => doc.kind === 'safetyDataSheet') ??
    documents.find((doc) => doc.kind === 'datasheet')
  return mediaDoc(sheet?.file as Media | number | undefined)?.url ?? null
}

/**
 * The pack for one fill, only for an active shop user (the product page's
 * rule: prices, pack sizes and availability need a customer sign-in; the
 * oil finder narrows it to shop users): the smallest orderable article that
 * holds the fill quantity, else the largest, priced with the customer's list.
 */
async function packFor(
  tenantId: number | string,
  productNumber: string,
  capacityLitres: number | null,
  viewer: PriceViewer,
): Promise<RecommendedPack | null> {
  if (!seesPrices(viewer) || !viewer.shopUser) return null
  const articles = (await getProductArticles(tenantId, productNumber)).map((article) => ({
    ...article,
    orderable: isOrderable(article, viewer),
  }))
  const article = choosePack(articles, capacityLitres)
  const price = article && priceInfo(article, viewer, 1)
  return article && price
    ? {
        articleNumber: article.articleNumber,
        packSize: article.packSize,
        unit: article.unit,
        priceCents: price.unitPriceCents,
        currency: 'CHF',
      }
    : null
}

type PublicComponent = Omit<RecommendedComponent, 'products'> & {
  products: Omit<RecommendedProduct, 'pack'>[]
}

/**
 * What every caller sees of a tenant's recommendation for a type (no packs or
 * prices), or null when the tenant has none. Products are read with the
 * public's access and the tenant filter, so another tenant's products never
 * appear. Cached per tenant, type and language; editors' changes to
 * recommendations, products or pictures invalidate it.
 */
async function readPublicRecommendation(
  tenantId: number | string,
  typeId: number,
  language: OilFinderLanguage,
  routeLocale: string,
  componentNames: Record<string, string>,
): Promise<PublicComponent[] | null> {
  const data = visitorData(tenantId)
  // No `select` here: Payload 3.90 drops relationships inside arrays (components.products) when one is given.
  const { docs } = await data.find({
    collection: 'oil-recommendations',
    where: { type: { equals: typeId } },
    limit: 1,
    depth: 0,
    locale: language,
    fallbackLocale: 'de',
  })
  const found = docs[0]
  if (!found) return null
  const components = found.components ?? []
  const productIds = [...new Set(components.flatMap((row) => relationIds(row.products)))]
  const products = productIds.length
    ? await data.find({
        collection: 'products',
        where: { id: { in: productIds } },
        depth: 1,
        pagination: false,
        locale: language,
        fallbackLocale: 'de',
        select: {
          productNumber: true,
          name: true,
          subtitle: true,
          image: true,
          viscosity: true,
          documents: true,
        },
        populate: { media: MEDIA_FIELDS },
      })
    : { docs: [] as Product[] }
  const productById = new Map((products.docs as Product[]).map((product) => [product.id, product]))
  return components.map((row) => ({
    key: row.component,
    name: componentNames[row.component] ?? row.component,
    capacityLitres: row.capacityLitres ?? null,
    interval: row.interval || null,
    intervalKm: row.intervalKm ?? null,
    intervalHours: row.intervalHours ?? null,
    intervalMonths: row.intervalMonths ?? null,
    conditions: row.conditions || null,
    products: relationIds(row.products).flatMap((id) => {
      const product = productById.get(id)
      return product
        ? [
            {
              productNumber: product.productNumber,
              name: product.name,
              subtitle: product.subtitle || null,
              url: productPath(routeLocale, product.productNumber),
              image: toImageData(product.image, { alt: product.name }),
              viscosity: product.viscosity ?? null,
              safetyDataSheetUrl: dataSheetUrl(product),
            },
          ]
        : []
    }),
  }))
}

/**
 * The tenant's recommendation for a vehicle type: 'type' when the type does
 * not exist, 'recommendation' when this tenant has none for it. The shared
 * part comes from the cache; packs and prices are added per caller.
 */
export async function getRecommendation(
  request: RecommendationRequest,
): Promise<Recommendation | { missing: 'type' | 'recommendation' }> {
  const { tenantId, typeId, language, routeLocale, viewer } = request
  const vehicle = await findVehicle(tenantId, typeId, language)
  if (!vehicle) return { missing: 'type' }
  const componentNames = Object.fromEntries(
    VEHICLE_COMPONENT_KEYS.map((key) => [key, request.componentName(key)]),
  )
  const [components, disclaimerId] = await Promise.all([
    cached(
      () => readPublicRecommendation(tenantId, typeId, language, routeLocale, componentNames),
      ['oil-finder:recommendation', String(tenantId), String(typeId), language, routeLocale],
      [cacheTags.oilFinder(tenantId), cacheTags.products(tenantId)],
    )(),
    tenantDisclaimerId(tenantId),
  ])
  if (!components) return { missing: 'recommendation' }
  return {
    vehicle,
    components: await Promise.all(
      components.map(async (component) => ({
        ...component,
        products: await Promise.all(
          component.products.map(async (product) => ({
            ...product,
            pack: await packFor(tenantId, product.productNumber, component.capacityLitres, viewer),
          })),
        ),
      })),
    ),
    disclaimerId,
  }
}
