import 'server-only'

import { getRoutingTable } from '@/features/tenancy/server/tenants'

import { pruneSearchChanges, searchService } from './service'

/**
 * Builds every tenant's search indexes (one per site locale) one after the
 * other, so the first visitors do not wait for them, and removes old rows of
 * the change log.
 */
export async function warmSearchIndexes(): Promise<{ indexes: number; ms: number }> {
  const started = Date.now()
  await pruneSearchChanges()
  let indexes = 0
  for (const tenant of await getRoutingTable()) {
    for (const locale of tenant.locales) {
      await searchService.entry({ tenantId: tenant.id, locale })
      indexes++
    }
  }
  return { indexes, ms: Date.now() - started }
}

let started = false

/**
 * Starts warmSearchIndexes once per process, in the background (the first
 * health check does, see app/api/health). Not from instrumentation.ts: that
 * is bundled apart from the routes and would start a second copy of Payload
 * whose errors the routes would not recognise. SEARCH_WARM_ON_START=false
 * leaves each index to its first search.
 */
export function warmSearchIndexesOnce(): void {
  if (started || process.env.SEARCH_WARM_ON_START === 'false') return
  started = true
  warmSearchIndexes().then(
    ({ indexes, ms }) => console.info(`search: ${indexes} indexes built in ${ms} ms`),
    (error: unknown) =>
      console.error('search: building the indexes at start failed; they are built on first use', error),
  )
}
