import { SHOPPING_LIST_MAX_QUANTITY } from './constants'

/** What merging needs of an entry: its article and quantity (other fields, such as the row id, are kept). */
export type Mergeable = { articleNumber: string; quantity: number }

/**
 * Adds entries to a list: an article already on the list
 * gets the added quantity (capped at 9999) and keeps its place and
 * row; a new article is appended. Added entries with the same article are
 * merged among themselves too. Neither input is changed.
 */
export function mergeEntries<T extends Mergeable>(existing: readonly T[], added: readonly T[]): T[] {
  const result = existing.map((entry) => ({ ...entry }))
  const byArticle = new Map(result.map((entry, index) => [entry.articleNumber, index]))
  for (const entry of added) {
    const index = byArticle.get(entry.articleNumber)
    if (index == null) {
      byArticle.set(entry.articleNumber, result.length)
      result.push({ ...entry, quantity: Math.min(entry.quantity, SHOPPING_LIST_MAX_QUANTITY) })
    } else {
      const current = result[index]!
      result[index] = {
        ...current,
        quantity: Math.min(current.quantity + entry.quantity, SHOPPING_LIST_MAX_QUANTITY),
      }
    }
  }
  return result
}
