import { describe, expect, it } from 'vitest'

import type { ContentEntry, SearchProduct } from '../types'
import { resultsPageUrl, submitTarget, type LiveResults } from './live-search.client'

const product = { url: '/de-ch/p/A' } as SearchProduct
const page = { type: 'other', url: '/de-ch/impressum' } as ContentEntry
const file = { type: 'asset', url: '/media/a.pdf' } as ContentEntry
const results = (products: SearchProduct[], contents: ContentEntry[]): LiveResults => ({
  products: { results: products, countTotal: products.length, suggestion: null },
  contents: { results: contents, countTotal: contents.length, suggestion: null },
})
const RESULTS = resultsPageUrl('/de-ch/search', 'Motoröl')

describe('live search submit', () => {
  it('opens the one product when there is no content hit', () => {
    expect(submitTarget(results([product], []), RESULTS)).toEqual({ url: '/de-ch/p/A', newTab: false })
  })

  it('opens the one content hit when there is no product, files in a new tab', () => {
    expect(submitTarget(results([], [page]), RESULTS)).toEqual({ url: '/de-ch/impressum', newTab: false })
    expect(submitTarget(results([], [file]), RESULTS)).toEqual({ url: '/media/a.pdf', newTab: true })
  })

  it('opens the results page otherwise', () => {
    for (const r of [
      results([], []),
      results([product], [page]),
      results([product, product], []),
      results([], [page, file]),
    ])
      expect(submitTarget(r, RESULTS)).toEqual({ url: '/de-ch/search?search=Motor%C3%B6l', newTab: false })
  })
})
