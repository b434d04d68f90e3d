import 'server-only'

import type { Product } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import { productPath } from '../paths'
import type { ProductTeaser } from '../types'

async function readTeasers(
  tenantId: number | string,
  locale: string,
  ids: number[],
): Promise<ProductTeaser[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: { id: { in: ids } },
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    limit: ids.length,
    select: { name: true, productNumber: true, subtitle: true, image: true },
  })
  const byId = new Map((docs as Product[]).map((doc) => [doc.id, doc]))
  return ids
    .map((id) => byId.get(id))
    .filter((doc): doc is Product => !!doc)
    .map((doc) => ({
      id: doc.id,
      productNumber: doc.productNumber,
      name: doc.name,
      subtitle: doc.subtitle ?? null,
      image: toImageData(doc.image),
      url: productPath(locale, doc.productNumber),
    }))
}

/** Product tiles of the given products in the given order (unknown or foreign ids are skipped). */
export function getProductTeasers(
  tenantId: number | string,
  locale: string,
  ids: number[],
): Promise<ProductTeaser[]> {
  if (!ids.length) return Promise.resolve([])
  return cached(
    () => readTeasers(tenantId, locale, ids),
    ['products:teasers', String(tenantId), locale, ids.join(',')],
    [cacheTags.products(tenantId)],
  )()
}
