import 'server-only'

import { facetLabeller } from '@/features/catalog/server/list'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, type ContentLanguage } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

import { contentSearchQuery, productSearchQuery, searchesProducts, type SearchPageState } from '../page-url'
import { parseSearchParams } from '../schemas'
import type { FirstSearchResults } from '../types'
import { searchDocuments, searchProductsAdvanced } from './search'

/** The parameters as the browser would send them (lib/api/client), read by the endpoints' parser. */
function asSearchParams(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  return params
}

/**
 * The first page of products and of contents for the results page's address,
 * exactly as `GET /api/search/product-advanced` and `/api/search/document`
 * would answer the page's first requests (same parameters, same parser, same
 * feature switches), so the page arrives with its results instead of asking
 * for them after loading. Search results hold no prices and nothing of the
 * session. A search that fails here is left to the browser, which asks again
 * and shows the API's message.
 */
export async function firstSearchResults(tenantId: string | number, locale: string, state: SearchPageState): Promise<FirstSearchResults> {
  try {
    const [site, t] = await Promise.all([getTenantSite(tenantId, languageOf(locale) as ContentLanguage), getApiTranslator(locale)])
    if (!site) return {}
    const scope = { tenantId, locale }
    const results: FirstSearchResults = {}
    const products = parseSearchParams(asSearchParams(productSearchQuery(state, 0)), { limit: 0 })
    if (!site.features.disableProductSearch && searchesProducts(state) && products.ok) {
      results.products = await searchProductsAdvanced(scope, products.params, site.features, facetLabeller(t as (key: string) => string))
    }
    const contents = parseSearchParams(asSearchParams(contentSearchQuery(state.term, 0)), { limit: 0 })
    if (state.term && contents.ok) results.contents = await searchDocuments(scope, contents.params, site.features)
    return results
  } catch (error) {
    console.error('search: the first results could not be found on the server; the browser asks for them', error)
    return {}
  }
}
