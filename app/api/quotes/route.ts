import { QUOTES_TABLE, ZQuoteRequestBody } from '@/features/quotes/schemas'
import { listQuotes, requestQuote } from '@/features/quotes/server/quotes'
import { badQuoteRequest, quotesContext } from '@/features/quotes/server/request'
import { tableRequest } from '@/features/table-lists/server/table'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/quotes (a table list): the caller's quote requests — an administrator's company's —
 * with their state (expired computed in Europe/Zurich), filter `state`, request date range, search
 * by quote number, sort, pages. 401 anonymous; 403 for non-shop users, private customers and
 * viewers.
 */
export const GET = defineRoute({ auth: quotesContext }, async ({ ctx, request }) => ({
  results: await listQuotes(ctx, tableRequest(request.nextUrl, QUOTES_TABLE, ctx.t).query),
}))

/**
 * POST /api/quotes { source: 'product', productNumber, lines: [{ articleNumber, quantity }],
 * desiredDate?, remark? } or { source: 'cart', desiredDate?, remark? }: a quote request; 201 {
 * quote }. A bad field is a 400 naming it (nothing is stored); an empty cart or one with lines
 * that cannot be ordered is a 409.
 */
export const POST = defineRoute(
  {
    auth: quotesContext,
    write: true,
    input: { body: ZQuoteRequestBody },
    invalid: ({ error }, ctx) => badQuoteRequest(ctx, error),
  },
  ({ ctx, body }) => requestQuote(ctx, body),
)
