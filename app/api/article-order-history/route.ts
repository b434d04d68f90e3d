import { accountContext } from '@/features/account-area/server/context'
import { ORDERED_PRODUCTS_TABLE } from '@/features/ordered-products/schemas'
import { orderedProducts } from '@/features/ordered-products/server/ordered-products'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/article-order-history/: the signed-in business
 * customer's ordered products as a table list — `sort`/`order` (one of the
 * columns; the sort select sends the same), `dateFrom`/`dateTo` over the
 * last order, `search` (article number, product name or number), `limit`
 * with `offset` or `page`. Answers { results } with listSortSelectField; a
 * bad parameter is a 400 naming it.
 */
export const GET = defineRoute({ auth: accountContext }, async ({ ctx, request }) => {
  const { query } = tableRequest(request.nextUrl, ORDERED_PRODUCTS_TABLE, ctx.t)
  return { results: await orderedProducts(ctx, query) }
})
