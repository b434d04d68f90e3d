import type { NextRequest } from 'next/server'

import { shoppingListCsv } from '@/features/shopping-lists/server/export'
import { findOwnList } from '@/features/shopping-lists/server/lists'
import { listIdOf, listMissing, shoppingListContext } from '@/features/shopping-lists/server/request'

type Context = { params: Promise<{ id: string }> }

/** GET /api/shopping-lists/{id}/export: the list as CSV (`;`, UTF-8 with BOM), named after it; 404 for another account's list. */
export async function GET(request: NextRequest, { params }: Context) {
  const ctx = await shoppingListContext(request)
  if ('response' in ctx) return ctx.response
  const id = listIdOf((await params).id)
  const list = id == null ? null : await findOwnList(ctx, id)
  if (!list) return listMissing(ctx)
  return shoppingListCsv(ctx, list)
}
