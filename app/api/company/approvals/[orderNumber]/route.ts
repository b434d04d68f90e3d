import { z } from 'zod'

import { approvalDetail } from '@/features/company/server/approvals'
import { b2bCartContext } from '@/features/carts/server/request'
import { orderNotFound, validOrderNumber } from '@/features/orders/server/request'
import { defineRoute } from '@/lib/api/route'

/** GET /api/company/approvals/{orderNumber}: the order that needed approval, its lines at today's prices and the buyer's limits; 404 for orders the caller may not see. */
export const GET = defineRoute(
  { auth: b2bCartContext, input: { params: z.object({ orderNumber: z.string() }) } },
  async ({ ctx, params }) => {
    const orderNumber = validOrderNumber(params.orderNumber)
    if (!orderNumber) throw orderNotFound(ctx)
    return { approval: await approvalDetail(ctx, orderNumber) }
  },
)
