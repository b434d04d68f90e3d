import { z } from 'zod'

import { b2cCartContext, b2cCartData, ownB2CCart } from '@/features/carts/server/b2c'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/** GET /api/b2ccart/{id}: the caller's own B2C cart with its entries; any other id is a 404. */
export const GET = defineRoute(
  { auth: b2cCartContext, input: { params: z.object({ id: z.string() }) } },
  async ({ ctx, params }) => {
    const cart = /^[A-Za-z0-9_-]{1,40}$/.test(params.id) ? await ownB2CCart(ctx, params.id) : null
    if (!cart) throw new NotFoundError(ctx.ctx.t('carts.b2c.api.cartMissing'))
    return b2cCartData(ctx.ctx, cart)
  },
)
