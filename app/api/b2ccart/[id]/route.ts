import type { NextRequest } from 'next/server'

import { b2cCartContext, b2cCartData, ownB2CCart } from '@/features/carts/server/b2c'
import { fail, ok } from '@/lib/api/envelope'

type Params = { params: Promise<{ id: string }> }

/** GET /api/b2ccart/{id} (SPEC §7): the caller's own B2C cart with its entries; any other id is a 404. */
export async function GET(request: NextRequest, { params }: Params) {
  const req = await b2cCartContext(request)
  if ('response' in req) return req.response
  const { id } = await params
  const cart = /^[A-Za-z0-9_-]{1,40}$/.test(id) ? await ownB2CCart(req, id) : null
  if (!cart) return fail(404, req.ctx.t('carts.b2c.api.cartMissing'))
  return ok(await b2cCartData(req.ctx, cart))
}
