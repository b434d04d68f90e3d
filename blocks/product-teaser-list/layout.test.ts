import { describe, expect, it } from 'vitest'

import { productTeaserLayout } from './layout'

describe('product teaser list layout', () => {
  it('uses the teaser row for at most 3 products and the swiper above', () => {
    expect(productTeaserLayout(1)).toBe('teaser')
    expect(productTeaserLayout(3)).toBe('teaser')
    expect(productTeaserLayout(4)).toBe('swiper')
  })
})
