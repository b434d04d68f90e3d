import { ZDraftQuery } from '@/features/repeat-orders/schemas'
import { repeatOrderContext } from '@/features/repeat-orders/server/request'
import { draftOf } from '@/features/repeat-orders/server/sources'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/repeat-orders/draft?source=order&orderNumber=… | ?source=cart:
 * { draft } — what the "Als Abo" dialog opens with: how many lines a
 * schedule would take (and leave out), the customer's addresses and the
 * prefilled values (monthly from tomorrow, the source's addresses and texts).
 * 400 naming a bad parameter; 404 for an order that is not the customer's;
 * viewers 403.
 */
export const GET = defineRoute(
  { auth: repeatOrderContext, input: { query: ZDraftQuery } },
  async ({ ctx, query }) => ({ draft: await draftOf(ctx, query) }),
)
