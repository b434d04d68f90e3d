import 'server-only'

import type { ApiMessage } from '@/lib/api/envelope-types'
import { NotFoundError, TooManyRequestsError, ValidationError } from '@/lib/api/errors'
import type { Translator } from '@/lib/api/route'
import { verifyCaptcha, type CaptchaResult } from '@/lib/captcha/server'
import { languageOf } from '@/lib/i18n/locales'
import { createRateLimiter } from '@/lib/rate-limit'

import type { TenantRoute } from '@/lib/tenancy/routing-table'

import {
  invalidReviewFields,
  isHoneypotFilled,
  REVIEW_CAPTCHA_ACTION,
  ZReviewInput,
  type ReviewInput,
} from '../schemas'
import { createPendingReview, findReviewProduct } from './reviews'
import { counted } from '@/lib/numbers'

/** Submissions per client IP and window (in memory, per instance; see docs/scaling.md). */
export const REVIEWS_PER_IP = 5
export const REVIEW_WINDOW_SECONDS = 600

const submissionsPerIp = createRateLimiter('reviews-per-address', {
  limit: REVIEWS_PER_IP,
  windowSeconds: REVIEW_WINDOW_SECONDS,
})

export type SubmitReviewOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'captcha-failed'; reason: Extract<CaptchaResult, { ok: false }>['reason'] }
  | { kind: 'product-missing' }

/**
 * Takes a visitor's rating or question (already validated, honeypot empty):
 * counts it against the IP's limit, checks the captcha, finds the product on
 * the tenant and stores the review as pending in the request's language.
 * Nothing is stored when a step refuses.
 */
export async function submitProductReview(
  input: ReviewInput,
  ctx: { tenantId: number | string; locale: string; ip: string | null },
): Promise<SubmitReviewOutcome> {
  // Counted before the captcha, so a flood never reaches the captcha service.
  // Without a trustworthy address the captcha alone decides (no bucket shared by every such client).
  const gate = ctx.ip ? await submissionsPerIp.hit(ctx.ip) : null
  if (gate && !gate.allowed) return { kind: 'rate-limited', retryAfterSeconds: gate.retryAfterSeconds }

  const captcha = await verifyCaptcha(input.captchaToken, ctx.ip ?? undefined, {
    action: REVIEW_CAPTCHA_ACTION,
  })
  if (!captcha.ok) return { kind: 'captcha-failed', reason: captcha.reason }

  const product = await findReviewProduct(ctx.tenantId, input.product)
  if (!product) return { kind: 'product-missing' }

  const { id } = await createPendingReview({
    tenantId: ctx.tenantId,
    productId: product.id,
    kind: input.kind,
    rating: input.rating,
    name: input.name,
    email: input.email,
    comment: input.comment,
    language: languageOf(ctx.locale),
  })
  return { kind: 'created', id }
}

/** Test seam: forget an IP's submissions. */
export async function resetReviewRateLimit(ip: string): Promise<void> {
  await submissionsPerIp.reset(ip)
}

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
  return {
    type: 'error',
    message: (messages[field] ?? (() => t('api.invalidInput')))(),
    meta: { fields: [field] },
  }
}

/**
 * POST /api/product-review/: the honeypot (a generic 400: bots learn nothing),
 * the fields (400 naming each), then submitProductReview — 429 with
 * Retry-After, 400 for a refused captcha, 404 for an unknown product.
 * Answers { id, status: 'pending' }.
 */
export async function submitReview(
  body: unknown,
  ctx: { tenant: TenantRoute; locale: string; t: Translator; ip: string | null },
): Promise<{ id: number | string; status: 'pending' }> {
  const { t } = ctx
  if (isHoneypotFilled(body)) throw new ValidationError(t('reviews.api.rejected'))
  const parsed = ZReviewInput.safeParse(body)
  if (!parsed.success)
    throw new ValidationError(invalidReviewFields(parsed.error).map((field) => fieldMessage(t, field)))
  const outcome = await submitProductReview(parsed.data, {
    tenantId: ctx.tenant.id,
    locale: ctx.locale,
    ip: ctx.ip,
  })
  switch (outcome.kind) {
    case 'created':
      return { id: outcome.id, status: 'pending' }
    case 'rate-limited':
      throw new TooManyRequestsError(
        t('reviews.api.tooMany', counted(Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)))),
        outcome.retryAfterSeconds,
      )
    case 'captcha-failed': {
      const unavailable = outcome.reason === 'unavailable' || outcome.reason === 'not-configured'
      throw new ValidationError(
        t(unavailable ? 'reviews.api.captchaUnavailable' : 'reviews.api.captchaFailed'),
        ['captchaToken'],
      )
    }
    default:
      throw new NotFoundError([
        { type: 'error', message: t('reviews.api.productMissing'), meta: { fields: ['product'] } },
      ])
  }
}
