import { ZB2BCartDataParams } from '@/features/carts/checkout-schemas'
import {
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '@/features/carts/constants'
import { readCart } from '@/features/carts/server/cart'
import { b2bCheckoutData, updateCheckout } from '@/features/carts/server/checkout'
import { b2bCartContext, badParameter } from '@/features/carts/server/request'
import { bodyParameter } from '@/features/carts/schemas'
import { defineRoute } from '@/lib/api/route'

/** GET /api/b2bcart-data/: the cart with checkoutConfig.agbContentLink, the customer's addresses and the step's choices. */
export const GET = defineRoute({ auth: b2bCartContext }, async ({ ctx }) =>
  b2bCheckoutData(ctx, await readCart(ctx, 'b2b')),
)

const MAX_LENGTHS = {
  purchaseOrderNumber: PURCHASE_ORDER_NUMBER_MAX_LENGTH,
  costCentre: COST_CENTRE_MAX_LENGTH,
  remark: ORDER_REMARK_MAX_LENGTH,
} as const

/**
 * POST /api/b2bcart-data/: the delivery and invoice step — { shipTo?, billTo?
 * (partner ids of the customer's addresses), purchaseOrderNumber?,
 * costCentre?, remark?, requestedDeliveryDate? (YYYY-MM-DD or null: as soon
 * as possible; a working day the delivery step offers now), partialDelivery? }.
 * Answers the cart data; bad input is a 400 naming the field and changes nothing.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZB2BCartDataParams },
    invalid: ({ error }, ctx) => {
      const parameter = bodyParameter(error)
      if (parameter === 'requestedDeliveryDate')
        return badParameter(ctx, parameter, ctx.t('availability.problems.invalid'))
      const max = MAX_LENGTHS[parameter as keyof typeof MAX_LENGTHS]
      return badParameter(
        ctx,
        parameter,
        max
          ? ctx.t(`carts.checkout.api.${parameter as keyof typeof MAX_LENGTHS}Invalid`, { max })
          : undefined,
      )
    },
  },
  ({ ctx, body }) => updateCheckout(ctx, body),
)
