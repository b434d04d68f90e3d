import { z } from 'zod'

import { b2bCartContext } from '@/features/carts/server/request'
import {
  deleteSavedCart,
  findOwnSavedCart,
  findVisibleSavedCart,
  savedCartDetail,
  savedCartIdOf,
  savedCartMissing,
} from '@/features/carts/server/saved-carts'
import { defineRoute } from '@/lib/api/route'

const ZParams = z.object({ id: z.string() })

/** GET /api/saved-carts/{id}: { savedCart } with its lines as today's catalog has them; 404 for one the caller may not see. */
export const GET = defineRoute(
  { auth: b2bCartContext, input: { params: ZParams } },
  async ({ ctx, params }) => {
    const id = savedCartIdOf(params.id)
    const doc = id == null ? null : await findVisibleSavedCart(ctx, id)
    if (!doc) throw savedCartMissing(ctx)
    return { savedCart: await savedCartDetail(ctx, doc) }
  },
)

/** DELETE /api/saved-carts/{id}: the saver deletes it (404 for anyone else's, an administrator's colleagues' too); answers the remaining list. */
export const DELETE = defineRoute(
  { auth: b2bCartContext, write: true, input: { params: ZParams } },
  async ({ ctx, params }) => {
    const id = savedCartIdOf(params.id)
    const doc = id == null ? null : await findOwnSavedCart(ctx, id)
    if (!doc) throw savedCartMissing(ctx)
    return deleteSavedCart(ctx, doc)
  },
)
