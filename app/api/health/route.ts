import { warmSearchIndexesOnce } from '@/features/search/server/warm'
import { fail, ok } from '@/lib/api/envelope'
import { getPayload } from '@/lib/payload/get-payload'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for load balancers and the test runner. */
export async function GET() {
  try {
    const payload = await getPayload()
    await payload.count({ collection: 'tenants', overrideAccess: true })
    // The first health check (the start script's, a load balancer's) starts building the search indexes in the background.
    warmSearchIndexesOnce()
    return ok({ status: 'ok' })
  } catch {
    return fail(503, 'Database unavailable')
  }
}
