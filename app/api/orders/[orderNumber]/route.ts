import { z } from 'zod'

import { accountContext } from '@/features/account-area/server/context'
import { findOwnOrder, orderDetail } from '@/features/orders/server/orders'
import { orderNotFound, validOrderNumber } from '@/features/orders/server/request'
import { defineRoute } from '@/lib/api/route'

/** GET /api/orders/{orderNumber}: { order }; unknown and other customers' orders are a 404 "Bestellung wurde nicht gefunden." */
export const GET = defineRoute(
  { auth: accountContext, input: { params: z.object({ orderNumber: z.string() }) } },
  async ({ ctx, params }) => {
    const orderNumber = validOrderNumber(params.orderNumber)
    const order = orderNumber ? await findOwnOrder(ctx, orderNumber) : null
    if (!order) throw orderNotFound(ctx)
    return { order: await orderDetail(ctx, order) }
  },
)
