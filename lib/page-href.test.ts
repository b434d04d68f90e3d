import { describe, expect, it } from 'vitest'

import { pageHref, pageNumber } from './page-href'

describe('pageHref', () => {
  it('keeps the other parameters, drops empty ones and page 1', () => {
    expect(pageHref('/de-ch/dealers', { q: 'Bern', country: '', types: ['dealer', 'topDealer'], page: '3' }, 2)).toBe('/de-ch/dealers?q=Bern&types=dealer&types=topDealer&page=2')
    expect(pageHref('/de-ch/dealers', { q: 'Bern', page: '3' }, 1)).toBe('/de-ch/dealers?q=Bern')
    expect(pageHref('/de-ch/dealers', {}, 1)).toBe('/de-ch/dealers')
  })
})

describe('pageNumber', () => {
  it('reads 1 to 9999 and refuses anything else', () => {
    expect(pageNumber(undefined)).toBe(1)
    expect(pageNumber('7')).toBe(7)
    for (const bad of ['0', '-1', 'x', '1.5', '10000', ['1', '2']]) expect(pageNumber(bad)).toBeNull()
  })
})
