import type { NextRequest } from 'next/server'

import { ZRetailerModeInput } from '@/features/accounts/schemas'
import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { setRetailerMode } from '@/features/accounts/server/retailer-mode'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * POST /api/user/retailer-mode { enabled } (SPEC §7): switches the signed-in
 * account to the recommended gross retail prices (and back). Only where the
 * customer allows it (SPEC §6); answers { retailerMode: { available, enabled } }.
 */
export async function POST(request: NextRequest) {
  const t = await getApiTranslator(requestLocale(request))
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const parsed = ZRetailerModeInput.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return fail(400, [{ type: 'error', message: t('catalog.api.badParameter', { parameter: 'enabled' }), meta: { fields: ['enabled'] } }])
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
  if (!account) return fail(401, t('catalog.api.loginRequired'))
  const retailerMode = await setRetailerMode(account, parsed.data.enabled)
  if (!retailerMode) return fail(403, t('catalog.api.retailerModeUnavailable'))
  return ok({ retailerMode })
}
