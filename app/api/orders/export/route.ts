import { accountContext } from '@/features/account-area/server/context'
import { ORDER_TABLE } from '@/features/orders/constants'
import { ordersCsvResponse } from '@/features/orders/server/export'
import { withPageLocale } from '@/features/orders/server/request'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/** GET /api/orders/export: the order list's selection (same filters, search and sort, no paging) as a CSV file, headed in the language of the page the link was on. */
export const GET = defineRoute(
  { auth: ({ request }) => accountContext({ request: withPageLocale(request) }) },
  ({ ctx, request }) => ordersCsvResponse(ctx, tableRequest(request.nextUrl, ORDER_TABLE, ctx.t).query),
)
