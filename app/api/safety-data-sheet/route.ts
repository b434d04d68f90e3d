import type { NextRequest } from 'next/server'

import { accountContext } from '@/features/account-area/server/context'
import { sheetsTable } from '@/features/safety-data-sheets/server/sheets'
import { tableRequest } from '@/features/table-lists/server/table'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/safety-data-sheet/ (SPEC §3 table lists, §7): the safety data
 * sheets of the tenant's catalogue for signed-in business customers, with
 * filters (language, product group), a search over article number and
 * product name, sort and pagination. No language is preselected here: the
 * API answers what is asked (the page preselects the caller's language).
 */
export async function GET(request: NextRequest) {
  const ctx = await accountContext(request)
  if ('response' in ctx) return ctx.response
  const table = await sheetsTable(ctx)
  const parsed = tableRequest(request.nextUrl, table.definition, ctx.t)
  if ('response' in parsed) return parsed.response
  return ok({ results: await table.read(parsed.query) })
}
