import { describe, expect, it } from 'vitest'

import { QUOTE_NUMBER_ALPHABET, QUOTE_VALIDITY_MAX_DAYS } from './constants'
import {
  acceptProblem,
  addDays,
  answerChanged,
  answerIssues,
  declineProblem,
  formatQuoteNumber,
  isIsoDay,
  isQuoteNumber,
  lineSavings,
  quoteState,
  validOn,
  type AnsweredQuote,
} from './rules'

describe('quote numbers', () => {
  it('are Q, the Swiss day as YYMMDD, a dash and five unambiguous characters', () => {
    let i = 0
    const number = formatQuoteNumber('2026-11-27', () => i++)
    expect(number).toBe('Q261127-23456')
    expect(isQuoteNumber(number)).toBe(true)
    expect(formatQuoteNumber('2026-01-05', (size) => size - 1)).toBe('Q260105-ZZZZZ')
  })

  it('never use the letters and digits people mix up', () => {
    for (const confusable of ['0', '1', 'I', 'O']) expect(QUOTE_NUMBER_ALPHABET).not.toContain(confusable)
    expect(isQuoteNumber('Q261127-7KQ2O')).toBe(false)
    expect(isQuoteNumber('q261127-7KQ2M')).toBe(false)
    expect(isQuoteNumber('Q26112-7KQ2M')).toBe(false)
    expect(isQuoteNumber('W261127-7KQ2M')).toBe(false)
  })
})

describe('days', () => {
  it('knows real calendar days only', () => {
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2026-02-29')).toBe(false)
    expect(isIsoDay('2026-13-01')).toBe(false)
    expect(isIsoDay('26-11-27')).toBe(false)
    expect(isIsoDay(20261127)).toBe(false)
  })

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('validity with a fixed today', () => {
  const answered = { status: 'answered', answer: { validUntil: '2026-12-12' } }

  it('holds up to and including the last valid day', () => {
    expect(validOn('2026-12-12', '2026-12-12')).toBe(true)
    expect(validOn('2026-12-12', '2026-12-13')).toBe(false)
    expect(validOn(null, '2026-12-01')).toBe(false)
    expect(quoteState(answered, '2026-12-12')).toBe('answered')
    expect(quoteState(answered, '2026-12-13')).toBe('expired')
  })

  it('counts answered and accepted quotes past their day as expired, the rest by their status', () => {
    expect(quoteState({ ...answered, status: 'accepted' }, '2026-12-13')).toBe('expired')
    expect(quoteState({ ...answered, status: 'accepted' }, '2026-12-10')).toBe('accepted')
    expect(quoteState({ status: 'requested' }, '2026-12-13')).toBe('requested')
    expect(quoteState({ ...answered, status: 'ordered' }, '2027-05-01')).toBe('ordered')
    expect(quoteState({ ...answered, status: 'declined' }, '2027-05-01')).toBe('declined')
  })

  it('accepts an answered (or accepted) quote within its validity, and says why not otherwise', () => {
    expect(acceptProblem(answered, '2026-12-12')).toBeNull()
    expect(acceptProblem(answered, '2026-12-13')).toBe('expired')
    expect(acceptProblem({ status: 'requested' }, '2026-12-01')).toBe('notAnswered')
    // An accepted quote still valid puts its lines into the cart again.
    expect(acceptProblem({ ...answered, status: 'accepted' }, '2026-12-01')).toBeNull()
    expect(acceptProblem({ ...answered, status: 'accepted' }, '2026-12-13')).toBe('expired')
    expect(acceptProblem({ ...answered, status: 'declined' }, '2026-12-01')).toBe('declined')
    expect(acceptProblem({ ...answered, status: 'ordered' }, '2026-12-01')).toBe('ordered')
  })

  it('declines requests and answers (even expired ones), never what was accepted, ordered or declined', () => {
    expect(declineProblem({ status: 'requested' })).toBeNull()
    expect(declineProblem(answered)).toBeNull()
    expect(declineProblem({ status: 'accepted' })).toBe('accepted')
    expect(declineProblem({ status: 'ordered' })).toBe('ordered')
    expect(declineProblem({ status: 'declined' })).toBe('declined')
  })
})

describe('savings', () => {
  it('compares the list and the quoted total of a line', () => {
    expect(lineSavings({ quantity: 10, listUnitPriceCents: 1250, quotedUnitPriceCents: 1100 })).toEqual({
      listCents: 12500,
      quotedCents: 11000,
      savingsCents: 1500,
    })
    expect(lineSavings({ quantity: 3, listUnitPriceCents: 1000, quotedUnitPriceCents: null })).toEqual({
      listCents: 3000,
      quotedCents: null,
      savingsCents: null,
    })
  })
})

describe('the sales answer in the CMS', () => {
  const today = '2026-11-27'
  const requested: AnsweredQuote = {
    status: 'requested',
    lines: [
      { id: 'a', product: 4, articleNumber: 'TRB-1-5', quantity: 20, quotedUnitPriceCents: null },
      { id: 'b', product: { id: 4 }, articleNumber: 'TRB-1-20', quantity: 5, quotedUnitPriceCents: null },
    ],
    answer: {},
  }
  const priced = (prices: (number | null)[], validUntil: string | null = '2026-12-12'): AnsweredQuote => ({
    ...requested,
    lines: requested.lines!.map((line, index) => ({ ...line, quotedUnitPriceCents: prices[index] })),
    answer: { validUntil },
  })

  it('sees an answer in a price, the last valid day or the text, not in an unchanged save', () => {
    expect(answerChanged(requested, requested)).toBe(false)
    expect(answerChanged(requested, priced([null, null], null))).toBe(false)
    expect(answerChanged(requested, priced([900, null], null))).toBe(true)
    expect(answerChanged(requested, priced([null, null]))).toBe(true)
    expect(answerChanged(requested, { ...requested, answer: { text: ' Gerne ' } })).toBe(true)
  })

  it('takes a complete answer: every line priced in whole Rappen above 0, valid from today on', () => {
    expect(answerIssues(requested, priced([900, 3400]), today)).toEqual([])
    expect(answerIssues(requested, priced([900, 3400], today), today)).toEqual([])
  })

  it('names each missing or bad price and a bad validity date at its field', () => {
    expect(answerIssues(requested, priced([900, null]), today).map((issue) => issue.path)).toEqual([
      'lines.1.quotedUnitPriceCents',
    ])
    expect(answerIssues(requested, priced([0, 12.5]), today).map((issue) => issue.path)).toEqual([
      'lines.0.quotedUnitPriceCents',
      'lines.1.quotedUnitPriceCents',
    ])
    expect(answerIssues(requested, priced([900, 3400], null), today).map((issue) => issue.path)).toEqual([
      'answer.validUntil',
    ])
    const noDay = answerIssues(requested, { ...priced([900, 3400]), answer: { text: 'x' } }, today)
    expect(noDay.map((issue) => issue.path)).toEqual(['answer.validUntil'])
    expect(answerIssues(requested, priced([900, 3400], '2026-11-26'), today)[0]).toMatchObject({
      path: 'answer.validUntil',
      message: expect.stringContaining('past'),
    })
    expect(answerIssues(requested, priced([900, 3400], '2026-02-30'), today)[0]?.path).toBe(
      'answer.validUntil',
    )
    expect(
      answerIssues(requested, priced([900, 3400], addDays(today, QUOTE_VALIDITY_MAX_DAYS + 1)), today)[0]
        ?.path,
    ).toBe('answer.validUntil')
  })

  it('keeps the buyer’s lines as asked', () => {
    const changed = priced([900, 3400])
    changed.lines![0] = { ...changed.lines![0]!, quantity: 25 }
    expect(answerIssues(requested, changed, today).map((issue) => issue.path)).toContain('lines')
    const fewer = { ...priced([900, 3400]), lines: priced([900, 3400]).lines!.slice(0, 1) }
    expect(answerIssues(requested, fewer, today).map((issue) => issue.path)).toContain('lines')
  })

  it('refuses a status set by hand and any change of an accepted or ordered quote’s answer', () => {
    expect(answerIssues(requested, { ...requested, status: 'accepted' }, today)[0]?.path).toBe('status')
    const accepted = { ...priced([900, 3400]), status: 'accepted' }
    expect(answerIssues(accepted, accepted, today)).toEqual([])
    expect(answerIssues(accepted, { ...accepted, lines: priced([800, 3400]).lines }, today)[0]).toMatchObject(
      {
        message: expect.stringContaining('accepted'),
      },
    )
    const ordered = { ...accepted, status: 'ordered' }
    expect(
      answerIssues(ordered, { ...ordered, answer: { validUntil: '2027-01-31' } }, today)[0],
    ).toMatchObject({
      message: expect.stringContaining('ordered'),
    })
  })
})
