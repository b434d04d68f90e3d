import type { ProductTag } from './constants'

/** A filter of the product list: its key, label, type, options and chosen value. */
export type CatalogFilter = {
  key: string
  label: string
  type: 'button-select' | 'select' | 'multiselect'
  options: { label: string; value: string; path?: string; active: boolean; count: number }[]
  value: string[] | string | null
  description?: string
  initiallyHidden: boolean
}

/** What facets need of a product. */
export type FacetProduct = {
  id: number
  groupId: number | null
  viscosity: string | null
  approvals: string[]
  baseOil: string | null
  tags: ProductTag[]
}

/** The facet keys besides `_ROOT` (the product group). */
export const FACET_KEYS = ['viscosity', 'approvals', 'baseOil', 'tags'] as const
export type FacetKey = (typeof FACET_KEYS)[number]
export type FacetSelection = Partial<Record<FacetKey, string[]>>

const TYPES: Record<FacetKey, CatalogFilter['type']> = {
  viscosity: 'multiselect',
  approvals: 'multiselect',
  baseOil: 'select',
  tags: 'multiselect',
}
/** Facets shown only after "show more filters". */
const HIDDEN: FacetKey[] = ['approvals', 'tags']

const valuesOf = (product: FacetProduct, key: FacetKey): string[] => {
  const value = product[key]
  return Array.isArray(value) ? value : value ? [value] : []
}

/** A product passes a facet when it has any chosen value (values within a facet are OR, facets are AND). */
function passes(product: FacetProduct, selection: FacetSelection, skip?: FacetKey): boolean {
  return FACET_KEYS.every(
    (key) =>
      key === skip ||
      !selection[key]?.length ||
      valuesOf(product, key).some((v) => selection[key]!.includes(v)),
  )
}

/** Natural order for viscosity grades (0W-20 < 5W-30 < 10W-40; ISO VG by number). */
export function compareFacetValues(a: string, b: string): number {
  return a.localeCompare(b, 'de', { numeric: true })
}

/**
 * Filters products by the chosen facet values and describes every facet with
 * the count each option would show given the other choices; chosen values
 * stay listed even when nothing matches them any more.
 */
export function applyFacets(
  products: FacetProduct[],
  selection: FacetSelection,
  label: (key: FacetKey, value?: string) => string,
): { products: FacetProduct[]; filters: CatalogFilter[] } {
  const filters = FACET_KEYS.map((key): CatalogFilter => {
    const counts = new Map<string, number>()
    for (const product of products)
      if (passes(product, selection, key))
        for (const value of valuesOf(product, key)) counts.set(value, (counts.get(value) ?? 0) + 1)
    const chosen = selection[key] ?? []
    for (const value of chosen) if (!counts.has(value)) counts.set(value, 0)
    const options = [...counts]
      .sort(([a], [b]) => compareFacetValues(a, b))
      .map(([value, count]) => ({ value, label: label(key, value), count, active: chosen.includes(value) }))
    return {
      key,
      label: label(key),
      type: TYPES[key],
      options,
      value: TYPES[key] === 'select' ? (chosen[0] ?? null) : chosen,
      initiallyHidden: HIDDEN.includes(key),
    }
  }).filter((filter) => filter.options.length > 0)
  return { products: products.filter((product) => passes(product, selection)), filters }
}
