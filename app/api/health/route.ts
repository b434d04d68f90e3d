import { warmSearchIndexesOnce } from '@/features/search/server/warm'
import { ServiceUnavailableError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { getPayload } from '@/lib/payload/get-payload'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for load balancers and the test runner. */
export const GET = defineRoute({}, async () => {
  try {
    const payload = await getPayload()
    await payload.count({ collection: 'tenants', overrideAccess: true })
  } catch {
    throw new ServiceUnavailableError('Database unavailable')
  }
  // The first health check (the start script's, a load balancer's) starts building the search indexes in the background.
  warmSearchIndexesOnce()
  return { status: 'ok' }
})
