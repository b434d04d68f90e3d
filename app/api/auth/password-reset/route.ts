import type { NextRequest } from 'next/server'

import { ZPasswordResetInput } from '@/features/accounts/schemas'
import { resetPassword } from '@/features/accounts/server/password-reset'
import { fail, ok } from '@/lib/api/envelope'
import { isSameOrigin, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * POST /api/auth/password-reset { token, password, passwordConfirm }: sets
 * the new password (SPEC §5 rules) with a mailed link. An expired, unknown or
 * already used link is refused with its own message (SPEC §8) and changes
 * nothing; success sends the browser to the login page.
 */
export async function POST(request: NextRequest) {
  const asked = requestLocale(request)
  const locale = isRouteLocale(asked) ? asked : DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const parsed = ZPasswordResetInput.safeParse(await request.json().catch(() => null))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = String(issue.path[0] ?? 'password')
    const message = field === 'token' ? t('auth.reset.invalid') : field === 'passwordConfirm' ? t('auth.reset.mismatch') : t('auth.reset.weak')
    return fail(400, [{ type: 'error', message, meta: { fields: [field] } }])
  }
  const outcome = await resetPassword(parsed.data.token, parsed.data.password)
  if (outcome !== 'ok') return fail(400, [{ type: 'error', message: t(`auth.reset.${outcome === 'valid' ? 'invalid' : outcome}`), meta: { fields: ['token'] } }])
  return ok({ reset: true as const }, { redirectUrl: `/${locale}/login`, messages: [{ type: 'success', message: t('auth.reset.success') }] })
}
