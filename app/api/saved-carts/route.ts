import { ZSaveCartBody } from '@/features/carts/saved-cart-schemas'
import { b2bCartContext } from '@/features/carts/server/request'
import { badSavedCartInput, listSavedCarts, saveCart } from '@/features/carts/server/saved-carts'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/saved-carts: { savedCarts, companyView } — the caller's own saved
 * carts; a company administrator sees the company's, each with its saver.
 * Only active shop users of business customers (the B2B cart's rules).
 */
export const GET = defineRoute({ auth: b2bCartContext }, ({ ctx }) => listSavedCarts(ctx))

/**
 * POST /api/saved-carts { name }: saves the B2B cart under the name and
 * empties it (one transaction); 201 { cart, savedCart }. A bad name is a 400
 * naming `name`; a viewer gets 403; an empty cart or too many saved carts
 * 409 — nothing changes then.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZSaveCartBody },
    invalid: ({ error }, ctx) => badSavedCartInput(ctx, error),
  },
  ({ ctx, body }) => saveCart(ctx, body.name),
)
