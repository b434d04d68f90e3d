import type { StoredLine } from './lines'

/**
 * Lines of an accepted quote (features/quotes) carry the quote and its net unit price. The cart
 * prices such a line at the quoted price only while the quote holds: it is still the caller's
 * (its account and customer), accepted, valid today (its last valid day, Europe/Zurich, is today
 * or later) and quotes this article at exactly the line's count (the quoted price is for the quoted
 * quantity; changing the count makes the line an ordinary one, lines.ts). Otherwise the line is
 * priced from the list like any other and the cart reports the change (`quoteEnded`). While an
 * order awaiting approval is priced again (the approval), its quote counts as holding: it went
 * into that very order.
 */

/** What the cart needs of a quote. */
export type CartQuote = {
  id: number
  quoteNumber: string
  status: string
  account: number | null
  customer: number | null
  validUntil: string | null
  orderNumber: string | null
  lines: { articleNumber: string; quantity: number; quotedUnitPriceCents: number | null }[]
}

/** Why a quoted line is priced from the list. */
export const QUOTE_LAPSES = ['expired', 'notAccepted', 'unavailable', 'quantity'] as const
export type QuoteLapse = (typeof QUOTE_LAPSES)[number]

export type QuotedPrice =
  | {
      applies: true
      quoteNumber: string
      unitPriceCents: number
      quantity: number
      validUntil: string | null
    }
  | { applies: false; quoteNumber: string | null; reason: QuoteLapse; validUntil: string | null }

export type QuoteOwner = {
  account: number | null
  customer: number | null
  /** Today in Switzerland, YYYY-MM-DD. */
  today: string
  /** An order priced again for its approval: its quote holds for it. */
  orderNumber?: string | null
}

/** The quoted price of a line, why it no longer holds, or null for a line without a quote. */
export function quotedPriceOf(
  line: Pick<StoredLine, 'quote' | 'articleNumber' | 'count'>,
  quote: CartQuote | null | undefined,
  owner: QuoteOwner,
): QuotedPrice | null {
  if (line.quote == null) return null
  // The order being approved is its buyer's, whoever approves it.
  const forThisOrder =
    !!quote && quote.status === 'ordered' && !!owner.orderNumber && quote.orderNumber === owner.orderNumber
  if (!quote || quote.customer !== owner.customer || (!forThisOrder && quote.account !== owner.account))
    return {
      applies: false,
      quoteNumber: quote?.quoteNumber ?? null,
      reason: 'unavailable',
      validUntil: null,
    }
  const lapsed = (reason: QuoteLapse): QuotedPrice => ({
    applies: false,
    quoteNumber: quote.quoteNumber,
    reason,
    validUntil: quote.validUntil,
  })
  if (quote.status !== 'accepted' && !forThisOrder) return lapsed('notAccepted')
  if (!forThisOrder && !(quote.validUntil != null && quote.validUntil >= owner.today))
    return lapsed('expired')
  const quoted = quote.lines.find((candidate) => candidate.articleNumber === line.articleNumber)
  if (!quoted || quoted.quotedUnitPriceCents == null) return lapsed('unavailable')
  if (quoted.quantity !== line.count) return lapsed('quantity')
  return {
    applies: true,
    quoteNumber: quote.quoteNumber,
    unitPriceCents: quoted.quotedUnitPriceCents,
    quantity: quoted.quantity,
    validUntil: quote.validUntil,
  }
}
