import 'server-only'

import type { NextRequest } from 'next/server'

import { resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { NotFoundError, ServiceUnavailableError, ValidationError } from '@/lib/api/errors'

import { parseListQuery } from '../list-query'
import { facetLabeller, listProducts } from './list'

/** GET /api/category/products and /api/product-group/products: products, filters, totalCount. */
export async function productList(request: NextRequest, groupParam: 'categoryId' | 'productGroupId') {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const parsed = parseListQuery(request.nextUrl.searchParams, groupParam)
  if (!parsed.ok)
    throw new ValidationError(t('catalog.api.badParameter', { parameter: parsed.parameter }), [
      parsed.parameter,
    ])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) throw new ServiceUnavailableError(t('api.unavailable'))
  const list = await listProducts(
    tenant.id,
    locale,
    parsed.query,
    facetLabeller(t as (key: string) => string),
  )
  if (!list) throw new NotFoundError(t('catalog.api.groupMissing'))
  return list
}
