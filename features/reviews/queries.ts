'use client'

import { apiRequest } from '@/lib/api/client'
import { useBusyMutation } from '@/lib/query/busy'

import { ZReviewCreated, type ReviewKind } from './schemas'

/** The feedback forms' requests: the scope of their busy flag. */
export const REVIEWS_SCOPE = ['reviews'] as const

/** What a feedback form sends: the fields, the stars (rating form only), the honeypot and the captcha token. */
export type ReviewSubmission = {
  name: string
  email: string
  comment: string
  rating?: number | null
  product: string
  kind: ReviewKind
  /** The honeypot: bots fill it, the server refuses them. */
  username: string
  captchaToken: string
  locale: string
}

/**
 * Sends a rating or a question. Errors show in the form, not as
 * notifications: `error` holds the failure (an `ApiHttpError` carries the
 * server's messages, with the fields they are about in `meta.fields`).
 * `run` resolves the created review, or undefined. `single`: one form's
 * second submit while its first runs sends nothing (the other form stays free).
 */
export function useSubmitReview() {
  return useBusyMutation({
    slice: REVIEWS_SCOPE,
    name: 'submit',
    single: true,
    mutationFn: async ({ locale, ...body }: ReviewSubmission) =>
      (
        await apiRequest('POST', '/api/product-review/', {
          call: { store: 'reviews', action: 'submit' },
          body,
          locale,
          schema: ZReviewCreated,
          showMessages: false,
        })
      ).data,
  })
}
