import { describe, expect, it } from 'vitest'

import {
  INVALID_QUOTE_MESSAGE,
  isValidCampaignBanner,
  isValidProductTeaser,
  isValidQuote,
  validateRows,
  validItems,
} from './validity'

describe('slider item validity', () => {
  it('keeps a quote with a text or a name, and drops one with neither', () => {
    expect(isValidQuote({ text: 'Sehr gut', name: null })).toBe(true)
    expect(isValidQuote({ text: '', name: 'Reto Baumann' })).toBe(true)
    expect(isValidQuote({ text: '   ', name: '' })).toBe(false)
    expect(isValidQuote({})).toBe(false)
    expect(isValidQuote(null)).toBe(false)
  })

  it('keeps a campaign banner with a title, subtitle, link or background image', () => {
    expect(isValidCampaignBanner({ title: 'Winteraktion' })).toBe(true)
    expect(isValidCampaignBanner({ subtitle: '10 %' })).toBe(true)
    expect(isValidCampaignBanner({ link: { href: '/de-ch/aktion' } })).toBe(true)
    expect(isValidCampaignBanner({ backgroundImage: 12 })).toBe(true)
    expect(isValidCampaignBanner({ link: { href: '' }, backgroundImage: null, title: ' ' })).toBe(false)
    expect(isValidCampaignBanner({})).toBe(false)
  })

  it('keeps a product teaser only with a product', () => {
    expect(isValidProductTeaser({ product: 4 })).toBe(true)
    expect(isValidProductTeaser({ product: { id: 4 } })).toBe(true)
    expect(isValidProductTeaser({ product: null })).toBe(false)
    expect(isValidProductTeaser({})).toBe(false)
  })

  it('drops invalid items and keeps the order of the valid ones', () => {
    const quotes = [{ text: 'a' }, { text: '' }, { name: 'b' }]
    expect(validItems(quotes, isValidQuote)).toEqual([{ text: 'a' }, { name: 'b' }])
    expect(validItems(null, isValidQuote)).toEqual([])
  })

  it('names the first invalid row in the editor message', () => {
    const validate = validateRows(isValidQuote, INVALID_QUOTE_MESSAGE)
    expect(validate([{ text: 'ok' }, { name: '' }])).toBe('A quote needs a text or a name (item 2)')
    expect(validate([{ text: 'ok' }])).toBe(true)
    expect(validate(undefined)).toBe(true)
  })
})
