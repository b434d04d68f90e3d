import 'server-only'

import type { FacetKey } from '@/features/catalog/facets'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { languageOf, type ContentLanguage } from '@/lib/i18n/locales'

import { facetedHits } from '../results'
import type { SearchParams } from '../schemas'
import type { AdvancedSearchResponse, DocumentSearchResponse, ProductSearchResponse } from '../types'
import type { IndexScope } from './documents'
import { searchService } from './service'

export type SearchFeatures = { enableDidYouMeanSuggestion: boolean; disableProductSearch: boolean }

/** GET /api/search/product: products as you type (the last word also as a prefix). */
export async function searchProducts(
  scope: IndexScope,
  params: SearchParams,
  features: SearchFeatures,
): Promise<ProductSearchResponse> {
  if (features.disableProductSearch) return { results: [], countTotal: 0, suggestion: null }
  const index = await searchService.index(scope)
  const hits = index.searchProducts(params.query, { prefixLast: true })
  return {
    results: hits.slice(params.offset, params.offset + params.limit),
    countTotal: hits.length,
    suggestion: features.enableDidYouMeanSuggestion ? index.suggest(params.query) : null,
  }
}

/** GET /api/search/document: pages, news and files; live search also matches the last word as a prefix. */
export async function searchDocuments(
  scope: IndexScope,
  params: SearchParams,
  features: SearchFeatures,
): Promise<DocumentSearchResponse> {
  const index = await searchService.index(scope)
  const hits = index.searchContents(params.query, { prefixLast: params.isLiveSearch })
  const suggestion =
    features.enableDidYouMeanSuggestion && !params.isLiveSearch ? index.suggest(params.query) : null
  return {
    results: hits.slice(params.offset, params.offset + params.limit),
    countTotal: hits.length,
    suggestion,
  }
}

/**
 * GET /api/search/product-advanced: the results page's products with the
 * product list's facets (results.products, categories, filters,
 * suggestion). Without a query, the filters alone choose.
 */
export async function searchProductsAdvanced(
  scope: IndexScope,
  params: SearchParams,
  features: SearchFeatures,
  label: (key: FacetKey, value?: string) => string,
): Promise<AdvancedSearchResponse> {
  if (features.disableProductSearch)
    return { results: { products: [] }, countTotal: 0, categories: [], filters: [], suggestion: null }
  const [index, nodes] = await Promise.all([
    searchService.index(scope),
    getProductLineNodes(scope.tenantId, languageOf(scope.locale) as ContentLanguage),
  ])
  const hits = params.query ? index.searchProducts(params.query) : index.allProducts()
  const { products, filters, categories } = facetedHits(hits, nodes, params, label)
  return {
    results: { products: products.slice(params.offset, params.offset + params.limit) },
    countTotal: products.length,
    categories,
    filters,
    suggestion: features.enableDidYouMeanSuggestion && params.query ? index.suggest(params.query) : null,
  }
}
