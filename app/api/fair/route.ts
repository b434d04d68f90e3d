import { listFairs } from '@/features/fairs/server/fairs'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { defineRoute } from '@/lib/api/route'

/** GET /api/fair/: the tenant's fairs, upcoming first and past apart. */
export const GET = defineRoute({ auth: tenantContext }, ({ ctx: { tenant, locale } }) =>
  listFairs(tenant.id, locale),
)
