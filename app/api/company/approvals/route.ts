import { APPROVALS_TABLE } from '@/features/company/approval-schemas'
import { listApprovals } from '@/features/company/server/approvals'
import { b2bCartContext } from '@/features/carts/server/request'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/company/approvals (a table list): orders that went beyond a
 * buyer's limits — pending, approved, rejected. An administrator sees its
 * company's; anyone else its own. Filter `state`, search over order and
 * purchase-order numbers, sort, pages. 401 anonymous, 403 for non-shop users
 * and private customers.
 */
export const GET = defineRoute({ auth: b2bCartContext }, async ({ ctx, request }) => ({
  results: await listApprovals(ctx, tableRequest(request.nextUrl, APPROVALS_TABLE, ctx.t).query),
}))
