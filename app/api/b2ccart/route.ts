import { NextResponse, type NextRequest } from 'next/server'

import { bodyParameter, ZB2CCartParams } from '@/features/carts/schemas'
import { b2cCartContext, updateB2CCart, withGuestCookie } from '@/features/carts/server/b2c'
import { badParameter, jsonBody } from '@/features/carts/server/request'

/**
 * POST /api/b2ccart/ (SPEC §7 "POST update B2C cart. Returns data with
 * entries"): { action: 'add', entries: [{ articleNumber | productNumber,
 * count }] } | { action: 'update', itemKey, count } | { action: 'remove',
 * itemKey }. Visitors and private customers; a visitor's first add makes
 * its cart and sets the cart cookie. Bad input is a 400 naming the
 * parameter and changes nothing.
 */
export async function POST(request: NextRequest) {
  const req = await b2cCartContext(request, { write: true })
  if ('response' in req) return req.response
  const parsed = ZB2CCartParams.safeParse(await jsonBody(request))
  if (!parsed.success) {
    const parameter = bodyParameter(parsed.error)
    return badParameter(req.ctx, parameter, parameter.endsWith('count') ? req.ctx.t('carts.api.countInvalid') : undefined)
  }
  const { response, token } = await updateB2CCart(req, parsed.data)
  if (!token || !response.ok) return response
  return withGuestCookie(new NextResponse(response.body, { status: response.status, headers: response.headers }), token)
}
