import { getRoutingTable } from '@/features/tenancy/server/tenants'
import { defineRoute } from '@/lib/api/route'

/** The host → tenant → locales table that proxy.ts reads (public facts only). */
export const GET = defineRoute({}, async () => ({ tenants: await getRoutingTable() }))
