import type { AddedLine, StoredLine } from '../carts/lines'

/**
 * Puts a list into the cart, idempotently: each
 * article ends up in the cart at least as often as the list says — a line
 * with fewer is raised to the list's quantity, a line with more stays as it
 * is, an article not in the cart gets a new line at the end. Adding the same
 * list again therefore changes nothing (the cart is never doubled). Repeated
 * articles of the list count with their largest quantity. Answers the new
 * lines and the article numbers that changed; the inputs are not changed.
 */
export function listIntoCart(
  lines: readonly StoredLine[],
  entries: readonly AddedLine[],
  newKey: () => string,
): { lines: StoredLine[]; changed: Set<string> } {
  const next = lines.map((line) => ({ ...line }))
  const changed = new Set<string>()
  for (const entry of entries) {
    const existing = next.find((line) => line.articleNumber === entry.articleNumber)
    if (existing) {
      if (existing.count >= entry.count) continue
      existing.count = entry.count
      existing.requestedCount = null
    } else {
      next.push({
        itemKey: newKey(),
        product: entry.product,
        articleNumber: entry.articleNumber,
        count: entry.count,
        itemRefText: null,
        manualPriceCents: null,
      })
    }
    changed.add(entry.articleNumber)
  }
  return { lines: next, changed }
}
