import type { NextRequest } from 'next/server'

import { findOwnList, shoppingListDetail } from '@/features/shopping-lists/server/lists'
import { listIdOf, listMissing, shoppingListContext } from '@/features/shopping-lists/server/request'
import { ok } from '@/lib/api/envelope'

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
