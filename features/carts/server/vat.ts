import 'server-only'

import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { basisPoints, STANDARD_VAT_RATE } from '@/lib/vat'

async function readStandardRate(tenantId: number | string): Promise<number> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'checkout-settings',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 0,
    select: { vat: true },
  })
  const rate = docs[0]?.vat?.standardRate
  return typeof rate === 'number' && basisPoints(rate) != null ? rate : STANDARD_VAT_RATE
}

/** The tenant's standard VAT rate in percent (its checkout settings; 8.1 without them), cached until editors change them. */
export function standardVatRate(tenantId: number | string): Promise<number> {
  return cached(
    () => readStandardRate(tenantId),
    ['checkout:vat', String(tenantId)],
    [cacheTags.checkout(tenantId)],
  )()
}
