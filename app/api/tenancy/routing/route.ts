import { getRoutingTable } from '@/features/tenancy/server/tenants'
import { ok } from '@/lib/api/envelope'

/** The host → tenant → locales table that proxy.ts reads (public facts only). */
export async function GET() {
  return ok({ tenants: await getRoutingTable() })
}
