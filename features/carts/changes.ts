import type { StoredLine } from './lines'

/** Why a cart line changed since the customer last saw it. */
export const CART_CHANGE_REASONS = [
  'countUpdated',
  'variantChanged',
  'removed',
  'itemChanged',
  'pricingChanged',
  'quoteEnded',
] as const
export type CartChangeReason = (typeof CART_CHANGE_REASONS)[number]

/** Where a cart change is confirmed: the notification's confirmation posts the change's id here. */
export const CART_CHANGE_CONFIRM_PATH = '/api/b2bcart/confirm-change'

/** The article as the catalog has it now (null: gone or no longer available). */
export type CurrentArticle = { productId: number; pack: string; unitPriceCents: number | null } | null

/** A pack as one comparable string: size, unit and container. */
export const packKey = (article: { packSize: number; unit: string; container?: string | null }) =>
  `${article.packSize} ${article.unit}${article.container ? ` ${article.container}` : ''}`

/** The id of one change: the line and the reason (what the confirmation posts). */
export const changeId = (itemKey: string, reason: CartChangeReason) => `${itemKey}~${reason}`

export function parseChangeId(id: string): { itemKey: string; reason: CartChangeReason } | null {
  const [itemKey, reason, ...rest] = id.split('~')
  if (!itemKey || rest.length || !CART_CHANGE_REASONS.includes(reason as CartChangeReason)) return null
  return { itemKey, reason: reason as CartChangeReason }
}

/**
 * What changed for a line since the customer last saw it: the article is
 * gone (removed), belongs to another product now (itemChanged), comes in
 * another pack (variantChanged), costs another unit price at this count
 * (pricingChanged; not while a manual price applies) or its count was cut at
 * 9999 (countUpdated); a line of an accepted quote whose quoted price no
 * longer holds (quoteEnded: expired, no longer accepted — priced from the
 * list now, instead of a price change). A line never seen (no snapshot yet)
 * reports no price or pack change.
 */
export function lineChanges(
  line: StoredLine,
  current: CurrentArticle,
  { manualPrice = false, quoteEnded = false }: { manualPrice?: boolean; quoteEnded?: boolean } = {},
): CartChangeReason[] {
  const reasons: CartChangeReason[] = []
  if (line.requestedCount != null) reasons.push('countUpdated')
  if (!current) return [...reasons, 'removed']
  if (current.productId !== line.product) reasons.push('itemChanged')
  if (line.seenPack != null && line.seenPack !== current.pack) reasons.push('variantChanged')
  if (quoteEnded && !manualPrice) reasons.push('quoteEnded')
  else if (
    !manualPrice &&
    line.seenUnitPriceCents != null &&
    current.unitPriceCents != null &&
    current.unitPriceCents !== line.seenUnitPriceCents
  )
    reasons.push('pricingChanged')
  return reasons
}

/** The line once the change is confirmed: the customer has now seen it (null: the line goes, for a removed article). */
export function confirmChange(
  line: StoredLine,
  reason: CartChangeReason,
  current: CurrentArticle,
): StoredLine | null {
  switch (reason) {
    case 'removed':
      return null
    case 'countUpdated':
      return { ...line, requestedCount: null }
    case 'itemChanged':
      return current ? { ...line, product: current.productId } : line
    case 'variantChanged':
      return current ? { ...line, seenPack: current.pack } : line
    case 'pricingChanged':
      return current ? { ...line, seenUnitPriceCents: current.unitPriceCents } : line
    case 'quoteEnded':
      // The line stays, as an ordinary line at the price the customer has now seen.
      return {
        ...line,
        quote: null,
        quotedUnitPriceCents: null,
        ...(current ? { seenUnitPriceCents: current.unitPriceCents } : {}),
      }
  }
}
