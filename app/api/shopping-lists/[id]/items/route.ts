import type { NextRequest } from 'next/server'

import { SHOPPING_LIST_MAX_ENTRIES } from '@/features/shopping-lists/constants'
import { bodyParameter, ZAddShoppingListItemsBody } from '@/features/shopping-lists/schemas'
import { resolveEntries } from '@/features/shopping-lists/server/entries'
import { entriesAfterAdding, findOwnList, saveEntries, shoppingListDetail, tooManyEntries } from '@/features/shopping-lists/server/lists'
import { badParameter, jsonBody, listIdOf, listMissing, shoppingListContext } from '@/features/shopping-lists/server/request'
import { fail, ok } from '@/lib/api/envelope'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/shopping-lists/{id}/items { entries } (SPEC §7 "add item"):
 * answers { shoppingList }. An article already on the list gets the added
 * quantity (at most 9999); every entry is checked like on create.
 */
export async function POST(request: NextRequest, { params }: Context) {
  const ctx = await shoppingListContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const id = listIdOf((await params).id)
  const list = id == null ? null : await findOwnList(ctx, id)
  if (!list) return listMissing(ctx)
  const parsed = ZAddShoppingListItemsBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, bodyParameter(parsed.error))
  const resolved = await resolveEntries(ctx, parsed.data.entries)
  if ('response' in resolved) return resolved.response
  const entries = entriesAfterAdding(list, resolved.entries)
  if (tooManyEntries(entries)) return fail(400, [{ type: 'error', message: ctx.t('shoppingLists.api.tooManyEntries', { max: SHOPPING_LIST_MAX_ENTRIES }), meta: { fields: ['entries'] } }])
  return ok({ shoppingList: await shoppingListDetail(ctx, await saveEntries(list, entries)) })
}
