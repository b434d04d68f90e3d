import 'server-only'

import type { ShoppingList } from '@/cms/payload-types'
import { ForbiddenError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'

import { applyEdit } from '../edit'
import { isListPage, refererPath } from '../referer'
import type { UpdateShoppingListBody } from '../schemas'
import { listActor, type ChangeInput } from './attribution'
import type { StoredEntry } from './entries'
import { deleteList, listShoppingLists, rightsOf, saveList, shoppingListDetail, storedEntries } from './lists'
import { overviewUrls } from './overview'
import { badParameter, type ShoppingListContext } from './request'
import { auditSharing, requestedSharing } from './sharing'

/** 403 for a colleague who may only look at the list. */
const readOnly = (ctx: Pick<ShoppingListContext, 't'>) =>
  new ForbiddenError(ctx.t('shoppingLists.api.readOnly'))
/** 403 for anyone but the owner renaming, sharing or deleting. */
const ownerOnly = (ctx: Pick<ShoppingListContext, 't'>) =>
  new ForbiddenError(ctx.t('shoppingLists.api.ownerOnly'))

/** 403 unless the caller may change the list's entries (its owner or a colleague the list names). */
export function assertMayEdit(ctx: ShoppingListContext, list: ShoppingList): void {
  if (!rightsOf(ctx, list).canEdit) throw readOnly(ctx)
}

/** What an entry edit changed, as history rows: removals, quantities, order (only what really changed). */
export function entryChanges(before: StoredEntry[], after: StoredEntry[]): ChangeInput[] {
  const changes: ChangeInput[] = []
  const remaining = new Set(after.map((entry) => entry.id))
  const removed = before.filter((entry) => !remaining.has(entry.id))
  if (removed.length)
    changes.push({ action: 'remove', details: { entries: removed.map((entry) => entry.articleNumber) } })
  const previous = new Map(before.map((entry) => [entry.id, entry]))
  const quantities = after.flatMap((entry) => {
    const was = previous.get(entry.id)
    return was && was.quantity !== entry.quantity
      ? [{ articleNumber: entry.articleNumber, from: was.quantity, to: entry.quantity }]
      : []
  })
  if (quantities.length) changes.push({ action: 'quantity', details: { entries: quantities } })
  const kept = before.filter((entry) => remaining.has(entry.id)).map((entry) => entry.id)
  if (kept.some((id, index) => after[index]?.id !== id)) changes.push({ action: 'reorder', details: {} })
  return changes
}

/**
 * PATCH: the name, entry and sharing changes applied together (nothing is
 * stored when a part is bad). A colleague who may only look gets a 403; the
 * name and the sharing are the owner's (403 for a colleague). Every change is
 * noted with its actor; a sharing change also goes to the audit log.
 */
export async function updateShoppingList(
  ctx: ShoppingListContext,
  list: ShoppingList,
  body: UpdateShoppingListBody,
) {
  const rights = rightsOf(ctx, list)
  if (!rights.canEdit) throw readOnly(ctx)
  const manages =
    body.name !== undefined || body.sharedWithCompany !== undefined || body.sharedWith !== undefined
  if (manages && !rights.canManage) throw ownerOnly(ctx)

  const before = storedEntries(list)
  const editsEntries = body.quantities !== undefined || body.remove !== undefined || body.order !== undefined
  const edited = editsEntries ? applyEdit(before, body) : null
  if (edited && 'parameter' in edited) throw badParameter(ctx, edited.parameter)
  const share = await requestedSharing(ctx, list, body)
  const actor = await listActor(ctx)

  const changes: ChangeInput[] = []
  if (body.name !== undefined && body.name !== list.name)
    changes.push({ action: 'rename', details: { from: list.name, to: body.name } })
  if (edited) changes.push(...entryChanges(before, edited.entries))
  if (share?.change) changes.push(share.change)

  const saved = await saveList(
    ctx,
    list,
    {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(edited ? { entries: edited.entries } : {}),
      ...(share ? share.sharing : {}),
    },
    actor,
    changes,
  )
  if (share?.change) await auditSharing(ctx, saved, share.sharing, actor.onBehalfOf)
  return reply(
    { shoppingList: await shoppingListDetail(ctx, saved) },
    share?.change
      ? { messages: [{ type: 'success', message: ctx.t('shoppingLists.shared', { list: saved.name }) }] }
      : {},
  )
}

/**
 * DELETE: removes the list (its owner only: 403 for a colleague) and answers
 * the remaining ones. A referer that is the deleted list's own page sends the
 * browser to the overview instead (redirectUrl); any other path of this site
 * stays where it is.
 */
export async function deleteShoppingList(
  ctx: ShoppingListContext,
  list: ShoppingList,
  referer: string,
  host: string,
) {
  const path = refererPath(referer, host)
  if (path == null) throw badParameter(ctx, 'referer')
  if (!rightsOf(ctx, list).canManage) throw ownerOnly(ctx)
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
