import { describe, expect, it } from 'vitest'

import { averageRating, formatRating, nextRating, starFill, STARS } from './rating'

describe('nextRating (clicking the same star again clears it)', () => {
  it('chooses a star, switches to another and clears on the chosen one', () => {
    expect(nextRating(null, 3)).toBe(3)
    expect(nextRating(3, 5)).toBe(5)
    expect(nextRating(5, 5)).toBeNull()
    expect(nextRating(1, 1)).toBeNull()
    expect(nextRating(null, 1)).toBe(1)
  })
})

describe('averageRating', () => {
  it('averages the given stars to one decimal and skips reviews without stars', () => {
    expect(averageRating([5, 4, 5, 4, null])).toBe(4.5)
    expect(averageRating([5, 4, 4])).toBe(4.3)
    expect(averageRating([null, undefined])).toBeNull()
    expect(averageRating([])).toBeNull()
  })
})

describe('starFill', () => {
  it('fills whole stars up to the average and the last one partly', () => {
    expect(STARS.map((star) => starFill(4.5, star))).toEqual([1, 1, 1, 1, 0.5])
    expect(STARS.map((star) => starFill(3, star))).toEqual([1, 1, 1, 0, 0])
  })
})

describe('formatRating', () => {
  it('writes the site’s one number format in every language', () => {
    // One number format in every language: a decimal point, as Swiss German writes it.
    expect(formatRating(4.5)).toBe('4.5')
    expect(formatRating(4)).toBe('4')
  })
})
