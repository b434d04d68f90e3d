import 'server-only'

import type { Product } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'

async function readProductNumbers(
  tenantId: number | string,
): Promise<{ id: number; productNumber: string }[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    depth: 0,
    pagination: false,
    select: { productNumber: true },
  })
  return (docs as Product[]).map((doc) => ({ id: doc.id, productNumber: doc.productNumber }))
}

/** Every product number of a tenant (for the sitemap), cached until products change. */
export function getProductNumbers(tenantId: number | string) {
  return cached(
    () => readProductNumbers(tenantId),
    ['products:numbers', String(tenantId)],
    [cacheTags.products(tenantId)],
  )()
}
