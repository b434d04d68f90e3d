import { z } from 'zod'

import { shoppingListCsv } from '@/features/shopping-lists/server/export'
import { findVisibleList } from '@/features/shopping-lists/server/lists'
import { listIdOf, listMissing, shoppingListContext } from '@/features/shopping-lists/server/request'
import { defineRoute } from '@/lib/api/route'

/** GET /api/shopping-lists/{id}/export: the list as CSV (`;`, UTF-8 with BOM), named after it; 404 for a list that is neither the caller's nor shared with it. */
export const GET = defineRoute(
  { auth: shoppingListContext, input: { params: z.object({ id: z.string() }) } },
  async ({ ctx, params }) => {
    const id = listIdOf(params.id)
    const list = id == null ? null : await findVisibleList(ctx, id)
    if (!list) throw listMissing(ctx)
    return shoppingListCsv(ctx, list)
  },
)
