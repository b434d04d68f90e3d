import { ZPasswordResetInput } from '@/features/accounts/schemas'
import { resetPassword } from '@/features/accounts/server/password-reset'
import { ValidationError } from '@/lib/api/errors'
import { defineRoute, reply } from '@/lib/api/route'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale } from '@/lib/i18n/locales'

/**
 * POST /api/auth/password-reset { token, password, passwordConfirm }: sets
 * the new password (at least eight characters with upper and lower case, a
 * digit and a special character) with a mailed link. An expired, unknown or
 * already used link is refused with its own message and changes
 * nothing; success sends the browser to the login page.
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
  async ({ ctx: { t, requestedLocale }, body }) => {
    const locale = isRouteLocale(requestedLocale) ? requestedLocale : DEFAULT_ROUTE_LOCALE
    const outcome = await resetPassword(body.token, body.password)
    if (outcome !== 'ok')
      throw new ValidationError(t(`auth.reset.${outcome === 'valid' ? 'invalid' : outcome}`), ['token'])
    return reply(
      { reset: true as const },
      { redirectUrl: `/${locale}/login`, messages: [{ type: 'success', message: t('auth.reset.success') }] },
    )
  },
)
