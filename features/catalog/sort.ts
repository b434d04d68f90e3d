/**
 * The orders a product list can be shown in. Relevance is the order the search
 * engine found the products in, so it is offered only where there is a search
 * term; everywhere else the list starts by name.
 */
export const LIST_SORTS = ['relevance', 'name', 'newest', 'viscosity'] as const
export type ListSort = (typeof LIST_SORTS)[number]

/** What the product group list offers (it has no search term). */
export const CATALOG_SORTS = ['name', 'newest', 'viscosity'] as const satisfies readonly ListSort[]
export type CatalogSort = (typeof CATALOG_SORTS)[number]

/** The order a list starts in: relevance with a search term, otherwise by name. */
export const defaultSort = (hasTerm: boolean): ListSort => (hasTerm ? 'relevance' : 'name')

/** The orders offered for a list with or without a search term. */
export const sortOptions = (hasTerm: boolean): readonly ListSort[] => (hasTerm ? LIST_SORTS : CATALOG_SORTS)

/** A sort from an address: an unknown value, or one not offered here, is the default (never an error). */
export function readSort(raw: string | null | undefined, hasTerm: boolean): ListSort {
  const value = (raw ?? '').trim()
  return (sortOptions(hasTerm) as readonly string[]).includes(value)
    ? (value as ListSort)
    : defaultSort(hasTerm)
}

/** What sorting needs of a product. `createdAt` is an ISO date (Payload's timestamp). */
export type SortableProduct = {
  id: number
  productNumber: string
  title: string
  viscosity: string | null
  createdAt: string | null
}

/**
 * The rank of a viscosity grade in its natural order: SAE multigrades by
 * winter then summer grade (0W-20 < 5W-30 < 10W-40; gear oils 75W-90 after
 * engine oils), single SAE grades by number, then ISO VG by number, then NLGI
 * classes (000 < 00 < 0 < 1 …). Anything else after those, by its text; a
 * product without a grade gets null (always last).
 */
export function viscosityRank(value: string | null | undefined): [number, number, number, string] | null {
  const text = (value ?? '').trim().toUpperCase()
  if (!text) return null
  const multigrade = /^(?:SAE\s*)?(\d+)W[-\s]?(\d+)$/.exec(text)
  if (multigrade) return [0, Number(multigrade[1]), Number(multigrade[2]), '']
  const winter = /^(?:SAE\s*)?(\d+)W$/.exec(text)
  if (winter) return [0, Number(winter[1]), -1, '']
  const single = /^SAE\s*(\d+)$/.exec(text)
  if (single) return [1, Number(single[1]), 0, '']
  const iso = /^ISO\s*VG\s*(\d+)$/.exec(text)
  if (iso) return [2, Number(iso[1]), 0, '']
  const nlgi = /^NLGI\s*(\d+)$/.exec(text)
  if (nlgi) return [3, /^0+$/.test(nlgi[1]!) ? 1 - nlgi[1]!.length : Number(nlgi[1]), 0, '']
  return [4, 0, 0, text]
}

/** Natural order of two viscosity grades; products without one go last. */
export function compareViscosity(a: string | null | undefined, b: string | null | undefined): number {
  const ra = viscosityRank(a)
  const rb = viscosityRank(b)
  if (!ra || !rb) return ra ? -1 : rb ? 1 : 0
  for (let i = 0; i < 3; i++) if (ra[i] !== rb[i]) return (ra[i] as number) - (rb[i] as number)
  return ra[3].localeCompare(rb[3], 'de', { numeric: true })
}

const collators = new Map<string, Intl.Collator>()
/** Names compare as a reader of the language expects (umlauts, case, numbers inside names). */
function collator(language: string): Intl.Collator {
  let c = collators.get(language)
  if (!c) {
    c = new Intl.Collator(language, { numeric: true, sensitivity: 'base' })
    collators.set(language, c)
  }
  return c
}

const time = (value: string | null) => {
  const ms = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms
}

/**
 * The products in the chosen order (a new array). Ties fall back to the
 * name and then the product number, so a page boundary never moves between
 * requests. Relevance keeps the order given (the search engine's).
 */
export function sortProducts<T extends SortableProduct>(
  products: readonly T[],
  sort: ListSort,
  language: string,
): T[] {
  const names = collator(language)
  const byName = (a: T, b: T) =>
    names.compare(a.title, b.title) ||
    (a.productNumber < b.productNumber ? -1 : a.productNumber > b.productNumber ? 1 : 0)
  if (sort === 'relevance') return [...products]
  if (sort === 'name') return [...products].sort(byName)
  if (sort === 'newest')
    return [...products].sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id)
  return [...products].sort((a, b) => compareViscosity(a.viscosity, b.viscosity) || byName(a, b))
}
