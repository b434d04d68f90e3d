import { shoppingListContext } from '@/features/shopping-lists/server/request'
import { activeColleagues } from '@/features/shopping-lists/server/sharing'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/shopping-lists/colleagues: { colleagues: [{ id, name }] }, the
 * active users of the caller's company (not the caller) a list can be shared
 * with; none for a caller of no company.
 */
export const GET = defineRoute({ auth: shoppingListContext }, async ({ ctx }) => ({
  colleagues: await activeColleagues(ctx),
}))
