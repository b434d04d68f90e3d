import { readCart, b2bCartData } from '@/features/carts/server/cart'
import { emptyB2BCart, updateB2BCart } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { bodyParameter, ZB2BCartParams } from '@/features/carts/schemas'
import { defineRoute } from '@/lib/api/route'

/** GET /api/b2bcart/: the caller's B2B cart, an empty one when there is none yet. */
export const GET = defineRoute({ auth: b2bCartContext }, async ({ ctx }) =>
  b2bCartData(ctx, await readCart(ctx, 'b2b')),
)

/**
 * POST /api/b2bcart/ (the body holds the parameters): { action: 'add', entries }
 * | { action: 'update', itemKey, count } | { action: 'remove', itemKey }
 * | { action: 'manualPrice', itemKey, manualPriceCents }. Answers the whole
 * cart; bad input is a 400 naming the parameter and changes nothing.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZB2BCartParams },
    invalid: ({ error }, ctx) => {
      const parameter = bodyParameter(error)
      const field = parameter.split('.').pop()
      const message =
        field === 'count'
          ? ctx.t('carts.api.countInvalid')
          : field === 'manualPriceCents'
            ? ctx.t('carts.api.manualPriceInvalid')
            : undefined
      return badParameter(ctx, parameter, message)
    },
  },
  ({ ctx, body }) => updateB2BCart(ctx, body),
)

/** DELETE /api/b2bcart/: empties the cart; answers it. */
export const DELETE = defineRoute({ auth: b2bCartContext, write: true }, ({ ctx }) => emptyB2BCart(ctx))
