import { bodyParameter, ZB2CCartParams } from '@/features/carts/schemas'
import { b2cCartContext, updateB2CCart } from '@/features/carts/server/b2c'
import { badParameter } from '@/features/carts/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/b2ccart/ { action: 'add', entries: [{ articleNumber |
 * productNumber, count }] } | { action: 'update', itemKey, count } |
 * { action: 'remove', itemKey }: answers the cart with its entries. Visitors and private customers; a visitor's first add makes
 * its cart and sets the cart cookie. Bad input is a 400 naming the
 * parameter and changes nothing.
 */
export const POST = defineRoute(
  {
    auth: b2cCartContext,
    write: true,
    input: { body: ZB2CCartParams },
    invalid: ({ error }, req) => {
      const parameter = bodyParameter(error)
      return badParameter(
        req.ctx,
        parameter,
        parameter.endsWith('count') ? req.ctx.t('carts.api.countInvalid') : undefined,
      )
    },
  },
  ({ ctx, body }) => updateB2CCart(ctx, body),
)
