import type { NextRequest } from 'next/server'

import { setShowItemRefTexts } from '@/features/carts/server/b2b'
import { b2bCartContext, badParameter, jsonBody } from '@/features/carts/server/request'
import { ZSetShowItemRefTextsBody } from '@/features/carts/schemas'

/** POST /api/b2bcart/set-show-item-ref-texts { showItemRefTexts } (SPEC §4, §7): replaces the flag, clears every reference text, answers the cart. */
export async function POST(request: NextRequest) {
  const ctx = await b2bCartContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZSetShowItemRefTextsBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, 'showItemRefTexts')
  return setShowItemRefTexts(ctx, parsed.data.showItemRefTexts)
}
