import type { NextRequest } from 'next/server'

import { ZCommitBody } from '@/features/carts/checkout-schemas'
import { commitCheckout } from '@/features/carts/server/checkout'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'
import { bodyParameter } from '@/features/carts/schemas'

/**
 * POST /api/b2bcart-data/commit (SPEC §7 "its commit", "POST submit B2B
 * cart"): { submissionKey, termsAccepted: true }. Places the order once per
 * submission key and answers { orderNumber, confirmationUrl, count }.
 */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZCommitBody.safeParse(await jsonBody(request))
  if (!parsed.success) {
    const parameter = bodyParameter(parsed.error)
    const message = parameter === 'termsAccepted' ? ctx.t('carts.checkout.api.termsRequired') : parameter === 'submissionKey' ? ctx.t('carts.checkout.api.submissionKeyInvalid') : undefined
    return badParameter(ctx, parameter, message)
  }
  return commitCheckout(ctx, parsed.data.submissionKey)
}
