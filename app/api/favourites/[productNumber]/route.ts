import type { NextRequest } from 'next/server'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { ZProductNumber } from '@/features/catalog/schemas'
import { removeFavouriteResponse } from '@/features/favourites/server/service'

/** DELETE /api/favourites/{productNumber}: takes the product off the favourites (idempotent). Answers { productNumbers }. */
export async function DELETE(request: NextRequest, { params }: { params: Promise<{ productNumber: string }> }) {
  const ctx = await accountContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZProductNumber.safeParse(decodeURIComponent((await params).productNumber))
  if (!parsed.success) return badAccountParameter(ctx, 'productNumber')
  return removeFavouriteResponse(ctx, parsed.data)
}
