import { accountContext } from '@/features/account-area/server/context'
import { ORDER_TABLE } from '@/features/orders/constants'
import { orderList } from '@/features/orders/server/orders'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/orders/ (a table list): { results } with the caller's
 * customer's orders — filters[status][], filters[placedBy][], dateFrom/dateTo,
 * search, sort/order, limit with offset or page. A bad parameter is a 400
 * naming it.
 */
export const GET = defineRoute({ auth: accountContext }, async ({ ctx, request }) => ({
  results: await orderList(ctx, tableRequest(request.nextUrl, ORDER_TABLE, ctx.t).query),
}))
