import { describe, expect, it } from 'vitest'

import { listPageQuery, pageHref, pageNumber } from './page-href'

describe('pageHref', () => {
  it('keeps the other parameters, drops empty ones and page 1', () => {
    expect(
      pageHref('/de-ch/dealers', { q: 'Bern', country: '', types: ['dealer', 'topDealer'], page: '3' }, 2),
    ).toBe('/de-ch/dealers?q=Bern&types=dealer&types=topDealer&page=2')
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

describe('listPageQuery', () => {
  type Q = { q: string | undefined; limit: number; offset: number }
  const parse = (
    params: Record<string, string | string[] | undefined>,
  ): { ok: true; query: Q } | { ok: false; parameter: string } =>
    params.q === 'bad'
      ? { ok: false, parameter: 'q' }
      : { ok: true, query: { q: params.q as string | undefined, limit: 20, offset: 0 } }
  const defaults = (): Q => ({ q: undefined, limit: 20, offset: 0 })

  it('turns the page into an offset', () => {
    expect(listPageQuery({ q: 'x', page: '3' }, parse, defaults)).toEqual({
      query: { q: 'x', limit: 20, offset: 40 },
      badParameter: null,
    })
  })

  it('names a bad parameter or page and falls back to the defaults', () => {
    expect(listPageQuery({ q: 'bad' }, parse, defaults)).toEqual({ query: defaults(), badParameter: 'q' })
    expect(listPageQuery({ q: 'x', page: '0' }, parse, defaults)).toEqual({
      query: defaults(),
      badParameter: 'page',
    })
  })
})
