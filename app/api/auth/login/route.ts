import type { NextRequest } from 'next/server'

import { ZLoginInput } from '@/features/accounts/schemas'
import { accountCookie } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { login } from '@/features/accounts/server/login'
import { B2C_CART_COOKIE, joinGuestCart } from '@/features/carts/server/b2c'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { clientIp, isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { getApiTranslator } from '@/lib/i18n/translator'

export async function POST(request: NextRequest) {
  const t = await getApiTranslator(requestLocale(request))
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))

  const body = await request.json().catch(() => null)
  const parsed = ZLoginInput.safeParse(body)
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'body')))]
    return fail(400, [{ type: 'error', message: t('auth.login.missingCredentials'), meta: { fields } }])
  }

  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))

  const outcome = await login(parsed.data, { tenantId: tenant.id, ip: clientIp(request) })
  switch (outcome.kind) {
    case 'ok': {
      const response = ok(
        { loggedIn: true as const },
        { redirectUrl: parsed.data.loginRedirectUrl ?? undefined, messages: [{ type: 'success', message: t('auth.login.success') }] },
      )
      response.cookies.set(accountCookie(outcome.token, outcome.expiresInSeconds))
      // A visitor's cart joins the account's cart; the visitor's cart and its cookie are gone afterwards.
      const guestToken = request.cookies.get(B2C_CART_COOKIE)?.value
      if (guestToken) {
        const account = await accountFromToken(outcome.token, tenant.id)
        if (account) await joinGuestCart(tenant, account, guestToken).catch((error: unknown) => console.error('[login] the visitor cart could not join the account cart', error))
        response.cookies.delete(B2C_CART_COOKIE)
      }
      return response
    }
    case 'locked':
      return fail(429, t('auth.login.locked'))
    case 'rate-limited':
      return fail(429, t('auth.login.tooManyAttempts'), { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } })
    default:
      return fail(401, t('auth.login.invalid'))
  }
}
