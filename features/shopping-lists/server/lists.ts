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

import { SHOPPING_LIST_MAX_ENTRIES } from '../constants'
import { mergeEntries } from '../merge'
import type { ShoppingListDetail, ShoppingListEntry, ShoppingListSummary } from '../schemas'
import type { StoredEntry } from './entries'
import type { ShoppingListContext } from './request'

/**
 * Only the signed-in account's own lists on this tenant, never another
 * account's: the data scope's rule; an employee acting for a
 * contact works with the lists it keeps for that contact's customer.
 */
const lists = (ctx: Pick<ShoppingListContext, 'tenant' | 'account'>) =>
  shopData(dataScope(ctx.tenant.id, ctx.account))

/** The stored rows (with their ids, so saving again keeps them). */
export const storedEntries = (doc: Pick<ShoppingList, 'entries'>): StoredEntry[] =>
  (doc.entries ?? []).map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    product: typeof row.product === 'object' ? row.product.id : row.product,
    articleNumber: row.articleNumber,
    quantity: row.quantity,
  }))

/** The account's lists, the last changed first. */
export async function listShoppingLists(ctx: ShoppingListContext): Promise<ShoppingListSummary[]> {
  const { docs } = await lists(ctx).find({
    collection: 'shopping-lists',
    sort: '-updatedAt',
    depth: 0,
    pagination: false,
    select: { name: true, entries: { articleNumber: true }, updatedAt: true },
  })
  return (docs as ShoppingList[]).map((doc) => ({
    id: doc.id,
    name: doc.name,
    entryCount: doc.entries?.length ?? 0,
    updatedAt: doc.updatedAt,
  }))
}

/** One of the account's own lists, or null (missing, or another account's). */
export async function findOwnList(ctx: ShoppingListContext, id: number): Promise<ShoppingList | null> {
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
  return { id: doc.id, name: doc.name, updatedAt: doc.updatedAt, entries }
}

/** Too many different articles for one list. */
export const tooManyEntries = (entries: readonly unknown[]) => entries.length > SHOPPING_LIST_MAX_ENTRIES

/** A new list of the account with its first entries (checked by resolveEntries; repeated articles merged). */
export async function createShoppingList(
  ctx: ShoppingListContext,
  name: string,
  entries: StoredEntry[],
): Promise<ShoppingList> {
  // The scope stamps tenant, account and the customer it works for.
  return (await lists(ctx).create({
    collection: 'shopping-lists',
    data: { name, entries: mergeEntries([], entries) },
    depth: 0,
  })) as ShoppingList
}

/** The merged entries of a list plus `added`: the same article adds its quantity, up to 9999. */
export const entriesAfterAdding = (list: ShoppingList, added: StoredEntry[]): StoredEntry[] =>
  mergeEntries(storedEntries(list), added)

/** Saves the entries of one of the account's lists (found with findOwnList first; the scope refuses anyone else's). */
export async function saveEntries(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  list: ShoppingList,
  entries: StoredEntry[],
): Promise<ShoppingList> {
  return (await lists(ctx).update({
    collection: 'shopping-lists',
    id: list.id,
    data: { entries },
    depth: 0,
  })) as ShoppingList
}

/** Saves a list's new name and/or entries (after findOwnList). */
export async function saveList(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  list: ShoppingList,
  data: { name?: string; entries?: StoredEntry[] },
): Promise<ShoppingList> {
  return (await lists(ctx).update({
    collection: 'shopping-lists',
    id: list.id,
    data,
    depth: 0,
  })) as ShoppingList
}

/** Deletes one of the account's lists (after findOwnList). */
export async function deleteList(
  ctx: Pick<ShoppingListContext, 'tenant' | 'account'>,
  list: ShoppingList,
): Promise<void> {
  await lists(ctx).delete({ collection: 'shopping-lists', id: list.id, depth: 0 })
}
