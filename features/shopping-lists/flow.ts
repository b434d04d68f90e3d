/**
 * The add-to-shopping-list flow: which dialog a click opens.
 */

/** What a button hands to the flow: a product, and the article and quantity when they are already chosen. */
export type FlowEntry = { productNumber: string; title: string; articleNumber?: string; quantity?: number }

/** A complete entry: article and quantity are known. */
export type CompleteFlowEntry = FlowEntry & { articleNumber: string; quantity: number }

export type FlowDialog = 'variant' | 'list'

/** True when the entry still needs a pack size or a quantity. */
export const lacksVariant = (entry: FlowEntry): boolean =>
  !entry.articleNumber || entry.quantity == null || !(entry.quantity >= 1)

/**
 * The dialog a click opens: the variant dialog when exactly one entry lacks
 * an article number or count, otherwise the list dialog.
 */
export function firstDialog(entries: readonly FlowEntry[]): FlowDialog {
  return entries.filter(lacksVariant).length === 1 ? 'variant' : 'list'
}

/** The entry the variant dialog asks about (the one lacking article or count), or -1. */
export const variantEntryIndex = (entries: readonly FlowEntry[]): number => entries.findIndex(lacksVariant)

/** The entries with the chosen article and quantity stored on entry `index` (when the variant dialog is submitted). */
export function withVariant(
  entries: readonly FlowEntry[],
  index: number,
  articleNumber: string,
  quantity: number,
): FlowEntry[] {
  return entries.map((entry, i) => (i === index ? { ...entry, articleNumber, quantity } : entry))
}
