import { FACET_KEYS, type FacetSelection } from './facets'
import { LIST_PAGE_SIZE } from './constants'

/** How the product list is shown. */
export type ListView = 'grid' | 'list'
/** What the address of a product list page holds: facet choices, how many pages are loaded, the view. */
export type ListUrlState = { filters: FacetSelection; page: number; view: ListView }

/** Pages a shared address may ask for at once (12 each). */
export const MAX_LIST_PAGES = 20

/**
 * Reads the list state from the page address: `?viscosity=5W-30&viscosity=0W-20&baseOil=synthetic&page=2&view=list`.
 * Unknown keys and bad values are ignored (an old or hand-edited link still opens the list).
 */
export function readListUrl(params: URLSearchParams): ListUrlState {
  const filters: FacetSelection = {}
  for (const key of FACET_KEYS) {
    const values = [...new Set(params.getAll(key).map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 60))].slice(0, 50)
    if (values.length) filters[key] = key === 'baseOil' ? values.slice(0, 1) : values
  }
  const page = Number(params.get('page'))
  return { filters, page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LIST_PAGES) : 1, view: params.get('view') === 'list' ? 'list' : 'grid' }
}

/** The search part of the address for a list state ('' for the plain list); facets in a fixed order. */
export function writeListUrl(state: ListUrlState): string {
  const params = new URLSearchParams()
  for (const key of FACET_KEYS) for (const value of state.filters[key] ?? []) params.append(key, value)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.view === 'list') params.set('view', 'list')
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

/** The query of GET /api/product-group/products for one page of 12. */
export function listApiQuery(groupId: number, filters: FacetSelection, pageIndex: number): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = { productGroupId: groupId, offset: pageIndex * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE }
  for (const key of FACET_KEYS) if (filters[key]?.length) query[`filters[${key}]`] = filters[key]!
  return query
}

/** The number of chosen facet values (the modal's filter button shows it). */
export function selectedCount(filters: FacetSelection): number {
  return FACET_KEYS.reduce((sum, key) => sum + (filters[key]?.length ?? 0), 0)
}

/** A stable key of the facet choice (query cache key). */
export function filtersKey(filters: FacetSelection): string {
  return FACET_KEYS.map((key) => `${key}=${[...(filters[key] ?? [])].sort().join('|')}`).join('&')
}
