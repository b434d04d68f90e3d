import {
  QUOTE_NUMBER_ALPHABET,
  QUOTE_NUMBER_PATTERN,
  QUOTE_VALIDITY_MAX_DAYS,
  type QuoteState,
  type QuoteStatus,
} from './constants'

/**
 * The rules of a quote that both the shop and the CMS apply, without server or database code.
 * Days are calendar days in Europe/Zurich, written YYYY-MM-DD; `today` is always passed in.
 */

/** Whether a text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The day `days` after an ISO day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** "Q" + the Swiss day as YYMMDD + "-" + five characters of the unambiguous alphabet; `pick(n)` draws 0 ≤ i < n. */
export function formatQuoteNumber(swissDay: string, pick: (size: number) => number): string {
  let suffix = ''
  for (let i = 0; i < 5; i++) suffix += QUOTE_NUMBER_ALPHABET[pick(QUOTE_NUMBER_ALPHABET.length)]
  return `Q${swissDay.slice(2).replaceAll('-', '')}-${suffix}`
}

export const isQuoteNumber = (value: unknown): value is string =>
  typeof value === 'string' && QUOTE_NUMBER_PATTERN.test(value)

/** What the rules need of a quote. */
export type QuoteTerms = {
  status: QuoteStatus | string
  answer?: { validUntil?: string | null } | null
}

/** Whether an answered quote still holds on `today`: its last day is today or later. */
export const validOn = (validUntil: string | null | undefined, today: string): boolean =>
  isIsoDay(validUntil) && validUntil >= today

/**
 * The state the buyer sees: the stored status, but an answered or accepted quote whose last valid
 * day lies before today is `expired` (nothing is stored when a quote expires).
 */
export function quoteState(quote: QuoteTerms, today: string): QuoteState {
  const status = quote.status as QuoteStatus
  if ((status === 'answered' || status === 'accepted') && !validOn(quote.answer?.validUntil, today))
    return 'expired'
  return status
}

/**
 * Why a quote cannot be accepted on `today`, or null: an answered quote within its validity — or
 * one already accepted and still valid, whose lines then go into the cart again (after the buyer
 * removed them, say).
 */
export function acceptProblem(
  quote: QuoteTerms,
  today: string,
): 'expired' | 'notAnswered' | 'declined' | 'ordered' | null {
  switch (quoteState(quote, today)) {
    case 'answered':
    case 'accepted':
      return null
    case 'expired':
      return 'expired'
    case 'requested':
      return 'notAnswered'
    case 'declined':
      return 'declined'
    case 'ordered':
      return 'ordered'
  }
}

/** Why a quote cannot be declined, or null: a request not yet answered, or an answer (valid or expired) not yet taken up. */
export function declineProblem(quote: QuoteTerms): 'accepted' | 'declined' | 'ordered' | null {
  return quote.status === 'accepted' || quote.status === 'declined' || quote.status === 'ordered'
    ? (quote.status as 'accepted' | 'declined' | 'ordered')
    : null
}

/** A line's list total and quoted total, and what the buyer saves (negative: the quote is dearer). */
export function lineSavings(line: {
  quantity: number
  listUnitPriceCents?: number | null
  quotedUnitPriceCents?: number | null
}): { listCents: number | null; quotedCents: number | null; savingsCents: number | null } {
  const listCents = line.listUnitPriceCents != null ? line.listUnitPriceCents * line.quantity : null
  const quotedCents = line.quotedUnitPriceCents != null ? line.quotedUnitPriceCents * line.quantity : null
  return {
    listCents,
    quotedCents,
    savingsCents: listCents != null && quotedCents != null ? listCents - quotedCents : null,
  }
}

// ── The sales answer in the CMS ──────────────────────────────────────────────

/** A quote as the CMS hook sees it before and after an editor's save. */
export type AnsweredQuote = {
  status?: string | null
  lines?:
    | {
        id?: string | null
        product?: unknown
        articleNumber?: string | null
        quantity?: number | null
        quotedUnitPriceCents?: number | null
      }[]
    | null
  answer?: { validUntil?: string | null; text?: string | null } | null
}

const relation = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

const priceOf = (value: unknown): number | null => (value === '' || value == null ? null : Number(value))

/** Whether an editor's save changes the answer: a line's price, the validity date or the text. */
export function answerChanged(before: AnsweredQuote, after: AnsweredQuote): boolean {
  const old = new Map((before.lines ?? []).map((line) => [line.id, priceOf(line.quotedUnitPriceCents)]))
  return (
    (after.lines ?? []).some((line) => old.get(line.id) !== priceOf(line.quotedUnitPriceCents)) ||
    (before.answer?.validUntil || null) !== (after.answer?.validUntil || null) ||
    (before.answer?.text?.trim() || null) !== (after.answer?.text?.trim() || null)
  )
}

/** A problem with an editor's save, at the field it concerns (Payload shows it there). */
export type AnswerIssue = { path: string; message: string }

/**
 * What is wrong with an editor's save of a quote, in the admin's language (English), each at its
 * field: the buyer's lines stay as asked (same articles, quantities, products); the status is the
 * shop's (it follows from the answer and the buyer's decision); an accepted or ordered quote keeps
 * its answer; an answer prices every line (whole Rappen above 0) and holds from today to at most
 * QUOTE_VALIDITY_MAX_DAYS ahead.
 */
export function answerIssues(before: AnsweredQuote, after: AnsweredQuote, today: string): AnswerIssue[] {
  const issues: AnswerIssue[] = []
  const oldLines = before.lines ?? []
  const newLines = after.lines ?? []
  const sameLines =
    oldLines.length === newLines.length &&
    newLines.every((line, index) => {
      const old = oldLines[index]
      return (
        !!old &&
        line.id === old.id &&
        line.articleNumber === old.articleNumber &&
        Number(line.quantity) === Number(old.quantity) &&
        relation(line.product) === relation(old.product)
      )
    })
  if (!sameLines)
    issues.push({
      path: 'lines',
      message:
        'The lines are what the buyer asked for: set a price on each, but do not add, remove or change them.',
    })
  const changed = answerChanged(before, after)
  if ((after.status ?? before.status) !== before.status && !changed)
    issues.push({
      path: 'status',
      message:
        'The status follows from the answer and the buyer’s decision: set the prices and the validity date instead.',
    })
  if (!changed) return issues
  if (before.status === 'accepted' || before.status === 'ordered') {
    issues.push({
      path: 'answer.validUntil',
      message: `The buyer has ${before.status === 'ordered' ? 'ordered' : 'accepted'} this quote: its prices and validity can no longer change.`,
    })
    return issues
  }
  newLines.forEach((line, index) => {
    const price = priceOf(line.quotedUnitPriceCents)
    if (price == null || !Number.isInteger(price) || price < 1)
      issues.push({
        path: `lines.${index}.quotedUnitPriceCents`,
        message: 'Set the quoted net unit price of this line in Rappen (a whole number above 0).',
      })
  })
  const validUntil = after.answer?.validUntil || null
  if (!isIsoDay(validUntil))
    issues.push({ path: 'answer.validUntil', message: 'Set the last day the quote holds, as YYYY-MM-DD.' })
  else if (validUntil < today)
    issues.push({
      path: 'answer.validUntil',
      message: `The last valid day cannot lie in the past (today is ${today}).`,
    })
  else if (validUntil > addDays(today, QUOTE_VALIDITY_MAX_DAYS))
    issues.push({
      path: 'answer.validUntil',
      message: `A quote holds for at most ${QUOTE_VALIDITY_MAX_DAYS} days (until ${addDays(today, QUOTE_VALIDITY_MAX_DAYS)}).`,
    })
  return issues
}
