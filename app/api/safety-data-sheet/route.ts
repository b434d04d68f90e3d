import { accountContext } from '@/features/account-area/server/context'
import { sheetsTable } from '@/features/safety-data-sheets/server/sheets'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/safety-data-sheet/ (a table list): the safety data
 * sheets of the tenant's catalogue for signed-in business customers, with
 * filters (language, product group), a search over article number and
 * product name, sort and pagination. No language is preselected here: the
 * API answers what is asked (the page preselects the caller's language).
 */
export const GET = defineRoute({ auth: accountContext }, async ({ ctx, request }) => {
  const table = await sheetsTable(ctx)
  return { results: await table.read(tableRequest(request.nextUrl, table.definition, ctx.t).query) }
})
