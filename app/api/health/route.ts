import { getPayload } from '@/lib/payload/get-payload'
import { fail, ok } from '@/lib/api/envelope'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for load balancers and the test runner. */
export async function GET() {
  try {
    const payload = await getPayload()
    await payload.count({ collection: 'tenants', overrideAccess: true })
    return ok({ status: 'ok' })
  } catch {
    return fail(503, 'Database unavailable')
  }
}
