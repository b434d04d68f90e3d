import { accountContext } from '@/features/account-area/server/context'
import { ORDER_DOCUMENT_TABLE } from '@/features/order-documents/constants'
import { documentList } from '@/features/order-documents/server/documents'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/order-documents (a table list): { results } with the caller's customer's order
 * documents — filters[kind][], dateFrom/dateTo (issue date), search (document or order number),
 * sort/order, limit with offset or page. Every user of a business customer (viewers too) and
 * employees acting for one; 401 anonymous, 403 without a business customer; a bad parameter is
 * a 400 naming it.
 */
export const GET = defineRoute({ auth: accountContext }, async ({ ctx, request }) => ({
  results: await documentList(ctx, tableRequest(request.nextUrl, ORDER_DOCUMENT_TABLE, ctx.t).query),
}))
