import { parseDealerQuery } from '@/features/dealers/schemas'
import { findDealers } from '@/features/dealers/server/dealers'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { languageOf } from '@/lib/i18n/locales'

/**
 * GET /api/dealers: the dealer finder. q (place, postal code or dealer
 * name), country, assortment (product line id), types[] (dealer,
 * distributor, servicePoint, onlineDealer, topDealer), lat and lng (own
 * position), limit and offset. Reads entries, locations, place, filters, pagination.
 */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const parsed = parseDealerQuery(request.nextUrl.searchParams)
  if (!parsed.ok)
    throw new ValidationError(t('locations.api.badParameter', { parameter: parsed.parameter }), [
      parsed.parameter,
    ])
  return findDealers(tenant.id, languageOf(locale), parsed.query)
})
