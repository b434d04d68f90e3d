import 'server-only'

import type { ShoppingList } from '@/cms/payload-types'
import { reply } from '@/lib/api/route'

import { applyEdit } from '../edit'
import { isListPage, refererPath } from '../referer'
import type { UpdateShoppingListBody } from '../schemas'
import { deleteList, listShoppingLists, saveList, shoppingListDetail, storedEntries } from './lists'
import { overviewUrls } from './overview'
import { badParameter, type ShoppingListContext } from './request'

/** PATCH: the name and entry changes applied together (nothing is stored when a part is bad). */
export async function updateShoppingList(
  ctx: ShoppingListContext,
  list: ShoppingList,
  body: UpdateShoppingListBody,
) {
  const editsEntries = body.quantities !== undefined || body.remove !== undefined || body.order !== undefined
  const edited = editsEntries ? applyEdit(storedEntries(list), body) : null
  if (edited && 'parameter' in edited) throw badParameter(ctx, edited.parameter)
  const saved = await saveList(ctx, list, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(edited ? { entries: edited.entries } : {}),
  })
  return reply({ shoppingList: await shoppingListDetail(ctx, saved) })
}

/**
 * DELETE: removes the list and answers the remaining ones. A referer that is
 * the deleted list's own page sends the browser to the overview instead
 * (redirectUrl); any other path of this site stays where it is.
 */
export async function deleteShoppingList(
  ctx: ShoppingListContext,
  list: ShoppingList,
  referer: string,
  host: string,
) {
  const path = refererPath(referer, host)
  if (path == null) throw badParameter(ctx, 'referer')
  const { overview, bases } = await overviewUrls(ctx.tenant, ctx.locale)
  await deleteList(ctx, list)
  const redirectUrl = isListPage(path, list.id, bases) ? overview : undefined
  return reply(
    { shoppingLists: await listShoppingLists(ctx) },
    {
      messages: [{ type: 'success', message: ctx.t('shoppingLists.deleted', { list: list.name }) }],
      ...(redirectUrl ? { redirectUrl } : {}),
    },
  )
}
