import 'server-only'

import type { NextRequest } from 'next/server'

import { facetLabeller } from '@/features/catalog/server/list'
import { getTenantSite, resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, languageOf, type ContentLanguage } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { ServiceUnavailableError, ValidationError } from '@/lib/api/errors'

import { LIVE_PRODUCT_LIMIT, PAGE_CONTENT_LIMIT, PAGE_PRODUCT_LIMIT } from '../constants'
import { hasFilters, parseSearchParams } from '../schemas'
import { searchDocuments, searchProducts, searchProductsAdvanced } from './search'

type Endpoint = 'product' | 'document' | 'product-advanced'
const DEFAULT_LIMIT: Record<Endpoint, number> = {
  product: LIVE_PRODUCT_LIMIT,
  document: PAGE_CONTENT_LIMIT,
  'product-advanced': PAGE_PRODUCT_LIMIT,
}

/**
 * The three search endpoints: parameters checked (400 naming
 * the first bad one), a query required — for the advanced search a query or
 * filters — and the tenant's feature switches applied (no product hits with
 * disableProductSearch, a suggestion only with enableDidYouMeanSuggestion).
 */
export async function search(request: NextRequest, endpoint: Endpoint) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const bad = (parameter: string) =>
    new ValidationError([
      {
        type: 'error',
        message:
          parameter === 'query' ? t('api.searchTermMissing') : t('catalog.api.badParameter', { parameter }),
        meta: { fields: [parameter] },
      },
    ])
  const parsed = parseSearchParams(request.nextUrl.searchParams, { limit: DEFAULT_LIMIT[endpoint] })
  if (!parsed.ok) throw bad(parsed.parameter)
  const { params } = parsed
  if (!params.query && !(endpoint === 'product-advanced' && hasFilters(params.filters))) throw bad('query')
  const tenant = await resolveTenant(requestHost(request))
  const site = tenant && (await getTenantSite(tenant.id, languageOf(locale) as ContentLanguage))
  if (!tenant || !site) throw new ServiceUnavailableError(t('api.unavailable'))
  const scope = { tenantId: tenant.id, locale }
  switch (endpoint) {
    case 'product':
      return searchProducts(scope, params, site.features)
    case 'document':
      return searchDocuments(scope, params, site.features)
    case 'product-advanced':
      return await searchProductsAdvanced(
        scope,
        params,
        site.features,
        facetLabeller(t as (key: string) => string),
      )
  }
}
