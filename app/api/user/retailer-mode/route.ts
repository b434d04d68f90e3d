import { ZRetailerModeInput } from '@/features/accounts/schemas'
import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { setRetailerMode } from '@/features/accounts/server/retailer-mode'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { ForbiddenError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/user/retailer-mode { enabled }: switches the signed-in
 * account to the recommended gross retail prices (and back). Only where the
 * customer allows it; answers { retailerMode: { available, enabled } }.
 */
export const POST = defineRoute(
  {
    auth: tenantContext,
    write: true,
    input: { body: ZRetailerModeInput },
    invalid: (_, { t }) =>
      new ValidationError(t('catalog.api.badParameter', { parameter: 'enabled' }), ['enabled']),
  },
  async ({ ctx: { t, tenant }, body, request }) => {
    const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
    if (!account) throw new UnauthorizedError(t('catalog.api.loginRequired'))
    const retailerMode = await setRetailerMode(account, body.enabled)
    if (!retailerMode) throw new ForbiddenError(t('catalog.api.retailerModeUnavailable'))
    return { retailerMode }
  },
)
