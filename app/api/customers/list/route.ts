import { employeeContext } from '@/features/account-area/server/context'
import { CUSTOMERS_TABLE } from '@/features/customers/schemas'
import { listCustomers } from '@/features/customers/server/customers'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/customers/list (a table list): the tenant's customers
 * for employees, with search (name, customer number), filter kind, sort and
 * pagination. 401 anonymous, 403 for customers and private customers.
 */
export const GET = defineRoute({ auth: employeeContext }, async ({ ctx, request }) => ({
  results: await listCustomers(ctx, tableRequest(request.nextUrl, CUSTOMERS_TABLE, ctx.t).query),
}))
