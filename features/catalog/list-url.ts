import { FACET_KEYS, type FacetSelection } from './facets'
import { LIST_PAGE_SIZE } from './constants'
import { defaultSort, readSort, type CatalogSort } from './sort'

/** How the product list is shown. */
export type ListView = 'grid' | 'list'
/** What the address of a product list page holds: facet choices, the order, how many pages are loaded, the view. */
export type ListUrlState = { filters: FacetSelection; sort: CatalogSort; page: number; view: ListView }

/** The product group list's order when the address names none (it has no search term). */
export const LIST_DEFAULT_SORT = defaultSort(false) as CatalogSort

/** Pages a shared address may ask for at once (12 each). */
export const MAX_LIST_PAGES = 20

/**
 * Reads the list state from the page address: `?viscosity=5W-30&viscosity=0W-20&baseOil=synthetic&sort=newest&page=2&view=list`.
 * Unknown keys and bad values are ignored, an unknown order is the default (an old or hand-edited link still opens the list).
 */
export function readListUrl(params: URLSearchParams): ListUrlState {
  const filters: FacetSelection = {}
  for (const key of FACET_KEYS) {
    const values = [
      ...new Set(
        params
          .getAll(key)
          .map((v) => v.trim())
          .filter((v) => v.length > 0 && v.length <= 60),
      ),
    ].slice(0, 50)
    if (values.length) filters[key] = key === 'baseOil' ? values.slice(0, 1) : values
  }
  const page = Number(params.get('page'))
  return {
    filters,
    sort: readSort(params.get('sort'), false) as CatalogSort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LIST_PAGES) : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  }
}

/** The search part of the address for a list state ('' for the plain list); facets in a fixed order. */
export function writeListUrl(state: ListUrlState): string {
  const params = new URLSearchParams()
  for (const key of FACET_KEYS) for (const value of state.filters[key] ?? []) params.append(key, value)
  if (state.sort !== LIST_DEFAULT_SORT) params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.view === 'list') params.set('view', 'list')
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

/** The query of GET /api/product-group/products for one page of 12 in the chosen order. */
export function listApiQuery(
  groupId: number,
  filters: FacetSelection,
  pageIndex: number,
  sort: CatalogSort = LIST_DEFAULT_SORT,
): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = {
    productGroupId: groupId,
    sort,
    offset: pageIndex * LIST_PAGE_SIZE,
    limit: LIST_PAGE_SIZE,
  }
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
