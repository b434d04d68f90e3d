import type { NextRequest } from 'next/server'

import { CART_REF_TEXT_MAX_LENGTH } from '@/features/carts/constants'
import { setItemRefText } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'
import { bodyParameter, ZSetItemRefTextBody } from '@/features/carts/schemas'

/** POST /api/b2bcart/set-item-ref-text { itemKey, itemRefText } (SPEC §5, §7): answers { itemRefText }; a `#` is refused. */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const body = await jsonBody(request)
  const parsed = ZSetItemRefTextBody.safeParse(body)
  if (!parsed.success) {
    const parameter = bodyParameter(parsed.error)
    const text = (body as { itemRefText?: unknown } | null)?.itemRefText
    const message = parameter !== 'itemRefText' || typeof text !== 'string' ? undefined : text.includes('#') ? ctx.t('carts.api.refTextHash') : ctx.t('carts.api.refTextTooLong', { max: CART_REF_TEXT_MAX_LENGTH })
    return badParameter(ctx, parameter, message)
  }
  return setItemRefText(ctx, parsed.data.itemKey, parsed.data.itemRefText)
}
