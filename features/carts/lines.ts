import { MAX_QUANTITY } from '../catalog/constants'

/** A cart line as stored (features/carts/server keeps these in the `carts` collection). */
export type StoredLine = {
  id?: string | null
  itemKey: string
  product: number
  articleNumber: string
  count: number
  itemRefText?: string | null
  manualPriceCents?: number | null
  /** What the customer last saw of the line (its unit price and pack); a difference now is a cart change to confirm. */
  seenUnitPriceCents?: number | null
  seenPack?: string | null
  /** The count asked for when it was more than 9999 (a cart change to confirm). */
  requestedCount?: number | null
  /** The accepted quote the line comes from and its quoted net unit price (priced so while the quote holds, quoted-prices.ts). */
  quote?: number | null
  quotedUnitPriceCents?: number | null
}

/** A quoted line is for the quoted quantity: another count makes it an ordinary line (priced from the list). */
const endQuote = (line: StoredLine, count: number): Partial<StoredLine> =>
  line.quote != null && count !== line.count ? { quote: null, quotedUnitPriceCents: null } : {}

export type AddedLine = { product: number; articleNumber: string; count: number }

/**
 * The lines after adding `added`: an article already in the cart adds its
 * count (capped at 9999, the most of one article), a new one gets a new line with a fresh
 * key at the end. Repeated articles within `added` are merged first. A
 * count cut at 9999 keeps what was asked for in `requestedCount`.
 */
export function addLines(
  lines: readonly StoredLine[],
  added: readonly AddedLine[],
  newKey: () => string,
): StoredLine[] {
  const next = lines.map((line) => ({ ...line }))
  for (const item of added) {
    const existing = next.find((line) => line.articleNumber === item.articleNumber)
    const wanted = (existing?.count ?? 0) + item.count
    const capped = wanted > MAX_QUANTITY ? { requestedCount: wanted } : {}
    if (existing)
      Object.assign(
        existing,
        endQuote(existing, Math.min(MAX_QUANTITY, wanted)),
        { count: Math.min(MAX_QUANTITY, wanted) },
        capped,
      )
    else
      next.push({
        itemKey: newKey(),
        product: item.product,
        articleNumber: item.articleNumber,
        count: Math.min(MAX_QUANTITY, item.count),
        itemRefText: null,
        manualPriceCents: null,
        ...capped,
      })
  }
  return next
}

/** The lines with one line's fields changed, or null when no line has that key. A quoted line whose count changes stops being quoted. */
export function changeLine(
  lines: readonly StoredLine[],
  itemKey: string,
  change: Partial<Pick<StoredLine, 'count' | 'itemRefText' | 'manualPriceCents' | 'requestedCount'>>,
): StoredLine[] | null {
  if (!lines.some((line) => line.itemKey === itemKey)) return null
  return lines.map((line) =>
    line.itemKey === itemKey
      ? { ...line, ...(change.count != null ? endQuote(line, change.count) : {}), ...change }
      : { ...line },
  )
}

/** The lines without one, or null when no line has that key. */
export function removeLine(lines: readonly StoredLine[], itemKey: string): StoredLine[] | null {
  if (!lines.some((line) => line.itemKey === itemKey)) return null
  return lines.filter((line) => line.itemKey !== itemKey).map((line) => ({ ...line }))
}

/** Switching reference texts on or off clears every line's text. */
export const clearRefTexts = (lines: readonly StoredLine[]): StoredLine[] =>
  lines.map((line) => ({ ...line, itemRefText: null }))

/** Switching manual pricing off drops every manual price (the cart is priced from the lists again). */
export const clearManualPrices = (lines: readonly StoredLine[]): StoredLine[] =>
  lines.map((line) => ({ ...line, manualPriceCents: null }))
