import { z } from 'zod'

import { acceptQuote } from '@/features/quotes/server/quotes'
import { quoteNotFound, quoteNumberParam, quotesContext } from '@/features/quotes/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/quotes/{quoteNumber}/accept: the asker accepts an answered quote within its validity;
 * its lines go into the B2B cart at the quoted prices (one transaction). { quote, cart }. 409 with
 * the reason (expired on …, not answered, already accepted, another quote's lines in the cart);
 * 403 for a colleague's quote an administrator sees; 404 for one the caller may not see.
 */
export const POST = defineRoute(
  { auth: quotesContext, write: true, input: { params: z.object({ quoteNumber: z.string() }) } },
  async ({ ctx, params }) => {
    const quoteNumber = quoteNumberParam(params.quoteNumber)
    if (!quoteNumber) throw quoteNotFound(ctx)
    return acceptQuote(ctx, quoteNumber)
  },
)
