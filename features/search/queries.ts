'use client'

import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'

import { fetchCrossReferenceSuggestion } from '@/features/cross-reference/queries'
import type { CrossReferenceSuggestion } from '@/features/cross-reference/types'
import { api } from '@/lib/api/client'

import { LIVE_CONTENT_LIMIT, LIVE_PRODUCT_LIMIT, LIVE_SEARCH_MIN_CHARS } from './constants'
import { contentSearchQuery, productSearchQuery, searchesProducts, type SearchPageState } from './page-url'
import type {
  AdvancedSearchResponse,
  DocumentSearchResponse,
  FirstSearchResults,
  ProductSearchResponse,
} from './types'

/** The search's requests: the scope of their busy flag. */
export const SEARCH_SCOPE = ['search'] as const

export type LiveResults = {
  products: ProductSearchResponse
  contents: DocumentSearchResponse
  /** The cross-reference's entry when the term names a competitor product, a brand or specifications. */
  crossReference: CrossReferenceSuggestion | null
}

export const searchKeys = {
  /** The header's suggestions for a term. */
  live: (term: string) => [...SEARCH_SCOPE, 'live', term] as const,
  /** The results page's product search (12, then 48 more per page) for a term, its filters and group. */
  products: (term: string, filters: SearchPageState['filters'], productGroupId: number | null) =>
    [...SEARCH_SCOPE, 'products', term, filters, productGroupId] as const,
  /** The results page's content search (pages, news, files) for a term. */
  contents: (term: string) => [...SEARCH_SCOPE, 'contents', term] as const,
}

async function fetchLive(term: string, signal?: AbortSignal): Promise<LiveResults> {
  const [products, contents, crossReference] = await Promise.all([
    api.get<ProductSearchResponse>('/api/search/product', {
      query: { query: term, limit: LIVE_PRODUCT_LIMIT },
      signal,
      showMessages: false,
      call: { store: 'search', action: 'liveProducts' },
    }),
    api.get<DocumentSearchResponse>('/api/search/document', {
      query: { query: term, limit: LIVE_CONTENT_LIMIT, isLiveSearch: true },
      signal,
      showMessages: false,
      call: { store: 'search', action: 'liveContents' },
    }),
    // Never fails: without it the suggestions show as before.
    fetchCrossReferenceSuggestion(term, signal),
  ])
  return { products, contents, crossReference }
}

/** The suggestions of a term: 7 products, 12 contents and the cross-reference's entry, fresh for 30 s (a submit reuses them through `fetchQuery`). */
export const liveSearchQuery = (term: string) =>
  queryOptions({
    queryKey: searchKeys.live(term),
    queryFn: ({ signal }) => fetchLive(term, signal),
    staleTime: 30_000,
  })

/** The header's suggestions for the (debounced) term while the dropdown is open; the last ones stay while new ones load. */
export function useLiveSearch(term: string, open: boolean) {
  return useQuery({
    ...liveSearchQuery(term),
    enabled: open && term.length >= LIVE_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  })
}

const firstPage = <T>(page: T | undefined) => (page ? { pages: [page], pageParams: [0] } : undefined)
/** The next offset of a search: what its pages brought so far, while below the total. */
const nextOffset = (pages: { length: number; total: number }[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.length, 0)
  return loaded < (pages.at(-1)?.total ?? 0) ? loaded : undefined
}
/** Results (the server's first ones too) count as fresh for a minute: not asked for again on mount. */
const RESULTS_STALE_MS = 60_000

/**
 * The results page's product search (advanced: facets and groups): the
 * server's first page when the address is still the one the page was opened
 * with (`initial`); skipped without a query and without filters, or when the
 * tenant has no product search.
 */
export function useProductSearch(
  state: SearchPageState,
  { enabled, initial }: { enabled: boolean; initial: FirstSearchResults['products'] | undefined },
) {
  const { term, filters, productGroupId } = state
  return useInfiniteQuery({
    queryKey: searchKeys.products(term, filters, productGroupId),
    enabled: enabled && searchesProducts(state),
    initialPageParam: 0,
    initialData: firstPage(initial),
    staleTime: RESULTS_STALE_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) =>
      api.get<AdvancedSearchResponse>('/api/search/product-advanced', {
        query: productSearchQuery(state, pageParam),
        signal,
        call: { store: 'search', action: 'products' },
      }),
    getNextPageParam: (_last, pages) =>
      nextOffset(pages.map((page) => ({ length: page.results.products.length, total: page.countTotal }))),
  })
}

/** The results page's content search: the server's first page for the term it was opened with (`initial`); skipped without a query. */
export function useContentSearch(term: string, initial: FirstSearchResults['contents'] | undefined) {
  return useInfiniteQuery({
    queryKey: searchKeys.contents(term),
    enabled: !!term,
    initialPageParam: 0,
    initialData: firstPage(initial),
    staleTime: RESULTS_STALE_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) =>
      api.get<DocumentSearchResponse>('/api/search/document', {
        query: contentSearchQuery(term, pageParam),
        signal,
        call: { store: 'search', action: 'contents' },
      }),
    getNextPageParam: (_last, pages) =>
      nextOffset(pages.map((page) => ({ length: page.results.length, total: page.countTotal }))),
  })
}
