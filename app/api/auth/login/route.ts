import { ZLoginInput } from '@/features/accounts/schemas'
import { accountCookie } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { login } from '@/features/accounts/server/login'
import { B2C_CART_COOKIE, joinGuestCart } from '@/features/carts/server/b2c'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import { clientIp } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/auth/login { username, password, loginRedirectUrl? }: signs in (account cookie); a visitor's cart joins the account's.
 * 401 for a wrong name or password; 403 for a user its company's administrator deactivated (only with the right password).
 */
export const POST = defineRoute(
  {
    auth: tenantContext,
    write: true,
    input: { body: ZLoginInput },
    invalid: ({ error }, ctx) =>
      new ValidationError(ctx.t('auth.login.missingCredentials'), [
        ...new Set(error.issues.map((i) => String(i.path[0] ?? 'body'))),
      ]),
  },
  async ({ ctx, body, request }) => {
    const { t, tenant } = ctx
    const outcome = await login(body, { tenantId: tenant.id, ip: clientIp(request) })
    switch (outcome.kind) {
      case 'ok': {
        // A visitor's cart joins the account's cart; the visitor's cart and its cookie are gone afterwards.
        const guestToken = request.cookies.get(B2C_CART_COOKIE)?.value
        if (guestToken) {
          const account = await accountFromToken(outcome.token, tenant.id)
          if (account)
            await joinGuestCart(tenant, account, guestToken).catch((error: unknown) =>
              console.error('[login] the visitor cart could not join the account cart', error),
            )
        }
        return reply(
          { loggedIn: true as const },
          {
            redirectUrl: body.loginRedirectUrl ?? undefined,
            messages: [{ type: 'success', message: t('auth.login.success') }],
            cookies: [accountCookie(outcome.token, outcome.expiresInSeconds)],
            deleteCookies: guestToken ? [B2C_CART_COOKIE] : [],
          },
        )
      }
      case 'deactivated':
        throw new ForbiddenError(t('auth.login.deactivated'))
      case 'locked':
        throw new TooManyRequestsError(t('auth.login.locked'))
      case 'rate-limited':
        throw new TooManyRequestsError(t('auth.login.tooManyAttempts'), outcome.retryAfterSeconds)
      default:
        throw new UnauthorizedError(t('auth.login.invalid'))
    }
  },
)
