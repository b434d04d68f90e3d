import { z } from 'zod'

import { declineQuote } from '@/features/quotes/server/quotes'
import { quoteNotFound, quoteNumberParam, quotesContext } from '@/features/quotes/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/quotes/{quoteNumber}/decline: the asker declines an answer or withdraws a request not
 * yet answered. { quote }. 409 for an accepted, ordered or declined quote; 403 for a colleague's;
 * 404 for one the caller may not see.
 */
export const POST = defineRoute(
  { auth: quotesContext, write: true, input: { params: z.object({ quoteNumber: z.string() }) } },
  async ({ ctx, params }) => {
    const quoteNumber = quoteNumberParam(params.quoteNumber)
    if (!quoteNumber) throw quoteNotFound(ctx)
    return declineQuote(ctx, quoteNumber)
  },
)
