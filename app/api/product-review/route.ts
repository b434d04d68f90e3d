import { submitReview } from '@/features/reviews/server/submit'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { clientIp } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/product-review/ { name, email, comment, rating?, product,
 * kind?, username (honeypot), captchaToken }: a visitor's rating or question
 * about a product of this tenant, stored as pending until an editor approves
 * it. 201 { id, status: 'pending' }; 400 naming the fields, for a filled
 * honeypot (generic) or a refused captcha; 404 for an unknown product; 429
 * after 5 submissions per IP in 10 minutes. Nothing is stored on any refusal.
 */
export const POST = defineRoute(
  { auth: tenantContext, write: true, bodyKind: 'json' },
  async ({ ctx, body, request }) =>
    reply(await submitReview(body, { ...ctx, ip: clientIp(request) }), { status: 201 }),
)
