import { z } from 'zod'

import { bodyParameter } from '@/features/carts/schemas'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { ZReorderInput } from '@/features/orders/schemas'
import { reorder } from '@/features/orders/server/reorder'
import { orderNotFound, validOrderNumber } from '@/features/orders/server/request'
import { defineRoute } from '@/lib/api/route'

/** POST /api/orders/{orderNumber}/reorder { lines?: string[] }: the order's lines (or the chosen ones) into the B2B cart (see reorder); no body means every line. */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: {
      params: z.object({ orderNumber: z.string() }),
      body: z.preprocess((body) => body ?? {}, ZReorderInput),
    },
    invalid: ({ error }, ctx) => badParameter(ctx, bodyParameter(error)),
  },
  ({ ctx, params, body }) => {
    const orderNumber = validOrderNumber(params.orderNumber)
    if (!orderNumber) throw orderNotFound(ctx)
    return reorder(ctx, orderNumber, body.lines)
  },
)
