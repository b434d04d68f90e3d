import 'server-only'

import { verifyCaptcha, type CaptchaResult } from '@/lib/captcha/server'
import { languageOf } from '@/lib/i18n/locales'
import { createMemoryRateLimiter } from '@/lib/rate-limit'

import { REVIEW_CAPTCHA_ACTION, type ReviewInput } from '../schemas'
import { createPendingReview, findReviewProduct } from './reviews'

/** Submissions per client IP and window (in memory, per instance; see docs/scaling.md). */
export const REVIEWS_PER_IP = 5
export const REVIEW_WINDOW_SECONDS = 600

const submissionsPerIp = createMemoryRateLimiter({ limit: REVIEWS_PER_IP, windowSeconds: REVIEW_WINDOW_SECONDS })

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
export async function submitProductReview(input: ReviewInput, ctx: { tenantId: number | string; locale: string; ip: string | null }): Promise<SubmitReviewOutcome> {
  // Counted before the captcha, so a flood never reaches the captcha service.
  // Without a trustworthy address the captcha alone decides (no bucket shared by every such client).
  const gate = ctx.ip ? await submissionsPerIp.hit(ctx.ip) : null
  if (gate && !gate.allowed) return { kind: 'rate-limited', retryAfterSeconds: gate.retryAfterSeconds }

  const captcha = await verifyCaptcha(input.captchaToken, ctx.ip ?? undefined, { action: REVIEW_CAPTCHA_ACTION })
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
