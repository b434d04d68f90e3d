import type { NextRequest } from 'next/server'

import { accountContext } from '@/features/account-area/server/context'
import { ORDER_TABLE } from '@/features/orders/constants'
import { orderList } from '@/features/orders/server/orders'
import { tableRequest } from '@/features/table-lists/server/table'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/orders/ (SPEC §3 table lists, §7): { results } with the caller's
 * customer's orders — filters[status][], filters[placedBy][], dateFrom/dateTo,
 * search, sort/order, limit with offset or page. A bad parameter is a 400
 * naming it.
 */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  const table = tableRequest(request.nextUrl, ORDER_TABLE, ctx.t)
  if ('response' in table) return table.response
  return ok({ results: await orderList(ctx, table.query) })
}
