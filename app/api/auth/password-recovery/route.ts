import { ZPasswordRecoveryInput } from '@/features/accounts/schemas'
import { linkOrigin, requestPasswordReset } from '@/features/accounts/server/password-reset'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { TooManyRequestsError, ValidationError } from '@/lib/api/errors'
import { clientIp, requestHost } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale } from '@/lib/i18n/locales'

/**
 * POST /api/auth/password-recovery { identifier }: mails a reset link when
 * an account of this tenant has that username or e-mail address. The answer
 * is the same either way, so it never tells whether an account exists; too
 * many requests get 429.
 */
export const POST = defineRoute(
  {
    auth: tenantContext,
    write: true,
    input: { body: ZPasswordRecoveryInput },
    invalid: (_, ctx) => new ValidationError(ctx.t('auth.recovery.missingIdentifier'), ['identifier']),
  },
  async ({ ctx: { t, tenant, requestedLocale }, body, request }) => {
    const locale = isRouteLocale(requestedLocale) ? requestedLocale : DEFAULT_ROUTE_LOCALE
    const outcome = await requestPasswordReset({
      identifier: body.identifier,
      tenantId: tenant.id,
      locale: tenant.locales.includes(locale) ? locale : tenant.defaultLocale,
      origin: linkOrigin(tenant, requestHost(request), request.nextUrl.protocol),
      ip: clientIp(request),
    })
    if (outcome === 'rate-limited') throw new TooManyRequestsError(t('auth.recovery.tooManyRequests'))
    return reply(
      { requested: true as const },
      { messages: [{ type: 'success', message: t('auth.recovery.sent') }] },
    )
  },
)
