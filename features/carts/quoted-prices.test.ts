import { describe, expect, it } from 'vitest'

import { quotedPriceOf, type CartQuote } from './quoted-prices'

const quote: CartQuote = {
  id: 4,
  quoteNumber: 'Q261127-7KQ2M',
  status: 'accepted',
  account: 11,
  customer: 3,
  validUntil: '2026-12-12',
  orderNumber: null,
  lines: [{ articleNumber: 'TRB-1-5', quantity: 10, quotedUnitPriceCents: 950 }],
}
const line = { quote: 4, articleNumber: 'TRB-1-5', count: 10 }
const owner = { account: 11, customer: 3, today: '2026-12-12' }

describe('the quoted price of a cart line', () => {
  it('is none for a line without a quote', () => {
    expect(quotedPriceOf({ ...line, quote: null }, quote, owner)).toBeNull()
  })

  it('holds for the caller’s accepted quote up to and including its last valid day, at the quoted count', () => {
    expect(quotedPriceOf(line, quote, owner)).toEqual({
      applies: true,
      quoteNumber: 'Q261127-7KQ2M',
      unitPriceCents: 950,
      quantity: 10,
      validUntil: '2026-12-12',
    })
  })

  it('ends the day after its last valid day (Swiss days compared as YYYY-MM-DD)', () => {
    expect(quotedPriceOf(line, quote, { ...owner, today: '2026-12-13' })).toMatchObject({
      applies: false,
      reason: 'expired',
      quoteNumber: 'Q261127-7KQ2M',
    })
  })

  it('ends when the quote is no longer accepted, is another account’s or customer’s, or is gone', () => {
    expect(quotedPriceOf(line, { ...quote, status: 'declined' }, owner)).toMatchObject({
      reason: 'notAccepted',
    })
    expect(quotedPriceOf(line, { ...quote, status: 'ordered', orderNumber: 'W1' }, owner)).toMatchObject({
      reason: 'notAccepted',
    })
    expect(quotedPriceOf(line, { ...quote, customer: 9 }, owner)).toMatchObject({ reason: 'unavailable' })
    expect(quotedPriceOf(line, { ...quote, account: 12 }, owner)).toMatchObject({ reason: 'unavailable' })
    expect(quotedPriceOf(line, null, owner)).toEqual({
      applies: false,
      quoteNumber: null,
      reason: 'unavailable',
      validUntil: null,
    })
  })

  it('holds only at the quoted quantity and only for articles the quote prices', () => {
    expect(quotedPriceOf({ ...line, count: 11 }, quote, owner)).toMatchObject({ reason: 'quantity' })
    expect(quotedPriceOf({ ...line, articleNumber: 'TRB-1-20' }, quote, owner)).toMatchObject({
      reason: 'unavailable',
    })
  })

  it('holds for the order it went into while that order is priced again for its approval, even after the validity', () => {
    const ordered = { ...quote, status: 'ordered', orderNumber: 'W261127-ABCDE' }
    expect(
      quotedPriceOf(line, ordered, { ...owner, today: '2027-01-05', orderNumber: 'W261127-ABCDE' }),
    ).toMatchObject({ applies: true, unitPriceCents: 950 })
    // An administrator approves the buyer's order: the quote is the buyer's, not the approver's.
    expect(
      quotedPriceOf(line, ordered, { ...owner, account: 12, orderNumber: 'W261127-ABCDE' }),
    ).toMatchObject({ applies: true })
    expect(
      quotedPriceOf(line, ordered, { ...owner, customer: 9, orderNumber: 'W261127-ABCDE' }),
    ).toMatchObject({ reason: 'unavailable' })
    expect(quotedPriceOf(line, ordered, { ...owner, orderNumber: 'W261127-OTHER' })).toMatchObject({
      reason: 'notAccepted',
    })
  })
})
