import { z } from 'zod'

import { SHOPPING_LIST_MAX_ENTRIES } from '@/features/shopping-lists/constants'
import { bodyParameter, ZAddShoppingListItemsBody } from '@/features/shopping-lists/schemas'
import { resolveEntries } from '@/features/shopping-lists/server/entries'
import { listActor } from '@/features/shopping-lists/server/attribution'
import { assertMayEdit } from '@/features/shopping-lists/server/changes'
import {
  entriesAfterAdding,
  findVisibleList,
  saveList,
  shoppingListDetail,
  tooManyEntries,
} from '@/features/shopping-lists/server/lists'
import {
  badParameter,
  listIdOf,
  listMissing,
  shoppingListContext,
} from '@/features/shopping-lists/server/request'
import { ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/shopping-lists/{id}/items { entries }:
 * answers { shoppingList }. An article already on the list gets the added
 * quantity (at most 9999); every entry is checked like on create. The owner
 * and the colleagues the list names add; 403 for a colleague who may only
 * look, 404 for a list the caller cannot see.
 */
export const POST = defineRoute(
  {
    auth: shoppingListContext,
    write: true,
    input: { params: z.object({ id: z.string() }), body: ZAddShoppingListItemsBody },
    invalid: ({ error }, ctx) => badParameter(ctx, bodyParameter(error)),
  },
  async ({ ctx, params, body }) => {
    const id = listIdOf(params.id)
    const list = id == null ? null : await findVisibleList(ctx, id)
    if (!list) throw listMissing(ctx)
    assertMayEdit(ctx, list)
    const { entries: resolved } = await resolveEntries(ctx, body.entries)
    const actor = await listActor(ctx)
    const entries = entriesAfterAdding(list, resolved, actor)
    if (tooManyEntries(entries))
      throw new ValidationError(
        ctx.t('shoppingLists.api.tooManyEntries', { max: SHOPPING_LIST_MAX_ENTRIES }),
        ['entries'],
      )
    const added = resolved.map(({ articleNumber, quantity }) => ({ articleNumber, quantity }))
    const saved = await saveList(ctx, list, { entries }, actor, [
      { action: 'add', details: { entries: added } },
    ])
    return { shoppingList: await shoppingListDetail(ctx, saved) }
  },
)
