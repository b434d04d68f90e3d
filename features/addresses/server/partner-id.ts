import 'server-only'

import { randomInt } from 'node:crypto'

import { systemData } from '@/lib/data/system'

/**
 * A partner id for a new delivery address: W and seven digits, unused on this
 * tenant. The check counts every customer's addresses (nothing of them is
 * read), so it runs as system work.
 */
export async function newPartnerId(tenantId: number | string): Promise<string> {
  const system = systemData('a partner id unique on the tenant')
  for (;;) {
    const candidate = `W${randomInt(1_000_000, 10_000_000)}`
    const { totalDocs } = await system.count({
      collection: 'addresses',
      where: { and: [{ tenant: { equals: tenantId } }, { partnerId: { equals: candidate } }] },
    })
    if (!totalDocs) return candidate
  }
}
