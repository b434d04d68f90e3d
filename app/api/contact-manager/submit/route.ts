import type { NextRequest } from 'next/server'

import { invalidParams, ZContactSubmitInput } from '@/features/contact-manager/schemas'
import { submitContactRequest } from '@/features/contact-manager/server/submit'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { clientIp, isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * POST /api/contact-manager/submit (same origin) { processId, values:
 * { [stepId]: {...} }, username (honeypot), captchaToken }: the visitor's
 * request, checked as a whole, stored for editors and mailed to the
 * recipients. 201 { id, message } with the confirmation; 400 naming what is
 * wrong (nothing stored); 403 from another origin; 404 for a process this
 * tenant does not have; 429 when the IP sent too many.
 */
export async function POST(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const body: unknown = await request.json().catch(() => null)
  const parsed = ZContactSubmitInput.safeParse(body)
  if (!parsed.success) {
    return fail(400, invalidParams(parsed.error).map((param) => ({ type: 'error' as const, message: t('contactManager.api.invalidParam', { param }), meta: { fields: [param] } })))
  }
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const outcome = await submitContactRequest(parsed.data, { tenantId: Number(tenant.id), locale, ip: clientIp(request) })
  if (outcome.kind === 'refused') return fail(outcome.status, outcome.messages, outcome.headers ? { headers: outcome.headers } : {})
  return ok(outcome.data, { status: 201 })
}
