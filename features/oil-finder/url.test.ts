import { describe, expect, it } from 'vitest'

import {
  backTo,
  EMPTY_STATE,
  packsFor,
  readOilFinderUrl,
  stepOf,
  typeAddress,
  writeOilFinderUrl,
} from './url'

const read = (query: string) => readOilFinderUrl(new URLSearchParams(query))

describe('oil finder address', () => {
  it('reads each step from the address and writes it back unchanged', () => {
    for (const query of [
      'cat=1',
      'cat=1&make=12',
      'cat=1&make=12&model=345',
      'cat=1&make=12&model=345&type=6789',
      'cat=1&make=12&model=345&type=6789&view=recommendation',
    ]) {
      expect(writeOilFinderUrl('/de-ch/oel-finder', read(query))).toBe(`/de-ch/oel-finder?${query}`)
    }
    expect(writeOilFinderUrl('/de-ch/oel-finder', EMPTY_STATE)).toBe('/de-ch/oel-finder')
  })

  it('drops ids that are not positive integers instead of failing', () => {
    expect(read('cat=abc&make=-3&model=1.5&type=0')).toEqual(EMPTY_STATE)
    expect(read('make=99999999999').makeId).toBeNull()
    // A model without a make or type cannot be shown.
    expect(read('model=4').modelId).toBeNull()
  })

  it('shows the recommendation only when asked for and after the notice was accepted', () => {
    expect(stepOf(read(''), false)).toBe('brand')
    expect(stepOf(read('cat=1'), false)).toBe('brand')
    expect(stepOf(read('make=2'), false)).toBe('model')
    expect(stepOf(read('make=2&model=3'), false)).toBe('model')
    expect(stepOf(read('type=9'), true)).toBe('notice')
    expect(stepOf(read('type=9&view=recommendation'), false)).toBe('notice')
    expect(stepOf(read('type=9&view=recommendation'), true)).toBe('recommendation')
    expect(read('view=recommendation').showRecommendation).toBe(false)
  })

  it('going back to a step forgets what came after it', () => {
    const full = read('cat=1&make=12&model=345&type=6789&view=recommendation')
    expect(backTo(full, 'brand')).toEqual({ ...EMPTY_STATE, categoryId: 1 })
    expect(backTo(full, 'model')).toEqual({ ...EMPTY_STATE, categoryId: 1, makeId: 12 })
    expect(backTo(full, 'notice')).toEqual({ ...full, showRecommendation: false })
    expect(typeAddress('/fr-ch/oel-finder', 77)).toBe('/fr-ch/oel-finder?type=77')
  })
})

describe('packs for a fill quantity', () => {
  it('counts the packs that cover the fill, at least one', () => {
    expect(packsFor(4.5, 5, 'L')).toBe(1)
    expect(packsFor(5, 5, 'L')).toBe(1)
    expect(packsFor(5.2, 1, 'L')).toBe(6)
    expect(packsFor(0.9, 500, 'ml')).toBe(2)
    expect(packsFor(null, 1, 'L')).toBe(1)
    // Grease by the kilogram or sprays by the piece: one pack.
    expect(packsFor(3, 0.4, 'kg')).toBe(1)
    expect(packsFor(3, 1, 'pcs')).toBe(1)
  })
})
