import 'server-only'

import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import type { ContentLanguage } from '@/lib/i18n/locales'

import { buildProductLineNodes, type ProductLineNode } from '../product-line-tree'

async function readProductLines(
  tenantId: string | number,
  language: ContentLanguage,
): Promise<ProductLineNode[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'product-lines',
    locale: language,
    fallbackLocale: 'de',
    depth: 0,
    limit: 5_000,
    pagination: false,
    select: {
      title: true,
      slug: true,
      parent: true,
      order: true,
      icon: true,
      showOilFinderTeaser: true,
      addSeparator: true,
    },
  })
  return buildProductLineNodes(docs)
}

/** The product lines and groups of a tenant in one language, cached until one changes. */
export function getProductLineNodes(
  tenantId: string | number,
  language: ContentLanguage,
): Promise<ProductLineNode[]> {
  return cached(
    () => readProductLines(tenantId, language),
    ['product-lines:tree', String(tenantId), language],
    [cacheTags.productLines(tenantId)],
  )()
}
