import 'server-only'

import type { Product } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { getPayload } from '@/lib/payload/get-payload'

async function readProductNumbers(tenantId: number | string): Promise<{ id: number; productNumber: string }[]> {
  const payload = await getPayload()
  const { docs } = await payload.find({ collection: 'products', where: { tenant: { equals: tenantId } }, depth: 0, pagination: false, select: { productNumber: true }, overrideAccess: false, user: undefined })
  return (docs as Product[]).map((doc) => ({ id: doc.id, productNumber: doc.productNumber }))
}

/** Every product number of a tenant (for the sitemap), cached until products change. */
export function getProductNumbers(tenantId: number | string) {
  return cached(() => readProductNumbers(tenantId), ['products:numbers', String(tenantId)], [cacheTags.products(tenantId)])()
}
