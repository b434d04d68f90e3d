import type { NextRequest } from 'next/server'

import { accountContext } from '@/features/account-area/server/context'
import { CONTRACTS_TABLE } from '@/features/contracts/schemas'
import { listContracts } from '@/features/contracts/server/contracts'
import { tableRequest } from '@/features/table-lists/server/table'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/contracts/ (SPEC §3 table lists, §7): the contracts of the
 * caller's customer with filters (status, type), the validity overlapping
 * dateFrom–dateTo, a search over number and title, sort and pagination.
 * 401 anonymous, 403 B2C or an employee without contact, 400 naming a bad parameter.
 */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  const table = tableRequest(request.nextUrl, CONTRACTS_TABLE, ctx.t)
  if ('response' in table) return table.response
  return ok({ results: await listContracts(ctx, table.query) })
}
