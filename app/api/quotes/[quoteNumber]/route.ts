import { z } from 'zod'

import { findVisibleQuote, quoteDetail } from '@/features/quotes/server/quotes'
import { quoteNotFound, quoteNumberParam, quotesContext } from '@/features/quotes/server/request'
import { defineRoute } from '@/lib/api/route'

/** GET /api/quotes/{quoteNumber}: { quote } with its lines, list and quoted prices, the answer; 404 for a quote the caller may not see. */
export const GET = defineRoute(
  { auth: quotesContext, input: { params: z.object({ quoteNumber: z.string() }) } },
  async ({ ctx, params }) => {
    const quoteNumber = quoteNumberParam(params.quoteNumber)
    const quote = quoteNumber ? await findVisibleQuote(ctx, quoteNumber) : null
    if (!quote) throw quoteNotFound(ctx)
    return { quote: await quoteDetail(ctx, quote) }
  },
)
