import {
  bodyParameter,
  hasControlCharacterIssue,
  ZCreateShoppingListBody,
} from '@/features/shopping-lists/schemas'
import { listActor } from '@/features/shopping-lists/server/attribution'
import { resolveEntries } from '@/features/shopping-lists/server/entries'
import {
  createShoppingList,
  listShoppingLists,
  shoppingListDetail,
} from '@/features/shopping-lists/server/lists'
import { badParameter, shoppingListContext } from '@/features/shopping-lists/server/request'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * GET /api/shopping-lists: { shoppingLists: [{ id, name, entryCount, updatedAt,
 * owner, canManage, canEdit, shared }] }, the signed-in shop user's own and its
 * company's lists shared with it.
 */
export const GET = defineRoute({ auth: shoppingListContext }, async ({ ctx }) => ({
  shoppingLists: await listShoppingLists(ctx),
}))

/**
 * POST /api/shopping-lists { name, entries }: a new list,
 * answered with 201 { shoppingLists, shoppingList }. The name is required
 * and holds no control characters (400 naming `name`, nothing stored);
 * every entry must be an orderable article of its product (400 naming the
 * entry, nothing stored).
 */
export const POST = defineRoute(
  {
    auth: shoppingListContext,
    write: true,
    input: { body: ZCreateShoppingListBody },
    invalid: ({ error }, ctx) =>
      badParameter(ctx, bodyParameter(error), { control: hasControlCharacterIssue(error) }),
  },
  async ({ ctx, body }) => {
    const { entries } = await resolveEntries(ctx, body.entries)
    const list = await createShoppingList(ctx, body.name, entries, await listActor(ctx))
    return reply(
      { shoppingLists: await listShoppingLists(ctx), shoppingList: await shoppingListDetail(ctx, list) },
      { status: 201 },
    )
  },
)
