import { ZPlanListBody } from '@/features/fleet/plan-schemas'
import { badPlanInput } from '@/features/fleet/server/plan'
import { planToList } from '@/features/fleet/server/plan-actions'
import { shoppingListContext } from '@/features/shopping-lists/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/fleet/plan/shopping-list { from?, to?, filters?, listId } or { …, name }: computes the
 * oil plan again and puts every proposed pack onto one of the caller's shopping lists (200) or a
 * new one (201); answers { added, list }. The lists' rules: 401 anonymous, 403 non-shop users, 404
 * a list the caller cannot see, 403 one it may only read; a bad field is a 400 naming it.
 */
export const POST = defineRoute(
  {
    auth: shoppingListContext,
    write: true,
    input: { body: ZPlanListBody },
    invalid: ({ error }, ctx) => badPlanInput(ctx, error),
  },
  ({ ctx, body }) => planToList(ctx, body),
)
