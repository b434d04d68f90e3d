import type { NextRequest } from 'next/server'

import { readCart, b2bCartData } from '@/features/carts/server/cart'
import { emptyB2BCart, updateB2BCart } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'
import { bodyParameter, ZB2BCartParams } from '@/features/carts/schemas'
import { ok } from '@/lib/api/envelope'

/** GET /api/b2bcart/ (SPEC §7): the caller's B2B cart (SPEC §3), an empty one when there is none yet. */
export async function GET(request: NextRequest) {
  const ctx = await b2bCartContext(request)
  if ('response' in ctx) return ctx.response
  return ok(await b2bCartData(ctx, await readCart(ctx, 'b2b')))
}

/**
 * POST /api/b2bcart/ (SPEC §7, "body is params"): { action: 'add', entries }
 * | { action: 'update', itemKey, count } | { action: 'remove', itemKey }
 * | { action: 'manualPrice', itemKey, manualPriceCents }. Answers the whole
 * cart; bad input is a 400 naming the parameter and changes nothing.
 */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZB2BCartParams.safeParse(await jsonBody(request))
  if (!parsed.success) {
    const parameter = bodyParameter(parsed.error)
    const field = parameter.split('.').pop()
    const message = field === 'count' ? ctx.t('carts.api.countInvalid') : field === 'manualPriceCents' ? ctx.t('carts.api.manualPriceInvalid') : undefined
    return badParameter(ctx, parameter, message)
  }
  return updateB2BCart(ctx, parsed.data)
}

/** DELETE /api/b2bcart/: empties the cart; answers it. */
export async function DELETE(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  return emptyB2BCart(ctx)
}
