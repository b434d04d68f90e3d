import { ACCOUNT_COOKIE, clearedAccountCookie } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { logout } from '@/features/accounts/server/logout'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'

/** POST /api/auth/logout (no payload): ends the session and clears the cookie; idempotent. */
export const POST = defineRoute({ write: true }, async ({ ctx: { t }, request }) => {
  const tenant = await resolveTenant(requestHost(request))
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant?.id ?? null)
  if (account) await logout(account)
  return reply({ loggedOut: true as const }, { messages: account ? [{ type: 'success', message: t('auth.logout.success') }] : undefined, cookies: [clearedAccountCookie()] })
})
