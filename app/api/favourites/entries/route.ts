import type { NextRequest } from 'next/server'

import { accountContext } from '@/features/account-area/server/context'
import { favouriteEntriesResponse } from '@/features/favourites/server/service'

/** GET /api/favourites/entries: { favourites } — the favourites page's products (title, picture, link, pack sizes, price from). */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  return favouriteEntriesResponse(ctx)
}
