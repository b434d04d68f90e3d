import { describe, expect, it } from 'vitest'

import { formatAmount, formatPrice } from './money'

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1 234.56'],
    [123456789, '1 234 567.89'],
    [-250075, '-2 500.75'],
    [99.6, '1.00'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatAmount(cents)).toBe(text)
  })

  it('replaces the apostrophe thousands separator by a plain space', () => {
    expect(formatAmount(100000000)).toBe('1 000 000.00')
    expect(formatAmount(100000000)).not.toMatch(/['’\u00a0\u202f]/)
  })

  it('labels prices in Swiss francs', () => {
    expect(formatPrice(4990)).toBe('CHF 49.90')
    expect(formatPrice(1234500)).toBe('CHF 12 345.00')
    expect(formatPrice(123456)).toBe('CHF 1 234.56')
    expect(formatPrice(-123456)).toBe('CHF -1 234.56')
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows nothing for %s', (value) => {
    expect(formatAmount(value)).toBe('')
    expect(formatPrice(value)).toBe('')
  })
})
