import { MAX_QUANTITY } from '../catalog/constants'

/** A cart line as stored (features/carts/server keeps these in the `carts` collection). */
export type StoredLine = { id?: string | null; itemKey: string; product: number; articleNumber: string; count: number; itemRefText?: string | null; manualPriceCents?: number | null }

export type AddedLine = { product: number; articleNumber: string; count: number }

/**
 * The lines after adding `added`: an article already in the cart adds its
 * count (capped at 9999, SPEC §9), a new one gets a new line with a fresh
 * key at the end. Repeated articles within `added` are merged first.
 */
export function addLines(lines: readonly StoredLine[], added: readonly AddedLine[], newKey: () => string): StoredLine[] {
  const next = lines.map((line) => ({ ...line }))
  for (const item of added) {
    const existing = next.find((line) => line.articleNumber === item.articleNumber)
    if (existing) existing.count = Math.min(MAX_QUANTITY, existing.count + item.count)
    else next.push({ itemKey: newKey(), product: item.product, articleNumber: item.articleNumber, count: Math.min(MAX_QUANTITY, item.count), itemRefText: null, manualPriceCents: null })
  }
  return next
}

/** The lines with one line's fields changed, or null when no line has that key. */
export function changeLine(lines: readonly StoredLine[], itemKey: string, change: Partial<Pick<StoredLine, 'count' | 'itemRefText' | 'manualPriceCents'>>): StoredLine[] | null {
  if (!lines.some((line) => line.itemKey === itemKey)) return null
  return lines.map((line) => (line.itemKey === itemKey ? { ...line, ...change } : { ...line }))
}

/** The lines without one, or null when no line has that key. */
export function removeLine(lines: readonly StoredLine[], itemKey: string): StoredLine[] | null {
  if (!lines.some((line) => line.itemKey === itemKey)) return null
  return lines.filter((line) => line.itemKey !== itemKey).map((line) => ({ ...line }))
}

/** SPEC §4: switching reference texts on or off clears every line's text. */
export const clearRefTexts = (lines: readonly StoredLine[]): StoredLine[] => lines.map((line) => ({ ...line, itemRefText: null }))

/** Switching manual pricing off drops every manual price (the cart is priced from the lists again). */
export const clearManualPrices = (lines: readonly StoredLine[]): StoredLine[] => lines.map((line) => ({ ...line, manualPriceCents: null }))
