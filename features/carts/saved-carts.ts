import { MAX_QUANTITY } from '../catalog/constants'
import type { RestoreMode } from './constants'
import type { StoredLine } from './lines'

/** A saved cart's line as it goes back into the cart (checked as orderable before). */
export type RestoredLine = {
  product: number
  articleNumber: string
  count: number
  itemRefText?: string | null
}

/**
 * The cart after restoring saved lines. `merge`: an article already in the
 * cart adds the saved count (capped at 9999, the most of one article; what
 * was asked for stays in `requestedCount`, a cart change to confirm) and
 * keeps its place, key and reference text; a new article gets a new line at
 * the end with its saved reference text. `replace`: the cart becomes the
 * saved lines. Either way every restored line gets a fresh key, repeated
 * articles of the saved lines are merged, and the inputs are not changed.
 * Answers the lines and the article numbers that changed.
 */
export function restoreLines(
  current: readonly StoredLine[],
  restored: readonly RestoredLine[],
  mode: RestoreMode,
  newKey: () => string,
): { lines: StoredLine[]; changed: Set<string> } {
  const next: StoredLine[] = mode === 'merge' ? current.map((line) => ({ ...line })) : []
  const changed = new Set<string>()
  for (const item of restored) {
    const existing = next.find((line) => line.articleNumber === item.articleNumber)
    const wanted = (existing?.count ?? 0) + item.count
    const capped = wanted > MAX_QUANTITY ? { requestedCount: wanted } : {}
    if (existing) Object.assign(existing, { count: Math.min(MAX_QUANTITY, wanted) }, capped)
    else
      next.push({
        itemKey: newKey(),
        product: item.product,
        articleNumber: item.articleNumber,
        count: Math.min(MAX_QUANTITY, item.count),
        itemRefText: item.itemRefText || null,
        manualPriceCents: null,
        ...capped,
      })
    changed.add(item.articleNumber)
  }
  return { lines: next, changed }
}
