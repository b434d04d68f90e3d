import 'server-only'

import type { ShoppingList } from '@/cms/payload-types'
import { isOrderable, priceInfo } from '@/features/catalog/pricing'
import { getProductArticles, type CatalogArticle } from '@/features/catalog/server/articles'
import { unitLabel } from '@/features/catalog/server/request'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { productPath } from '@/features/products/paths'
import { toImageData } from '@/lib/media'
import { dataScope, shopData } from '@/lib/data'
import { relationId, relationIds } from '@/lib/relation-ids'

import { SHOPPING_LIST_MAX_ENTRIES } from '../constants'
import { mergeEntries } from '../merge'
import type { ShoppingListDetail, ShoppingListEntry, ShoppingListSummary } from '../schemas'
import { attributed, shownChanges, type ChangeInput, type ListActor } from './attribution'
import type { StoredEntry } from './entries'
import type { ShoppingListContext } from './request'
import { accountNames, sharingOf } from './sharing'

/**
 * The lists the signed-in account may see on this tenant: its own, and
 * those of its company shared with everyone or naming it — the data scope's
 * rule (lib/data/scope.ts), which also lets it change only its own and those
 * naming it, and delete only its own. An employee acting for a contact works
 * with the lists it keeps for that contact's customer (and the customer's
 * lists shared with everyone).
 */
const lists = (ctx: Pick<ShoppingListContext, 'tenant' | 'account'>) =>
  shopData(dataScope(ctx.tenant.id, ctx.account))

/** The stored rows (with their ids, so saving again keeps them, and who added each). */
export const storedEntries = (doc: Pick<ShoppingList, 'entries'>): StoredEntry[] =>
  (doc.entries ?? []).map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    product: typeof row.product === 'object' ? row.product.id : row.product,
    articleNumber: row.articleNumber,
    quantity: row.quantity,
    addedBy: relationId(row.addedBy),
  }))

/** What the caller may do with a list it can see: manage it (the owner: rename, share, delete) and change its entries (the owner and the colleagues it names). */
export type ListRights = { canManage: boolean; canEdit: boolean }

export function rightsOf(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  list: Pick<ShoppingList, 'account' | 'customer' | 'sharedWith'>,
): ListRights {
  const canManage = relationId(list.account) === ctx.account.id
  const customer = dataScope(ctx.tenant.id, ctx.account).customer
  const named =
    customer != null &&
    relationId(list.customer) === customer &&
    relationIds(list.sharedWith).includes(ctx.account.id)
  return { canManage, canEdit: canManage || named }
}

const isShared = (list: Pick<ShoppingList, 'sharedWithCompany' | 'sharedWith'>) =>
  list.sharedWithCompany === true || relationIds(list.sharedWith).length > 0

/** The account's own lists and those shared with it, the last changed first. */
export async function listShoppingLists(ctx: ShoppingListContext): Promise<ShoppingListSummary[]> {
  const { docs } = await lists(ctx).find({
    collection: 'shopping-lists',
    sort: '-updatedAt',
    depth: 0,
    pagination: false,
    select: {
      name: true,
      entries: { articleNumber: true },
      updatedAt: true,
      account: true,
      customer: true,
      sharedWithCompany: true,
      sharedWith: true,
    },
  })
  const rows = docs as ShoppingList[]
  const names = await accountNames(
    ctx,
    rows.map((doc) => relationId(doc.account)).filter((id): id is number => id != null),
  )
  return rows.map((doc) => {
    const owner = relationId(doc.account) ?? 0
    return {
      id: doc.id,
      name: doc.name,
      entryCount: doc.entries?.length ?? 0,
      updatedAt: doc.updatedAt,
      owner: { id: owner, name: names.get(owner) ?? '' },
      ...rightsOf(ctx, doc),
      shared: isShared(doc),
    }
  })
}

/** A list the account may see (its own or one shared with it), or null (missing, or not shared with it). */
export async function findVisibleList(ctx: ShoppingListContext, id: number): Promise<ShoppingList | null> {
  return (await lists(ctx).findByID({
    collection: 'shopping-lists',
    id,
    depth: 0,
    disableErrors: true,
  })) as ShoppingList | null
}

/**
 * A list as the shop shows it: per entry the product's
 * title in the caller's language, the pack label, the quantity, a picture
 * (the article's, else the product's) and whether the customer can order it
 * now. Entries whose product or article has gone keep their article number.
 */
export async function shoppingListDetail(
  ctx: ShoppingListContext,
  doc: ShoppingList,
): Promise<ShoppingListDetail> {
  const rows = storedEntries(doc)
  const products = await shownProductsById(ctx.tenant.id, ctx.locale, [
    ...new Set(rows.map((row) => row.product)),
  ])
  const numbers = [...new Set([...products.values()].map((product) => product.productNumber))]
  const articles = new Map<string, CatalogArticle>()
  for (const list of await Promise.all(numbers.map((number) => getProductArticles(ctx.tenant.id, number))))
    for (const article of list) articles.set(article.articleNumber, article)
  const unit = unitLabel(ctx)
  const entries: ShoppingListEntry[] = rows.map((row) => {
    const product = products.get(row.product)
    const article = articles.get(row.articleNumber)
    const productNumber = product?.productNumber ?? article?.productNumber ?? ''
    return {
      id: row.id ?? null,
      productNumber,
      title: product?.name ?? row.articleNumber,
      url: productNumber ? productPath(ctx.locale, productNumber) : null,
      articleNumber: row.articleNumber,
      packLabel: article ? packLabel(article, ctx.locale, unit) : null,
      quantity: row.quantity,
      image: article?.image ?? toImageData(product?.image) ?? null,
      orderable: !!article && isOrderable(article, ctx.viewer),
      unitPriceCents: article ? (priceInfo(article, ctx.viewer, row.quantity)?.unitPriceCents ?? null) : null,
    }
  })
  const sharing = sharingOf(doc)
  const owner = relationId(doc.account) ?? 0
  const names = await accountNames(ctx, [owner, ...sharing.sharedWith])
  const changes = shownChanges(ctx, doc)
  return {
    id: doc.id,
    name: doc.name,
    updatedAt: doc.updatedAt,
    entries,
    owner: { id: owner, name: names.get(owner) ?? '' },
    ...rightsOf(ctx, doc),
    sharedWithCompany: sharing.sharedWithCompany,
    sharedWith: sharing.sharedWith.map((id) => ({ id, name: names.get(id) ?? '' })),
    lastChange: changes[0] ?? null,
    changes,
  }
}

/** Too many different articles for one list. */
export const tooManyEntries = (entries: readonly unknown[]) => entries.length > SHOPPING_LIST_MAX_ENTRIES

/** A new list of the account with its first entries (checked by resolveEntries; repeated articles merged), noted as created by the actor. */
export async function createShoppingList(
  ctx: ShoppingListContext,
  name: string,
  entries: StoredEntry[],
  actor: ListActor,
): Promise<ShoppingList> {
  const merged = mergeEntries(
    [],
    entries.map((entry) => ({ ...entry, addedBy: actor.id })),
  )
  // The scope stamps tenant, account and the customer it works for.
  return (await lists(ctx).create({
    collection: 'shopping-lists',
    data: {
      name,
      entries: merged,
      ...attributed(null, actor, [{ action: 'create', details: { entries: merged.length } }]),
    },
    depth: 0,
  })) as ShoppingList
}

/** The merged entries of a list plus `added` (noted as the actor's): the same article adds its quantity, up to 9999. */
export const entriesAfterAdding = (
  list: ShoppingList,
  added: StoredEntry[],
  actor: ListActor,
): StoredEntry[] =>
  mergeEntries(
    storedEntries(list),
    added.map((entry) => ({ ...entry, addedBy: actor.id })),
  )

/**
 * Saves a list's new name, entries and/or sharing (after findVisibleList and
 * the rights check; the scope refuses a list the account may not change),
 * noting the changes and their actor.
 */
export async function saveList(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  list: ShoppingList,
  data: { name?: string; entries?: StoredEntry[]; sharedWithCompany?: boolean; sharedWith?: number[] },
  actor: ListActor,
  changes: ChangeInput[],
): Promise<ShoppingList> {
  return (await lists(ctx).update({
    collection: 'shopping-lists',
    id: list.id,
    data: { ...data, ...attributed(list, actor, changes) },
    depth: 0,
  })) as ShoppingList
}

/** Deletes one of the account's own lists (after findVisibleList and the owner check; the scope refuses anyone else's). */
export async function deleteList(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  list: ShoppingList,
): Promise<void> {
  await lists(ctx).delete({ collection: 'shopping-lists', id: list.id, depth: 0 })
}
