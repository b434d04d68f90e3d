import type { NextRequest } from 'next/server'

import { accountContext } from '@/features/account-area/server/context'
import { ORDER_TABLE } from '@/features/orders/constants'
import { ordersCsvResponse } from '@/features/orders/server/export'
import { withPageLocale } from '@/features/orders/server/request'
import { tableRequest } from '@/features/table-lists/server/table'

/** GET /api/orders/export: the order list's selection (same filters, search and sort, no paging) as a CSV file, headed in the language of the page the link was on. */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(withPageLocale(request))
  if ('response' in ctx) return ctx.response
  const table = tableRequest(request.nextUrl, ORDER_TABLE, ctx.t)
  if ('response' in table) return table.response
  return ordersCsvResponse(ctx, table.query)
}
