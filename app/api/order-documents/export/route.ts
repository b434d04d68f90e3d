import { accountContext } from '@/features/account-area/server/context'
import { ORDER_DOCUMENT_TABLE } from '@/features/order-documents/constants'
import { documentsCsvResponse } from '@/features/order-documents/server/export'
import { withPageLocale } from '@/lib/api/page-locale'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/** GET /api/order-documents/export: the documents list's selection (same filters, search and sort, no paging) as a CSV file, headed in the language of the page the link was on. */
export const GET = defineRoute(
  { auth: ({ request }) => accountContext({ request: withPageLocale(request) }) },
  ({ ctx, request }) =>
    documentsCsvResponse(ctx, tableRequest(request.nextUrl, ORDER_DOCUMENT_TABLE, ctx.t).query),
)
