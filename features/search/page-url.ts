import { FACET_KEYS, type FacetKey, type FacetSelection } from '@/features/catalog/facets'

import { cutSearchTerm, LOAD_MORE_LIMIT, PAGE_CONTENT_LIMIT, PAGE_PRODUCT_LIMIT } from './constants'

export type SearchTab = 'products' | 'pages'
/** The results page's state, all of it in the address: search, selectedFilterValues, productGroupId, tab. */
export type SearchPageState = {
  term: string
  filters: FacetSelection
  productGroupId: number | null
  tab: SearchTab
}

type Params = { get(name: string): string | null }

/** The facet choices of `selectedFilterValues`; malformed JSON, wrong shapes or unknown keys clear them. */
export function readFilters(raw: string | null): FacetSelection {
  if (!raw) return {}
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return {}
  }
  if (typeof value !== 'object' || value == null || Array.isArray(value)) return {}
  const filters: FacetSelection = {}
  for (const [key, values] of Object.entries(value)) {
    if (!(FACET_KEYS as readonly string[]).includes(key)) return {}
    if (
      !Array.isArray(values) ||
      !values.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 60)
    )
      return {}
    if (values.length) filters[key as FacetKey] = [...new Set(values as string[])]
  }
  return filters
}

export function readSearchUrl(params: Params): SearchPageState {
  const group = Number(params.get('productGroupId'))
  return {
    term: cutSearchTerm(params.get('search')),
    filters: readFilters(params.get('selectedFilterValues')),
    productGroupId: Number.isInteger(group) && group > 0 ? group : null,
    tab: params.get('tab') === 'pages' ? 'pages' : 'products',
  }
}

/**
 * The address to send the browser to when its `search` is not the term the
 * page reads (longer than 100 characters, spaces around or doubled, given
 * twice): the same address with the cut term, so address, field and heading
 * agree. null when the address is right as it is. Other parameters stay as
 * they were (the page reads and ignores what it does not know).
 */
export function cutSearchAddress(path: string, query: URLSearchParams): string | null {
  const given = query.getAll('search')
  if (given.length === 0) return null
  const term = cutSearchTerm(given[0])
  if (given.length === 1 && given[0] === term) return null
  const params = new URLSearchParams()
  let written = false
  for (const [name, value] of query) {
    if (name !== 'search') params.append(name, value)
    else if (!written && term) params.append(name, term)
    if (name === 'search') written = true
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** The address of a state (only what differs from the defaults). */
export function writeSearchUrl(path: string, state: SearchPageState): string {
  const params = new URLSearchParams()
  if (state.term) params.set('search', state.term)
  const filters = Object.fromEntries(
    Object.entries(state.filters).filter(([, values]) => values && values.length),
  )
  if (Object.keys(filters).length) params.set('selectedFilterValues', JSON.stringify(filters))
  if (state.productGroupId != null) params.set('productGroupId', String(state.productGroupId))
  if (state.tab === 'pages') params.set('tab', 'pages')
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** How many facet values are chosen (the filter button's count), the product group counting as one. */
export const activeFilterCount = (state: Pick<SearchPageState, 'filters' | 'productGroupId'>) =>
  Object.values(state.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0) +
  (state.productGroupId != null ? 1 : 0)

type Query = Record<string, string | number | undefined>

/** The product search's parameters for the results page's state, from `offset` on: 12 first, then 48 per "Load more". */
export function productSearchQuery(
  state: Pick<SearchPageState, 'term' | 'filters' | 'productGroupId'>,
  offset: number,
): Query {
  const filters = Object.keys(state.filters).length ? JSON.stringify(state.filters) : undefined
  return {
    query: state.term || undefined,
    filters,
    productGroupId: state.productGroupId ?? undefined,
    offset,
    limit: offset === 0 ? PAGE_PRODUCT_LIMIT : LOAD_MORE_LIMIT,
  }
}

/** The content search's parameters for a term, from `offset` on. */
export function contentSearchQuery(term: string, offset: number): Query {
  return { query: term, offset, limit: offset === 0 ? PAGE_CONTENT_LIMIT : LOAD_MORE_LIMIT }
}

/** Whether the product search runs at all: it needs a term or a filter. */
export const searchesProducts = (state: Pick<SearchPageState, 'term' | 'filters'>) =>
  !!state.term || Object.keys(state.filters).length > 0
