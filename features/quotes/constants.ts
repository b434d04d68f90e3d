/**
 * Quote requests: a buyer asks for prices for a product or a whole cart; sales staff answer in the
 * CMS with a price per line and a validity date; the buyer accepts (into the cart) or declines.
 * An answered quote past its validity date counts as expired (computed, not stored).
 */
export const QUOTE_STATUSES = ['requested', 'answered', 'accepted', 'declined', 'ordered'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

export const QUOTE_SOURCES = ['product', 'cart'] as const
export type QuoteSource = (typeof QUOTE_SOURCES)[number]

export const QUOTE_REMARK_MAX_LENGTH = 1000
export const QUOTE_ANSWER_MAX_LENGTH = 2000
export const QUOTE_MAX_LINES = 100
