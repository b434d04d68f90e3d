import 'server-only'

import { isOrderable } from '@/features/catalog/pricing'
import { getArticle, type CatalogArticle } from '@/features/catalog/server/articles'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { ValidationError } from '@/lib/api/errors'

import type { ShoppingListEntryInput } from '../schemas'
import type { ShoppingListContext } from './request'

/** An entry as the collection stores it (the row id keeps existing rows when a list is saved again). */
export type StoredEntry = {
  id?: string
  product: number
  articleNumber: string
  quantity: number
  /** The account that put the article on the list (none on lists from before). */
  addedBy?: number | null
}

type Problem = 'articleMissing' | 'articleNotOfProduct' | 'articleDisabled' | 'articleNotOrderable'

/** Why an article cannot go on this viewer's list, or null when it can. */
function problemOf(
  input: ShoppingListEntryInput,
  article: CatalogArticle | null,
  ctx: ShoppingListContext,
): Problem | null {
  if (!article) return 'articleMissing'
  if (input.productNumber != null && article.productNumber !== input.productNumber)
    return 'articleNotOfProduct'
  if (input.product != null && article.productId !== input.product) return 'articleNotOfProduct'
  if (article.disabled) return 'articleDisabled'
  if (!isOrderable(article, ctx.viewer)) return 'articleNotOrderable'
  return null
}

/**
 * Checks the entries of a create or add call: each article must exist on
 * this tenant, belong to the product named with it, not be disabled and be
 * orderable for this customer (pricing.ts). Answers the entries to store, or
 * a 400 naming every entry that fails (`entries.{index}`), so nothing is
 * stored unless all are fine.
 */
export async function resolveEntries(
  ctx: ShoppingListContext,
  inputs: ShoppingListEntryInput[],
): Promise<{ entries: StoredEntry[] }> {
  const articles = await Promise.all(inputs.map((input) => getArticle(ctx.tenant.id, input.articleNumber)))
  const problems: ApiMessage[] = []
  const entries: StoredEntry[] = []
  inputs.forEach((input, index) => {
    const article = articles[index] ?? null
    const problem = problemOf(input, article, ctx)
    if (problem || !article) {
      const message = ctx.t(`shoppingLists.api.${problem ?? 'articleMissing'}`, {
        position: index + 1,
        articleNumber: input.articleNumber,
        productNumber: input.productNumber ?? article?.productNumber ?? '',
      })
      problems.push({ type: 'error', message, meta: { fields: [`entries.${index}`] } })
      return
    }
    entries.push({
      product: article.productId,
      articleNumber: article.articleNumber,
      quantity: input.quantity,
    })
  })
  if (problems.length) throw new ValidationError(problems)
  return { entries }
}
