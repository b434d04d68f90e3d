import { accountContext } from '@/features/account-area/server/context'
import { CONTRACTS_TABLE } from '@/features/contracts/schemas'
import { listContracts } from '@/features/contracts/server/contracts'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/contracts/ (a table list): the contracts of the
 * caller's customer with filters (status, type), the validity overlapping
 * dateFrom–dateTo, a search over number and title, sort and pagination.
 * 401 anonymous, 403 B2C or an employee without contact, 400 naming a bad parameter.
 */
export const GET = defineRoute({ auth: accountContext }, async ({ ctx, request }) => ({
  results: await listContracts(ctx, tableRequest(request.nextUrl, CONTRACTS_TABLE, ctx.t).query),
}))
