import { z } from 'zod'

/** Limits of the feedback forms (the collection enforces the same). */
export const NAME_MAX_LENGTH = 100
export const COMMENT_MAX_LENGTH = 2000
export const EMAIL_MAX_LENGTH = 254
export const MAX_RATING = 5

export const REVIEW_KINDS = ['rating', 'question'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]

/** The reCAPTCHA v3 action of the feedback forms (letters and underscores only). */
export const REVIEW_CAPTCHA_ACTION = 'product_review'

/** The fields a visitor fills in, shared by the form and the API. */
export const ZReviewFields = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email()),
  comment: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  /** 1–5 stars; null or missing when none was chosen. */
  rating: z.number().int().min(1).max(MAX_RATING).nullish(),
})
export type ReviewFields = z.infer<typeof ZReviewFields>

/** A product number (`TRB-SYN-5W30-C3`, any case) or the product's numeric id. */
export const ZReviewProduct = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,20}$/),
])

/**
 * POST /api/product-review/. `username` is the honeypot and is
 * checked before this schema (isHoneypotFilled). A question carries no
 * rating: one sent along is ignored. The captcha token is checked by the
 * captcha provider, which names a missing one.
 */
export const ZReviewInput = ZReviewFields.extend({
  product: ZReviewProduct,
  kind: z.enum(REVIEW_KINDS).default('rating'),
  captchaToken: z.string().trim().max(10_000).default(''),
  username: z.string().optional(),
}).transform(({ username: _honeypot, ...input }) => ({
  ...input,
  rating: input.kind === 'rating' ? (input.rating ?? null) : null,
}))
export type ReviewInput = z.output<typeof ZReviewInput>

/** The fields a bad body is about, in form order (`body` when it is not an object at all). */
export function invalidReviewFields(error: z.ZodError): string[] {
  const fields = new Set(error.issues.map((issue) => (issue.path.length ? String(issue.path[0]) : 'body')))
  const order = ['name', 'email', 'comment', 'rating', 'product', 'kind', 'captchaToken']
  return [...fields].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
}

/**
 * The honeypot: a field people never see. Bots fill every input;
 * anything but an empty string, or no field at all, means a bot.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('username' in body)) return false
  const value = (body as { username?: unknown }).username
  return value !== undefined && value !== null && value !== ''
}

/** The answer of a successful POST: the review waits for an editor. */
export const ZReviewCreated = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.literal('pending'),
})
export type ReviewCreated = z.infer<typeof ZReviewCreated>
