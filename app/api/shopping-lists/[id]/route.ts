import { z } from 'zod'

import {
  hasControlCharacterIssue,
  ZDeleteShoppingListBody,
  ZUpdateShoppingListBody,
  updateParameter,
} from '@/features/shopping-lists/schemas'
import { deleteShoppingList, updateShoppingList } from '@/features/shopping-lists/server/changes'
import { findOwnList, shoppingListDetail } from '@/features/shopping-lists/server/lists'
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

/** The caller's own list of the address; 404 for another account's (or no id at all). */
async function ownList(ctx: ShoppingListContext, raw: string) {
  const id = listIdOf(raw)
  const list = id == null ? null : await findOwnList(ctx, id)
  if (!list) throw listMissing(ctx)
  return list
}

/** GET /api/shopping-lists/{id}: { shoppingList: { id, name, entries } }; 404 for another account's list. */
export const GET = defineRoute(
  { auth: shoppingListContext, input: { params: ZParams } },
  async ({ ctx, params }) => ({ shoppingList: await shoppingListDetail(ctx, await ownList(ctx, params.id)) }),
)

/**
 * PATCH /api/shopping-lists/{id} { name?, quantities?, remove?, order? }:
 * renames the list and/or changes, removes and reorders its entries;
 * answers { shoppingList }. 404 for another account's list; bad
 * input (also unknown keys) is a 400 naming the parameter and changes nothing.
 */
export const PATCH = defineRoute(
  {
    auth: shoppingListContext,
    write: true,
    input: { params: ZParams, body: ZUpdateShoppingListBody },
    invalid: ({ error }, ctx) =>
      badParameter(ctx, updateParameter(error), { control: hasControlCharacterIssue(error) }),
  },
  async ({ ctx, params, body }) => updateShoppingList(ctx, await ownList(ctx, params.id), body),
)

/**
 * DELETE /api/shopping-lists/{id} { referer }: deletes the list;
 * answers { shoppingLists }. When the referer was the deleted list's own
 * page the answer carries a redirectUrl to the lists overview. The referer
 * must be a path on this site (400 otherwise).
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
      await ownList(ctx, params.id),
      body.referer,
      requestHost(request) ?? request.nextUrl.host,
    ),
)
