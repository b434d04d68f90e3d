import { ZPasswordResetInput } from '@/features/accounts/schemas'
import { accountCookie } from '@/features/accounts/server/cookie'
import { login } from '@/features/accounts/server/login'
import { resetPassword } from '@/features/accounts/server/password-reset'
import { DASHBOARD_PATH } from '@/features/contacts/constants'
import { ValidationError } from '@/lib/api/errors'
import { clientIp } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale } from '@/lib/i18n/locales'

/**
 * POST /api/auth/password-reset { token, password, passwordConfirm }: sets
 * the new password (at least eight characters with upper and lower case, a
 * digit and a special character) with a mailed link. An expired, unknown or
 * already used link is refused with its own message and changes
 * nothing; success sends the browser to the login page. A company
 * administrator's invitation link sets the first password and signs the new
 * user in (the account cookie, as the login does) and sends it into the shop.
 */
export const POST = defineRoute(
  {
    write: true,
    input: { body: ZPasswordResetInput },
    invalid: ({ error }, { t }) => {
      const field = String(error.issues[0]?.path[0] ?? 'password')
      const message =
        field === 'token'
          ? t('auth.reset.invalid')
          : field === 'passwordConfirm'
            ? t('auth.reset.mismatch')
            : t('auth.reset.weak')
      return new ValidationError(message, [field])
    },
  },
  async ({ ctx: { t, requestedLocale }, body, request }) => {
    const locale = isRouteLocale(requestedLocale) ? requestedLocale : DEFAULT_ROUTE_LOCALE
    const result = await resetPassword(body.token, body.password)
    if (result.outcome !== 'ok') {
      const state = result.outcome === 'valid' ? 'invalid' : result.outcome
      throw new ValidationError(
        result.purpose === 'invitation' ? t(`auth.invitation.${state}`) : t(`auth.reset.${state}`),
        ['token'],
      )
    }
    if (result.purpose === 'invitation') {
      // The invited user is in at once, with the password just set (the login's protection applies as ever).
      const signedIn = await login(
        { username: result.account.username, password: body.password },
        { tenantId: result.account.tenant, ip: clientIp(request) },
      )
      if (signedIn.kind === 'ok')
        return reply(
          { reset: true as const },
          {
            redirectUrl: `/${locale}${DASHBOARD_PATH}`,
            messages: [{ type: 'success', message: t('auth.invitation.success') }],
            cookies: [accountCookie(signedIn.token, signedIn.expiresInSeconds)],
          },
        )
      return reply(
        { reset: true as const },
        {
          redirectUrl: `/${locale}/login`,
          messages: [{ type: 'success', message: t('auth.invitation.successLogin') }],
        },
      )
    }
    return reply(
      { reset: true as const },
      { redirectUrl: `/${locale}/login`, messages: [{ type: 'success', message: t('auth.reset.success') }] },
    )
  },
)
