import type { NextRequest } from 'next/server'

import { employeeContext } from '@/features/account-area/server/context'
import { CUSTOMERS_TABLE } from '@/features/customers/schemas'
import { listCustomers } from '@/features/customers/server/customers'
import { tableRequest } from '@/features/table-lists/server/table'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/customers/list (SPEC §3 table lists, §7): the tenant's customers
 * for employees, with search (name, customer number), filter kind, sort and
 * pagination. 401 anonymous, 403 for customers and private customers.
 */
export async function GET(request: NextRequest) {
  const ctx = await employeeContext(request)
  if ('response' in ctx) return ctx.response
  const table = tableRequest(request.nextUrl, CUSTOMERS_TABLE, ctx.t)
  if ('response' in table) return table.response
  return ok({ results: await listCustomers(ctx, table.query) })
}
