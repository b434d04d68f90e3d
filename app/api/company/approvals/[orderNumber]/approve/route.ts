import { z } from 'zod'

import { bodyParameter } from '@/features/carts/schemas'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { ZApproveBody } from '@/features/company/approval-schemas'
import { approveOrder } from '@/features/company/server/approvals'
import { orderNotFound, validOrderNumber } from '@/features/orders/server/request'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/company/approvals/{orderNumber}/approve { expectedTotalCents }:
 * an administrator of the company (not the buyer) places the order at
 * today's prices. 409 when it was decided already (naming who decided), when
 * today's total differs from the confirmed one, or when a line can no longer
 * be ordered; 403 for anyone but an administrator; 404 for foreign orders.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { params: z.object({ orderNumber: z.string() }), body: ZApproveBody },
    invalid: ({ error }, ctx) =>
      badParameter(ctx, bodyParameter(error), ctx.t('approvals.api.expectedTotalInvalid')),
  },
  async ({ ctx, params, body }) => {
    const orderNumber = validOrderNumber(params.orderNumber)
    if (!orderNumber) throw orderNotFound(ctx)
    const result = await approveOrder(ctx, orderNumber, body.expectedTotalCents)
    return reply(result, {
      messages: [{ type: 'success', message: ctx.t('approvals.success.approved', { orderNumber }) }],
    })
  },
)
