import { describe, expect, it } from 'vitest'

import type { CrossReferenceSuggestion } from '@/features/cross-reference/types'

import type { ContentEntry, SearchProduct } from '../types'
import { resultsPageUrl, submitTarget, type LiveResults } from './live-search.client'

const product = { url: '/de-ch/p/A' } as SearchProduct
const page = { type: 'other', url: '/de-ch/impressum' } as ContentEntry
const file = { type: 'asset', url: '/media/a.pdf' } as ContentEntry
const alternative: CrossReferenceSuggestion = {
  kind: 'competitor',
  label: 'Castrol Edge 5W-30 LL',
  url: '/de-ch/alternativen?q=Castrol%20Edge',
}
const results = (
  products: SearchProduct[],
  contents: ContentEntry[],
  crossReference: CrossReferenceSuggestion | null = null,
): LiveResults => ({
  products: { results: products, countTotal: products.length, suggestion: null },
  contents: { results: contents, countTotal: contents.length, suggestion: null },
  crossReference,
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

  it('opens the cross-reference when it is the only suggestion (a competitor’s product name)', () => {
    expect(submitTarget(results([], [], alternative), RESULTS)).toEqual({
      url: alternative.url,
      newTab: false,
    })
    // With hits of its own, the search keeps its rules.
    expect(submitTarget(results([product], [], alternative), RESULTS)).toEqual({
      url: '/de-ch/p/A',
      newTab: false,
    })
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
