import type { CatalogFilter, FacetSelection } from '@/features/catalog/facets'
import type { ListProduct } from '@/features/catalog/types'
import type { CrossReferenceSuggestion } from '@/features/cross-reference/types'

/** A product hit: the public tile data of the product list (never prices). */
export type SearchProduct = ListProduct

/** A content search entry's type: product, asset (a file, opens in a new tab) or other (pages, news). */
export type ContentType = 'product' | 'asset' | 'other'
export type ContentEntry = {
  id: string
  type: ContentType
  url: string
  title: string
  /** What the hit is, for its label: a CMS page, a news article or a file. */
  kind: 'page' | 'news' | 'asset'
  /** A short plain-text excerpt (at most ~200 characters), or null. */
  text: string | null
  /** ISO date of news articles, else null. */
  date: string | null
  /** Upper-case file extension of assets ("PDF"), else null. */
  format: string | null
}

/** GET /api/search/product: results, countTotal, suggestion. */
export type ProductSearchResponse = {
  results: SearchProduct[]
  countTotal: number
  suggestion: string | null
}
/** GET /api/search/document: the content hits. */
export type DocumentSearchResponse = {
  results: ContentEntry[]
  countTotal: number
  suggestion: string | null
}
/** A product group among the hits, with how many hits it holds. */
export type SearchCategory = { id: number; title: string; count: number; active: boolean }
/** GET /api/search/product-advanced: results.products, countTotal, categories, filters, suggestion. */
export type AdvancedSearchResponse = {
  results: { products: SearchProduct[] }
  countTotal: number
  categories: SearchCategory[]
  filters: CatalogFilter[]
  suggestion: string | null
}

export type { CatalogFilter, FacetSelection }

/** The first page of the results page's searches, when the server found them (either may be missing: the browser then asks). */
export type FirstSearchResults = {
  products?: AdvancedSearchResponse
  contents?: DocumentSearchResponse
  /** The cross-reference's entry for the term (null: none; missing: the browser asks). */
  crossReference?: CrossReferenceSuggestion | null
}
