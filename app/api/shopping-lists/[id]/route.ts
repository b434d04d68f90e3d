import { z } from 'zod'

import {
  hasControlCharacterIssue,
  ZDeleteShoppingListBody,
  ZUpdateShoppingListBody,
  updateParameter,
} from '@/features/shopping-lists/schemas'
import { deleteShoppingList, updateShoppingList } from '@/features/shopping-lists/server/changes'
import { findVisibleList, shoppingListDetail } from '@/features/shopping-lists/server/lists'
import {
  badParameter,
  listIdOf,
  listMissing,
  shoppingListContext,
  type ShoppingListContext,
} from '@/features/shopping-lists/server/request'
import { requestHost } from '@/lib/api/request-context'
import { defineRoute } from '@/lib/api/route'

const ZParams = z.object({ id: z.string() })

/** The list of the address the caller may see (its own or one shared with it); 404 for any other (or no id at all). */
async function visibleList(ctx: ShoppingListContext, raw: string) {
  const id = listIdOf(raw)
  const list = id == null ? null : await findVisibleList(ctx, id)
  if (!list) throw listMissing(ctx)
  return list
}

/**
 * GET /api/shopping-lists/{id}: { shoppingList: { id, name, entries, owner,
 * canManage, canEdit, sharedWithCompany, sharedWith, lastChange, changes } };
 * 404 for a list that is neither the caller's nor shared with it.
 */
export const GET = defineRoute(
  { auth: shoppingListContext, input: { params: ZParams } },
  async ({ ctx, params }) => ({
    shoppingList: await shoppingListDetail(ctx, await visibleList(ctx, params.id)),
  }),
)

/**
 * PATCH /api/shopping-lists/{id} { name?, quantities?, remove?, order?,
 * sharedWithCompany?, sharedWith? }: renames the list, changes, removes and
 * reorders its entries and/or shares it; answers { shoppingList }. 404 for a
 * list the caller cannot see; 403 for a colleague who may only look, and for
 * renaming or sharing by anyone but the owner; bad input (also unknown keys,
 * a colleague who is no active user of the company) is a 400 naming the
 * parameter and changes nothing.
 */
export const PATCH = defineRoute(
  {
    auth: shoppingListContext,
    write: true,
    input: { params: ZParams, body: ZUpdateShoppingListBody },
    invalid: ({ error }, ctx) =>
      badParameter(ctx, updateParameter(error), { control: hasControlCharacterIssue(error) }),
  },
  async ({ ctx, params, body }) => updateShoppingList(ctx, await visibleList(ctx, params.id), body),
)

/**
 * DELETE /api/shopping-lists/{id} { referer }: deletes the list (its owner
 * only: 403 for a colleague it is shared with); answers { shoppingLists }.
 * When the referer was the deleted list's own page the answer carries a
 * redirectUrl to the lists overview. The referer must be a path on this site
 * (400 otherwise).
 */
export const DELETE = defineRoute(
  {
    auth: shoppingListContext,
    write: true,
    input: { params: ZParams, body: ZDeleteShoppingListBody },
    invalid: ({ error }, ctx) => badParameter(ctx, updateParameter(error, 'referer')),
  },
  async ({ ctx, params, body, request }) =>
    deleteShoppingList(
      ctx,
      await visibleList(ctx, params.id),
      body.referer,
      requestHost(request) ?? request.nextUrl.host,
    ),
)
