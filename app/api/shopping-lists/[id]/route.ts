import type { NextRequest } from 'next/server'

import { ZDeleteShoppingListBody, ZUpdateShoppingListBody, updateParameter } from '@/features/shopping-lists/schemas'
import { deleteShoppingList, updateShoppingList } from '@/features/shopping-lists/server/changes'
import { findOwnList, shoppingListDetail } from '@/features/shopping-lists/server/lists'
import { badParameter, jsonBody, listIdOf, listMissing, shoppingListContext } from '@/features/shopping-lists/server/request'
import { ok } from '@/lib/api/envelope'
import { requestHost } from '@/lib/api/request-context'

type Context = { params: Promise<{ id: string }> }

/** GET /api/shopping-lists/{id} (SPEC §7): { shoppingList: { id, name, entries } }; 404 for another account's list. */
export async function GET(request: NextRequest, { params }: Context) {
  const ctx = await shoppingListContext(request)
  if ('response' in ctx) return ctx.response
  const id = listIdOf((await params).id)
  const list = id == null ? null : await findOwnList(ctx, id)
  if (!list) return listMissing(ctx)
  return ok({ shoppingList: await shoppingListDetail(ctx, list) })
}

/**
 * PATCH /api/shopping-lists/{id} { name?, quantities?, remove?, order? }
 * (SPEC §7): renames the list and/or changes, removes and reorders its
 * entries; answers { shoppingList }. 404 for another account's list; bad
 * input (also unknown keys) is a 400 naming the parameter and changes nothing.
 */
export async function PATCH(request: NextRequest, { params }: Context) {
  const ctx = await shoppingListContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const id = listIdOf((await params).id)
  const list = id == null ? null : await findOwnList(ctx, id)
  if (!list) return listMissing(ctx)
  const parsed = ZUpdateShoppingListBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, updateParameter(parsed.error))
  return updateShoppingList(ctx, list, parsed.data)
}

/**
 * DELETE /api/shopping-lists/{id} { referer } (SPEC §7): deletes the list;
 * answers { shoppingLists }. When the referer was the deleted list's own
 * page the answer carries a redirectUrl to the lists overview. The referer
 * must be a path on this site (400 otherwise).
 */
export async function DELETE(request: NextRequest, { params }: Context) {
  const ctx = await shoppingListContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const id = listIdOf((await params).id)
  const list = id == null ? null : await findOwnList(ctx, id)
  if (!list) return listMissing(ctx)
  const parsed = ZDeleteShoppingListBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, updateParameter(parsed.error, 'referer'))
  return deleteShoppingList(ctx, list, parsed.data.referer, requestHost(request) ?? request.nextUrl.host)
}
