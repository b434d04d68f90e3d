import type { NextRequest } from 'next/server'

import { invalidReviewFields, isHoneypotFilled, ZReviewInput } from '@/features/reviews/schemas'
import { submitProductReview } from '@/features/reviews/server/submit'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok, type ApiMessage } from '@/lib/api/envelope'
import { clientIp, isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

type Translator = Awaited<ReturnType<typeof getApiTranslator>>

/** One message per bad field, naming it in meta.fields (the form marks the field). */
function fieldMessage(t: Translator, field: string): ApiMessage {
  const messages: Record<string, () => string> = {
    name: () => t('reviews.api.fields.name'),
    email: () => t('reviews.api.fields.email'),
    comment: () => t('reviews.api.fields.comment'),
    rating: () => t('reviews.api.fields.rating'),
    product: () => t('reviews.api.fields.product'),
    kind: () => t('reviews.api.fields.kind'),
    captchaToken: () => t('reviews.api.captchaFailed'),
  }
  return { type: 'error', message: (messages[field] ?? (() => t('api.invalidInput')))(), meta: { fields: [field] } }
}

/**
 * POST /api/product-review/ (SPEC §7) { name, email, comment, rating?, product,
 * kind?, username (honeypot), captchaToken }: a visitor's rating or question
 * about a product of this tenant, stored as pending until an editor approves
 * it. 201 { id, status: 'pending' }; 400 naming the fields, for a filled
 * honeypot (generic) or a refused captcha; 404 for an unknown product; 429
 * after 5 submissions per IP in 10 minutes. Nothing is stored on any refusal.
 */
export async function POST(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const body: unknown = await request.json().catch(() => null)
  // Bots learn nothing from the answer: the same text as any refused message.
  if (isHoneypotFilled(body)) return fail(400, t('reviews.api.rejected'))
  const parsed = ZReviewInput.safeParse(body)
  if (!parsed.success) return fail(400, invalidReviewFields(parsed.error).map((field) => fieldMessage(t, field)))

  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))

  const outcome = await submitProductReview(parsed.data, { tenantId: tenant.id, locale, ip: clientIp(request) })
  switch (outcome.kind) {
    case 'created':
      return ok({ id: outcome.id, status: 'pending' as const }, { status: 201 })
    case 'rate-limited':
      return fail(429, t('reviews.api.tooMany', { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) }), { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } })
    case 'captcha-failed': {
      const unavailable = outcome.reason === 'unavailable' || outcome.reason === 'not-configured'
      return fail(400, [{ type: 'error', message: t(unavailable ? 'reviews.api.captchaUnavailable' : 'reviews.api.captchaFailed'), meta: { fields: ['captchaToken'] } }])
    }
    default:
      return fail(404, [{ type: 'error', message: t('reviews.api.productMissing'), meta: { fields: ['product'] } }])
  }
}
