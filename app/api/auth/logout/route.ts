import type { NextRequest } from 'next/server'

import { ACCOUNT_COOKIE, clearedAccountCookie } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { logout } from '@/features/accounts/server/logout'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { getApiTranslator } from '@/lib/i18n/translator'

/** POST /api/auth/logout (no payload): ends the session and clears the cookie; idempotent. */
export async function POST(request: NextRequest) {
  const t = await getApiTranslator(requestLocale(request))
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const tenant = await resolveTenant(requestHost(request))
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant?.id ?? null)
  if (account) await logout(account)
  const response = ok({ loggedOut: true as const }, { messages: account ? [{ type: 'success', message: t('auth.logout.success') }] : undefined })
  response.cookies.set(clearedAccountCookie())
  return response
}
