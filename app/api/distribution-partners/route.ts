import type { NextRequest } from 'next/server'

import { parsePartnerQuery } from '@/features/distribution-partners/schemas'
import { listPartners } from '@/features/distribution-partners/server/partners'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/** GET /api/distribution-partners: country, productLine, province, region, limit, offset. Reads entries, filters, pagination. */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const parsed = parsePartnerQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return fail(400, [{ type: 'error', message: t('locations.api.badParameter', { parameter: parsed.parameter }), meta: { fields: [parsed.parameter] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  return ok(await listPartners(tenant.id, languageOf(locale), parsed.query, { region: (region) => t(`locations.partners.regions.${region}`) }))
}
