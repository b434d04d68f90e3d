import { warmSearchIndexesOnce } from '@/features/search/server/warm'
import { ServiceUnavailableError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { systemData } from '@/lib/data/system'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for load balancers and the test runner. */
export const GET = defineRoute({}, async () => {
  try {
    await systemData('health check: database reachable').count({ collection: 'tenants' })
  } catch {
    throw new ServiceUnavailableError('Database unavailable')
  }
  // The first health check (the start script's, a load balancer's) starts building the search indexes in the background.
  warmSearchIndexesOnce()
  return { status: 'ok' }
})
