import 'server-only'

import type { Product, ProductLine } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'
import { getPayload } from '@/lib/payload/get-payload'

import { productPath } from '../paths'
import type { ProductTeaser } from '../types'

/** The public product page's data (no prices: SPEC §6). */
export type ProductPageData = ProductTeaser & { description: string | null; productLineId: number | null; productLineTitle: string | null }

async function readProduct(tenantId: number | string, locale: string, productNumber: string): Promise<ProductPageData | null> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ tenant: { equals: tenantId } }, { productNumber: { equals: productNumber } }] },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    limit: 1,
    select: { name: true, productNumber: true, subtitle: true, description: true, image: true, productLine: true },
    overrideAccess: false,
    user: undefined,
  })
  const doc = docs[0] as Product | undefined
  if (!doc) return null
  const line = typeof doc.productLine === 'object' && doc.productLine ? (doc.productLine as ProductLine) : null
  return {
    id: doc.id,
    productNumber: doc.productNumber,
    name: doc.name,
    subtitle: doc.subtitle ?? null,
    description: doc.description ?? null,
    image: toImageData(doc.image),
    url: productPath(locale, doc.productNumber),
    productLineId: line?.id ?? null,
    productLineTitle: line?.title ?? null,
  }
}

export function getProductPage(tenantId: number | string, locale: string, productNumber: string): Promise<ProductPageData | null> {
  return cached(() => readProduct(tenantId, locale, productNumber), ['products:page', String(tenantId), locale, productNumber], [cacheTags.products(tenantId), cacheTags.productLines(tenantId)])()
}

async function readProductNumbers(tenantId: number | string): Promise<{ id: number; productNumber: string }[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({ collection: 'products', where: { tenant: { equals: tenantId } }, depth: 0, pagination: false, select: { productNumber: true }, overrideAccess: false, user: undefined })
  return (docs as Product[]).map((doc) => ({ id: doc.id, productNumber: doc.productNumber }))
}

/** Every product number of a tenant (for the sitemap), cached until products change. */
export function getProductNumbers(tenantId: number | string) {
  return cached(() => readProductNumbers(tenantId), ['products:numbers', String(tenantId)], [cacheTags.products(tenantId)])()
}
