import type { NextRequest } from 'next/server'

import { parseDealerQuery } from '@/features/dealers/schemas'
import { findDealers } from '@/features/dealers/server/dealers'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * GET /api/dealers: the dealer finder. q (place, postal code or dealer
 * name), country, assortment (product line id), types[] (dealer,
 * distributor, servicePoint, onlineDealer, topDealer), lat and lng (own
 * position), limit and offset. Reads entries, locations, place, filters, pagination.
 */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const parsed = parseDealerQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return fail(400, [{ type: 'error', message: t('locations.api.badParameter', { parameter: parsed.parameter }), meta: { fields: [parsed.parameter] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  return ok(await findDealers(tenant.id, languageOf(locale), parsed.query))
}
