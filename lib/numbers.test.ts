import { describe, expect, it } from 'vitest'

import { formatAmount } from './money'
import { counted, formatCount, formatNumber, formatQuantity } from './numbers'

describe('numbers: one format for counts, amounts and quantities', () => {
  it('groups thousands with a plain space, never an apostrophe', () => {
    expect(formatCount(3017)).toBe('3 017')
    expect(formatCount(1_234_567)).toBe('1 234 567')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(0)).toBe('0')
    for (const text of [formatCount(3017), formatNumber(12345.5), formatAmount(386045)])
      expect(text).not.toMatch(/['’\u00a0\u202f,]/)
  })

  it('writes decimals with a point, up to three by default, without trailing zeros', () => {
    expect(formatNumber(0.5)).toBe('0.5')
    expect(formatNumber(2.125)).toBe('2.125')
    expect(formatNumber(4.5, { maximumFractionDigits: 1 })).toBe('4.5')
    expect(formatNumber(4, { minimumFractionDigits: 1 })).toBe('4.0')
    expect(formatNumber(-1500)).toBe('-1 500')
  })

  it('puts the unit after the number with a space', () => {
    expect(formatQuantity(20, 'l')).toBe('20 l')
    expect(formatQuantity(0.4, 'kg')).toBe('0.4 kg')
    expect(formatQuantity(1000, 'l')).toBe('1 000 l')
    expect(formatQuantity(12, '')).toBe('12')
  })

  it('shows nothing for what is not a number', () => {
    for (const bad of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(bad)).toBe('')
      expect(formatQuantity(bad, 'l')).toBe('')
    }
  })

  it('formats amounts with the same digits (money is built on it)', () => {
    expect(formatAmount(386045)).toBe('3 860.45')
  })

  it('gives plural messages the count and its shown form', () => {
    expect(counted(3017)).toEqual({ count: 3017, n: '3 017' })
    expect(counted(2, { list: 'Werkstatt' })).toEqual({ list: 'Werkstatt', count: 2, n: '2' })
  })
})
