import 'server-only'

import { facetLabeller } from '@/features/catalog/server/list'
import { CROSS_REFERENCE_QUERY_MIN_LENGTH } from '@/features/cross-reference/constants'
import { crossReferenceSuggestion } from '@/features/cross-reference/server/cross-reference'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, type ContentLanguage } from '@/lib/i18n/locales'
import { querySearchParams } from '@/lib/api/client'
import { getApiTranslator } from '@/lib/i18n/translator'

import { contentSearchQuery, productSearchQuery, searchesProducts, type SearchPageState } from '../page-url'
import { parseSearchParams } from '../schemas'
import type { FirstSearchResults } from '../types'
import { searchDocuments, searchProductsAdvanced } from './search'

/**
 * The first page of products and of contents for the results page's address,
 * exactly as `GET /api/search/product-advanced` and `/api/search/document`
 * would answer the page's first requests (same parameters, same parser, same
 * feature switches), so the page arrives with its results instead of asking
 * for them after loading. Search results hold no prices and nothing of the
 * session. A search that fails here is left to the browser, which asks again
 * and shows the API's message.
 */
export async function firstSearchResults(
  tenantId: string | number,
  locale: string,
  state: SearchPageState,
): Promise<FirstSearchResults> {
  try {
    const [site, t] = await Promise.all([
      getTenantSite(tenantId, languageOf(locale) as ContentLanguage),
      getApiTranslator(locale),
    ])
    if (!site) return {}
    const scope = { tenantId, locale }
    const results: FirstSearchResults = {}
    const products = parseSearchParams(querySearchParams(productSearchQuery(state, 0)), { limit: 0 })
    if (!site.features.disableProductSearch && searchesProducts(state) && products.ok) {
      results.products = await searchProductsAdvanced(
        scope,
        products.params,
        site.features,
        facetLabeller(t as (key: string) => string),
      )
    }
    const contents = parseSearchParams(querySearchParams(contentSearchQuery(state.term, 0)), { limit: 0 })
    if (state.term && contents.ok)
      results.contents = await searchDocuments(scope, contents.params, site.features)
    if (state.term.length >= CROSS_REFERENCE_QUERY_MIN_LENGTH)
      results.crossReference = await crossReferenceSuggestion(tenantId, locale, state.term).catch(
        () => undefined,
      )
    return results
  } catch (error) {
    console.error(
      'search: the first results could not be found on the server; the browser asks for them',
      error,
    )
    return {}
  }
}
