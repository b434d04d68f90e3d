import { z } from 'zod'

import { bodyParameter } from '@/features/carts/schemas'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { ZRejectBody } from '@/features/company/approval-schemas'
import { rejectOrder } from '@/features/company/server/approvals'
import { orderNotFound, validOrderNumber } from '@/features/orders/server/request'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/company/approvals/{orderNumber}/reject { reason }: an
 * administrator (not the buyer) rejects with a reason the buyer reads; the
 * order's articles go back into the buyer's cart. 400 names `reason` when it
 * is missing, too short or long, or has control characters.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { params: z.object({ orderNumber: z.string() }), body: ZRejectBody },
    invalid: ({ error }, ctx) => {
      const parameter = bodyParameter(error)
      return badParameter(
        ctx,
        parameter,
        parameter === 'reason' ? ctx.t('approvals.api.reasonInvalid') : undefined,
      )
    },
  },
  async ({ ctx, params, body }) => {
    const orderNumber = validOrderNumber(params.orderNumber)
    if (!orderNumber) throw orderNotFound(ctx)
    const result = await rejectOrder(ctx, orderNumber, body.reason)
    return reply(result, {
      messages: [{ type: 'success', message: ctx.t('approvals.success.rejected', { orderNumber }) }],
    })
  },
)
