import type { NextRequest } from 'next/server'

import { bodyParameter, ZCreateShoppingListBody } from '@/features/shopping-lists/schemas'
import { resolveEntries } from '@/features/shopping-lists/server/entries'
import { createShoppingList, listShoppingLists, shoppingListDetail } from '@/features/shopping-lists/server/lists'
import { badParameter, jsonBody, shoppingListContext } from '@/features/shopping-lists/server/request'
import { ok } from '@/lib/api/envelope'

/** GET /api/shopping-lists (SPEC §7): { shoppingLists: [{ id, name, entryCount, updatedAt }] }, the signed-in shop user's own. */
export async function GET(request: NextRequest) {
  const ctx = await shoppingListContext(request)
  if ('response' in ctx) return ctx.response
  return ok({ shoppingLists: await listShoppingLists(ctx) })
}

/**
 * POST /api/shopping-lists { name, entries } (SPEC §5, §7): a new list,
 * answered with 201 { shoppingLists, shoppingList }. The name is required;
 * every entry must be an orderable article of its product (400 naming the
 * entry, nothing stored).
 */
export async function POST(request: NextRequest) {
  const ctx = await shoppingListContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZCreateShoppingListBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, bodyParameter(parsed.error))
  const resolved = await resolveEntries(ctx, parsed.data.entries)
  if ('response' in resolved) return resolved.response
  const list = await createShoppingList(ctx, parsed.data.name, resolved.entries)
  return ok({ shoppingLists: await listShoppingLists(ctx), shoppingList: await shoppingListDetail(ctx, list) }, { status: 201 })
}
