import { ACCOUNT_COOKIE, clearedAccountCookie } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { logout } from '@/features/accounts/server/logout'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale } from '@/lib/i18n/locales'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/auth/logout (no payload): ends the session and clears the cookie;
 * idempotent. The answer sends the browser to the home page with a full page
 * load (redirectUrl; the message travels in the flash cookie): the pages a
 * visitor sees come from the full route cache, which a client-side navigation
 * from a signed-in page cannot switch to without a reload.
 */
export const POST = defineRoute({ write: true }, async ({ ctx: { t, requestedLocale }, request }) => {
  const tenant = await resolveTenant(requestHost(request))
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant?.id ?? null)
  if (account) await logout(account)
  const locale =
    isRouteLocale(requestedLocale) && (!tenant || tenant.locales.includes(requestedLocale))
      ? requestedLocale
      : (tenant?.defaultLocale ?? DEFAULT_ROUTE_LOCALE)
  return reply(
    { loggedOut: true as const },
    {
      redirectUrl: `/${locale}`,
      messages: account ? [{ type: 'success', message: t('auth.logout.success') }] : undefined,
      cookies: [clearedAccountCookie()],
    },
  )
})
