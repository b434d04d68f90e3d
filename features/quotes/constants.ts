import { ACCOUNT_PATHS } from '../account-area/constants'

/**
 * Quote requests: a buyer asks for prices for a product or a whole cart; sales staff answer in the
 * CMS with a price per line and a validity date; the buyer accepts (into the cart) or declines.
 * An answered quote past its validity date counts as expired (computed, not stored).
 */
export const QUOTE_STATUSES = ['requested', 'answered', 'accepted', 'declined', 'ordered'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

/**
 * What the buyer sees of a quote: its stored status, except that an answered or accepted quote past
 * its validity date (Europe/Zurich) is `expired`. The list's status filter offers these.
 */
export const QUOTE_STATES = ['requested', 'answered', 'accepted', 'expired', 'declined', 'ordered'] as const
export type QuoteState = (typeof QUOTE_STATES)[number]

export const QUOTE_SOURCES = ['product', 'cart'] as const
export type QuoteSource = (typeof QUOTE_SOURCES)[number]

export const QUOTE_REMARK_MAX_LENGTH = 1000
export const QUOTE_ANSWER_MAX_LENGTH = 2000
export const QUOTE_MAX_LINES = 100

/** A desired delivery date may lie at most this many days ahead. */
export const QUOTE_DESIRED_DATE_MAX_DAYS = 366
/** Sales may make a quote valid for at most this many days from the day of the answer. */
export const QUOTE_VALIDITY_MAX_DAYS = 366

/** Letters and digits that cannot be mistaken for each other (as in order numbers). */
export const QUOTE_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** A quote number: Q, the Swiss day (YYMMDD), a dash and five characters, e.g. Q261127-7KQ2M. */
export const QUOTE_NUMBER_PATTERN = /^Q\d{6}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{5}$/

/** The API of the quotes (the account page's table list and the requests). */
export const QUOTES_ENDPOINT = '/api/quotes'
/** The address parameter that opens one quote on the account page (`/konto/offerten?offerte=Q…`). */
export const QUOTE_PARAM = 'offerte'

/** The account page of the quotes with one quote opened (notification and mail links): /{locale}/konto/offerten?offerte=Q…. */
export const quotePageUrl = (locale: string, quoteNumber: string) =>
  `/${locale}${ACCOUNT_PATHS.quotes}?${QUOTE_PARAM}=${encodeURIComponent(quoteNumber)}`

/** A pack the request dialog offers: its article, its label and the caller's unit price today (null: none shown). */
export type QuotePack = { articleNumber: string; label: string; unitPriceCents: number | null }
