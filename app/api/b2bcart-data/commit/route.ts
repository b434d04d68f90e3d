import { linkOrigin } from '@/features/accounts/server/password-reset'
import { ZCommitBody } from '@/features/carts/checkout-schemas'
import { commitCheckout } from '@/features/carts/server/checkout'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { bodyParameter } from '@/features/carts/schemas'
import { requestHost } from '@/lib/api/request-context'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/b2bcart-data/commit, the B2B cart's submit:
 * { submissionKey, termsAccepted: true }. Places the order once per
 * submission key and answers { orderNumber, confirmationUrl, count,
 * awaitingApproval }: a buyer's order beyond its limits awaits approval.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZCommitBody },
    invalid: ({ error }, ctx) => {
      const parameter = bodyParameter(error)
      const message =
        parameter === 'termsAccepted'
          ? ctx.t('carts.checkout.api.termsRequired')
          : parameter === 'submissionKey'
            ? ctx.t('carts.checkout.api.submissionKeyInvalid')
            : undefined
      return badParameter(ctx, parameter, message)
    },
  },
  ({ ctx, body, request }) =>
    commitCheckout(
      ctx,
      body.submissionKey,
      linkOrigin(ctx.tenant, requestHost(request), request.nextUrl.protocol),
    ),
)
