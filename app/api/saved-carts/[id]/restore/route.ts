import { z } from 'zod'

import { ZRestoreSavedCartBody } from '@/features/carts/saved-cart-schemas'
import { b2bCartContext } from '@/features/carts/server/request'
import {
  badSavedCartInput,
  findOwnSavedCart,
  restoreSavedCart,
  savedCartIdOf,
  savedCartMissing,
} from '@/features/carts/server/saved-carts'
import { assertMayOrder } from '@/features/company/server/role'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/saved-carts/{id}/restore { mode: 'merge' | 'replace' }: puts the
 * saved lines the customer can order now into the B2B cart; answers
 * { cart, skipped }. The saved cart stays. Only the saver (404 otherwise); a
 * viewer gets 403; a bad mode is a 400 naming `mode`.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { params: z.object({ id: z.string() }), body: ZRestoreSavedCartBody },
    invalid: ({ error }, ctx) => badSavedCartInput(ctx, error),
  },
  async ({ ctx, params, body }) => {
    // A viewer learns that it may not order before anything is looked up.
    assertMayOrder(ctx.account, () => ctx.t('carts.api.viewerCannotOrder'))
    const id = savedCartIdOf(params.id)
    const doc = id == null ? null : await findOwnSavedCart(ctx, id)
    if (!doc) throw savedCartMissing(ctx)
    return restoreSavedCart(ctx, doc, body.mode)
  },
)
