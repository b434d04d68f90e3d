import 'server-only'

import type { NextRequest } from 'next/server'

import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

import { parseListQuery } from '../list-query'
import { facetLabeller, listProducts } from './list'

/** GET /api/category/products and /api/product-group/products (SPEC §7): products, filters, totalCount. */
export async function productListResponse(request: NextRequest, groupParam: 'categoryId' | 'productGroupId') {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const parsed = parseListQuery(request.nextUrl.searchParams, groupParam)
  if (!parsed.ok) return fail(400, [{ type: 'error', message: t('catalog.api.badParameter', { parameter: parsed.parameter }), meta: { fields: [parsed.parameter] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const list = await listProducts(tenant.id, locale, parsed.query, facetLabeller(t as (key: string) => string))
  if (!list) return fail(404, t('catalog.api.groupMissing'))
  return ok(list)
}
