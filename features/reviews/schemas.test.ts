import { describe, expect, it } from 'vitest'

import { invalidReviewFields, isHoneypotFilled, ZReviewCreated, ZReviewInput } from './schemas'

const valid = {
  name: '  Beat Keller ',
  email: ' beat.keller@example.ch ',
  comment: ' Läuft ruhig. ',
  rating: 5,
  product: 'trb-syn-5w30-c3',
  kind: 'rating',
  username: '',
  captchaToken: 'tribo-test-captcha',
}

const fieldsOf = (body: unknown) => {
  const parsed = ZReviewInput.safeParse(body)
  return parsed.success ? [] : invalidReviewFields(parsed.error)
}

describe('ZReviewInput (POST /api/product-review/)', () => {
  it('trims the texts, upper-cases the product number and keeps the stars of a rating', () => {
    expect(ZReviewInput.parse(valid)).toEqual({
      name: 'Beat Keller',
      email: 'beat.keller@example.ch',
      comment: 'Läuft ruhig.',
      rating: 5,
      product: 'TRB-SYN-5W30-C3',
      kind: 'rating',
      captchaToken: 'tribo-test-captcha',
    })
  })

  it('defaults to a rating without stars and accepts a numeric product id', () => {
    const parsed = ZReviewInput.parse({ name: 'A', email: 'a@example.ch', comment: 'B', product: 17 })
    expect(parsed).toMatchObject({ kind: 'rating', rating: null, product: 17, captchaToken: '' })
    expect(ZReviewInput.parse({ ...valid, rating: null }).rating).toBeNull()
  })

  it('ignores stars sent with a question', () => {
    expect(ZReviewInput.parse({ ...valid, kind: 'question', rating: 4 }).rating).toBeNull()
  })

  it('names every missing or blank required field, in form order', () => {
    expect(fieldsOf({ product: 'TRB-SYN-5W30-C3', captchaToken: 'x' })).toEqual(['name', 'email', 'comment'])
    expect(fieldsOf({ ...valid, name: '   ', comment: '' })).toEqual(['name', 'comment'])
    expect(fieldsOf(null)).toEqual(['body'])
  })

  it('enforces the lengths of name (100) and comment (2000) and a valid e-mail address', () => {
    expect(fieldsOf({ ...valid, name: 'x'.repeat(100), comment: 'y'.repeat(2000) })).toEqual([])
    expect(fieldsOf({ ...valid, name: 'x'.repeat(101) })).toEqual(['name'])
    expect(fieldsOf({ ...valid, comment: 'y'.repeat(2001) })).toEqual(['comment'])
    expect(fieldsOf({ ...valid, email: 'beat.keller' })).toEqual(['email'])
    expect(fieldsOf({ ...valid, email: 'beat @example.ch' })).toEqual(['email'])
  })

  it('allows ratings 1 to 5 as whole numbers only', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(fieldsOf({ ...valid, rating })).toEqual([])
    for (const rating of [0, 6, 2.5, '4', -1]) expect(fieldsOf({ ...valid, rating })).toEqual(['rating'])
  })

  it('refuses unknown kinds and malformed product numbers', () => {
    expect(fieldsOf({ ...valid, kind: 'complaint' })).toEqual(['kind'])
    expect(fieldsOf({ ...valid, product: 'TRB SYN 5W30' })).toEqual(['product'])
    expect(fieldsOf({ ...valid, product: 0 })).toEqual(['product'])
    expect(fieldsOf({ ...valid, product: undefined })).toEqual(['product'])
  })
})

describe('isHoneypotFilled', () => {
  it('is false for an empty or missing honeypot and true for anything else', () => {
    expect(isHoneypotFilled({ ...valid, username: '' })).toBe(false)
    expect(isHoneypotFilled({ name: 'A' })).toBe(false)
    expect(isHoneypotFilled(null)).toBe(false)
    expect(isHoneypotFilled({ username: 'bot' })).toBe(true)
    expect(isHoneypotFilled({ username: ' ' })).toBe(true)
    expect(isHoneypotFilled({ username: 0 })).toBe(true)
  })
})

describe('ZReviewCreated', () => {
  it('reads the 201 answer', () => {
    expect(ZReviewCreated.safeParse({ id: 12, status: 'pending' }).success).toBe(true)
    expect(ZReviewCreated.safeParse({ id: 12, status: 'approved' }).success).toBe(false)
  })
})
