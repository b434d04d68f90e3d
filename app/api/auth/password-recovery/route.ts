import type { NextRequest } from 'next/server'

import { ZPasswordRecoveryInput } from '@/features/accounts/schemas'
import { linkOrigin, requestPasswordReset } from '@/features/accounts/server/password-reset'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { clientIp, isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * POST /api/auth/password-recovery { identifier }: mails a reset link when
 * an account of this tenant has that username or e-mail address. The answer
 * is the same either way (SPEC §8); too many requests get 429.
 */
export async function POST(request: NextRequest) {
  const asked = requestLocale(request)
  const locale = isRouteLocale(asked) ? asked : DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const parsed = ZPasswordRecoveryInput.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return fail(400, [{ type: 'error', message: t('auth.recovery.missingIdentifier'), meta: { fields: ['identifier'] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const outcome = await requestPasswordReset({
    identifier: parsed.data.identifier,
    tenantId: tenant.id,
    locale: tenant.locales.includes(locale) ? locale : tenant.defaultLocale,
    origin: linkOrigin(tenant, requestHost(request), request.nextUrl.protocol),
    ip: clientIp(request),
  })
  if (outcome === 'rate-limited') return fail(429, t('auth.recovery.tooManyRequests'))
  return ok({ requested: true as const }, { messages: [{ type: 'success', message: t('auth.recovery.sent') }] })
}
