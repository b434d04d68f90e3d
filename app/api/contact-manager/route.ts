import { getContactProcess } from '@/features/contact-manager/server/process'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/** GET /api/contact-manager: the tenant's process with its steps; 404 when it has none. */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale } }) => {
  const contactProcess = await getContactProcess(Number(tenant.id), locale)
  if (!contactProcess) throw new NotFoundError(t('contactManager.api.unknownProcess'))
  return contactProcess
})
