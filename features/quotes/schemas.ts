import { z } from 'zod'

import { ZB2BCart } from '@/features/carts/schemas'
import { MAX_QUANTITY } from '@/features/catalog/constants'
import { ZArticleNumber } from '@/features/catalog/schemas'
import type { TableDefinition } from '@/features/table-lists/query'
import { CONTROL_CHARACTERS_ISSUE, hasControlCharacters } from '@/lib/control-characters'

import { QUOTE_MAX_LINES, QUOTE_REMARK_MAX_LENGTH, QUOTE_SOURCES, QUOTE_STATES } from './constants'
import { isIsoDay } from './rules'

/** The quotes page (/konto/offerten): a table list like the other account tables. */
export const QUOTES_TABLE = {
  sortColumns: ['quoteNumber', 'requestedAt', 'validUntil'],
  filters: { state: { values: QUOTE_STATES, multiple: true } },
  datepicker: true,
  search: true,
} as const satisfies TableDefinition

/** A desired delivery date: a day (YYYY-MM-DD); empty or null for none. Whether it lies ahead is the server's check. */
const ZDesiredDate = z
  .union([z.literal(''), z.null(), z.string().refine(isIsoDay, { message: 'day' })])
  .optional()
  .transform((value) => value || null)

/** A remark: at most 1000 characters, line breaks allowed, no other control characters. */
const ZRemark = z
  .string()
  .max(QUOTE_REMARK_MAX_LENGTH)
  .refine((text) => !hasControlCharacters(text, { lineBreaks: true }), { message: CONTROL_CHARACTERS_ISSUE })
  .optional()
  .transform((text) => text?.trim() || null)

/** One pack of a product quote: its article and the quantity asked for (0 leaves the pack out). */
export const ZQuoteRequestLine = z
  .object({ articleNumber: ZArticleNumber, quantity: z.number().int().min(0).max(MAX_QUANTITY) })
  .strict()

/**
 * POST /api/quotes: a quote request for packs of one product (at least one quantity above 0), or
 * for every line of the caller's B2B cart at its count; both with an optional desired delivery
 * date (a future day) and remark.
 */
export const ZQuoteRequestBody = z.discriminatedUnion('source', [
  z
    .object({
      source: z.literal('product'),
      productNumber: z.string().trim().toUpperCase().min(1).max(40),
      lines: z.array(ZQuoteRequestLine).min(1).max(QUOTE_MAX_LINES),
      desiredDate: ZDesiredDate,
      remark: ZRemark,
    })
    .strict(),
  z.object({ source: z.literal('cart'), desiredDate: ZDesiredDate, remark: ZRemark }).strict(),
])
export type QuoteRequestBody = z.infer<typeof ZQuoteRequestBody>
export type QuoteRequestInput = z.input<typeof ZQuoteRequestBody>

/** The field a refused request names, and the kind of problem (for the message). */
export function quoteRequestField(error: z.ZodError): {
  field: string
  problem:
    'source' | 'productNumber' | 'lines' | 'quantity' | 'article' | 'desiredDate' | 'remark' | 'unknown'
  position: number | null
} {
  const issue = error.issues[0]
  const path = issue?.path ?? []
  const field = path.length ? path.join('.') : 'body'
  const [first, index, leaf] = path
  if (issue?.code === 'unrecognized_keys')
    return { field: issue.keys[0] ?? field, problem: 'unknown', position: null }
  if (first === 'source' || (!path.length && issue?.code === 'invalid_union'))
    return { field: 'source', problem: 'source', position: null }
  if (first === 'productNumber') return { field, problem: 'productNumber', position: null }
  if (first === 'desiredDate') return { field, problem: 'desiredDate', position: null }
  if (first === 'remark') return { field, problem: 'remark', position: null }
  if (first === 'lines' && typeof index === 'number')
    return {
      field,
      problem: leaf === 'articleNumber' ? 'article' : leaf === 'quantity' ? 'quantity' : 'lines',
      position: index + 1,
    }
  if (first === 'lines') return { field: 'lines', problem: 'lines', position: null }
  return { field, problem: 'unknown', position: null }
}

/** One row of the quotes table. */
export const ZQuoteEntry = z.object({
  quoteNumber: z.string(),
  requestedAt: z.string(),
  requestedBy: z.string(),
  source: z.enum(QUOTE_SOURCES),
  lineCount: z.number(),
  /** The last valid day of an answer (YYYY-MM-DD), null before one. */
  validUntil: z.string().nullable(),
  /** The quoted net total (null before an answer, or while retailer mode hides net prices). */
  totalCents: z.number().nullable(),
  state: z.enum(QUOTE_STATES),
  stateLabel: z.string(),
  /** The caller asked for it (only the asker accepts or declines). */
  own: z.boolean(),
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  url: z.string(),
})
export type QuoteEntry = z.infer<typeof ZQuoteEntry>

/** A quote's line: the list price when asked, the quoted price and what the buyer saves (net, cents). */
export const ZQuoteLine = z.object({
  articleNumber: z.string(),
  productNumber: z.string().nullable(),
  title: z.string(),
  url: z.string().nullable(),
  packLabel: z.string().nullable(),
  quantity: z.number(),
  listUnitPriceCents: z.number().nullable(),
  quotedUnitPriceCents: z.number().nullable(),
  listTotalCents: z.number().nullable(),
  quotedTotalCents: z.number().nullable(),
  savingsCents: z.number().nullable(),
})
export type QuoteLine = z.infer<typeof ZQuoteLine>

/** GET /api/quotes/{quoteNumber}: the quote with its lines, the answer and what the caller may do. */
export const ZQuoteDetail = ZQuoteEntry.extend({
  sourceLabel: z.string(),
  desiredDate: z.string().nullable(),
  remark: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answerText: z.string().nullable(),
  decidedAt: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderUrl: z.string().nullable(),
  lines: z.array(ZQuoteLine),
  listTotalCents: z.number().nullable(),
  savingsCents: z.number().nullable(),
  /** Net prices are hidden (retailer mode shows retail prices only). */
  pricesHidden: z.boolean(),
})
export type QuoteDetail = z.infer<typeof ZQuoteDetail>

/** POST /api/quotes: the new request. */
export const ZQuoteRequested = z.object({ quote: ZQuoteEntry })

/** POST …/accept: the quote as it is now and the cart with its lines at the quoted prices. */
export const ZQuoteAccepted = z.object({ quote: ZQuoteDetail, cart: ZB2BCart })
export type QuoteAccepted = z.infer<typeof ZQuoteAccepted>

/** POST …/decline: the quote as it is now. */
export const ZQuoteDeclined = z.object({ quote: ZQuoteDetail })
