import { FACET_KEYS, type FacetKey, type FacetSelection } from '@/features/catalog/facets'

import { cutSearchTerm } from './constants'

export type SearchTab = 'products' | 'pages'
/** The results page's state, all of it in the address (SPEC §2): search, selectedFilterValues, productGroupId, tab. */
export type SearchPageState = { term: string; filters: FacetSelection; productGroupId: number | null; tab: SearchTab }

type Params = { get(name: string): string | null }

/** The facet choices of `selectedFilterValues`; malformed JSON, wrong shapes or unknown keys clear them (SPEC §2). */
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
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 60)) return {}
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

/** The address of a state (only what differs from the defaults). */
export function writeSearchUrl(path: string, state: SearchPageState): string {
  const params = new URLSearchParams()
  if (state.term) params.set('search', state.term)
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, values]) => values && values.length))
  if (Object.keys(filters).length) params.set('selectedFilterValues', JSON.stringify(filters))
  if (state.productGroupId != null) params.set('productGroupId', String(state.productGroupId))
  if (state.tab === 'pages') params.set('tab', 'pages')
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** How many facet values are chosen (the filter button's count), the product group counting as one. */
export const activeFilterCount = (state: Pick<SearchPageState, 'filters' | 'productGroupId'>) =>
  Object.values(state.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0) + (state.productGroupId != null ? 1 : 0)
