import { z } from 'zod'

import { b2bCartContext } from '@/features/carts/server/request'
import { findVisibleList } from '@/features/shopping-lists/server/lists'
import { listIdOf, listMissing } from '@/features/shopping-lists/server/request'
import { addListToCart } from '@/features/shopping-lists/server/to-cart'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/shopping-lists/{id}/cart: puts the
 * list into the caller's B2B cart — each article at least at the list's
 * quantity, so adding it again changes nothing — and answers the cart (data
 * with entries and count) plus the entries skipped as not orderable. Only
 * active shop users of business customers (the B2B cart's rules); 404 for
 * a list that is neither the caller's nor shared with it.
 */
export const POST = defineRoute(
  { auth: b2bCartContext, write: true, input: { params: z.object({ id: z.string() }) } },
  async ({ ctx, params }) => {
    const id = listIdOf(params.id)
    const list = id == null ? null : await findVisibleList(ctx, id)
    if (!list) throw listMissing(ctx)
    return addListToCart(ctx, list)
  },
)
