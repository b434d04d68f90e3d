import type { NextRequest } from 'next/server'

import { accountContext, badAccountParameter } from '@/features/account-area/server/context'
import { ZFavouriteBody } from '@/features/favourites/schemas'
import { addFavouriteResponse, favouriteNumbersResponse } from '@/features/favourites/server/service'

/** GET /api/favourites: { productNumbers } — the signed-in business account's favourites (for the customer it works for). */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  return favouriteNumbersResponse(ctx)
}

/** POST /api/favourites { productNumber }: adds a favourite (idempotent: 201 new, 200 already). Answers { productNumbers }. */
export async function POST(request: NextRequest) {
  const ctx = await accountContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZFavouriteBody.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return badAccountParameter(ctx, parsed.error.issues[0]?.code === 'unrecognized_keys' ? parsed.error.issues[0].keys[0]! : 'productNumber')
  return addFavouriteResponse(ctx, parsed.data.productNumber)
}
