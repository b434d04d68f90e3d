import type { NextRequest } from 'next/server'

import { ZB2BCartDataParams } from '@/features/carts/checkout-schemas'
import { COST_CENTRE_MAX_LENGTH, ORDER_REMARK_MAX_LENGTH, PURCHASE_ORDER_NUMBER_MAX_LENGTH } from '@/features/carts/constants'
import { readCart } from '@/features/carts/server/cart'
import { b2bCheckoutData, updateCheckout } from '@/features/carts/server/checkout'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'
import { bodyParameter } from '@/features/carts/schemas'
import { ok } from '@/lib/api/envelope'

/** GET /api/b2bcart-data/ (SPEC §3, §7): the cart with checkoutConfig.agbContentLink, the customer's addresses and the step's choices. */
export async function GET(request: NextRequest) {
  const ctx = await b2bCartContext(request)
  if ('response' in ctx) return ctx.response
  return ok(await b2bCheckoutData(ctx, await readCart(ctx, 'b2b')))
}

const MAX_LENGTHS = { purchaseOrderNumber: PURCHASE_ORDER_NUMBER_MAX_LENGTH, costCentre: COST_CENTRE_MAX_LENGTH, remark: ORDER_REMARK_MAX_LENGTH } as const

/**
 * POST /api/b2bcart-data/: the delivery and invoice step — { shipTo?, billTo?
 * (partner ids of the customer's addresses), purchaseOrderNumber?,
 * costCentre?, remark? }. Answers the cart data; bad input is a 400 naming
 * the field and changes nothing.
 */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZB2BCartDataParams.safeParse(await jsonBody(request))
  if (!parsed.success) {
    const parameter = bodyParameter(parsed.error)
    const max = MAX_LENGTHS[parameter as keyof typeof MAX_LENGTHS]
    return badParameter(ctx, parameter, max ? ctx.t(`carts.checkout.api.${parameter as keyof typeof MAX_LENGTHS}Invalid`, { max }) : undefined)
  }
  return updateCheckout(ctx, parsed.data)
}
