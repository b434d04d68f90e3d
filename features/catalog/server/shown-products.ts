import 'server-only'

import type { Product } from '@/cms/payload-types'
import { languageOf } from '@/lib/i18n/locales'
import { visitorData } from '@/lib/data'

/** What a cart or list line shows of its product. */
export type ShownProduct = Pick<Product, 'id' | 'productNumber' | 'name' | 'image'>

const MEDIA = {
  url: true,
  alt: true,
  width: true,
  height: true,
  sizes: true,
  filename: true,
  mimeType: true,
} as const

/**
 * The tenant's products with these ids, as visitors may read them (published
 * ones), with name and picture in the locale's language (German where a
 * text is missing). A product that is gone or unpublished is simply absent.
 */
export async function shownProductsById(
  tenantId: number | string,
  locale: string,
  ids: number[],
): Promise<Map<number, ShownProduct>> {
  if (!ids.length) return new Map()
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: { and: [{ tenant: { equals: tenantId } }, { id: { in: ids } }] },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    select: { productNumber: true, name: true, image: true },
    populate: { media: MEDIA },
  })
  return new Map((docs as ShownProduct[]).map((doc) => [doc.id, doc]))
}
