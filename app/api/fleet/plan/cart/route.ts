import { ZPlanCartBody } from '@/features/fleet/plan-schemas'
import { badPlanInput } from '@/features/fleet/server/plan'
import { planToCart } from '@/features/fleet/server/plan-actions'
import { b2bCartContext } from '@/features/carts/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/fleet/plan/cart { from?, to?, filters?: { site?, costCentre?, kind? } }: computes the
 * oil plan again and puts every proposed pack into the caller's B2B cart; answers { added, cart }.
 * The cart's rules: 401 anonymous, 403 non-shop users and viewers, 409 in retailer mode; a bad
 * day or filter is a 400 naming it; a plan without packs is a 409. Nothing changes on a refusal.
 */
export const POST = defineRoute(
  {
    auth: b2bCartContext,
    write: true,
    input: { body: ZPlanCartBody },
    invalid: ({ error }, ctx) => badPlanInput(ctx, error),
  },
  ({ ctx, body }) => planToCart(ctx, body),
)
