import { parsePartnerQuery } from '@/features/distribution-partners/schemas'
import { listPartners } from '@/features/distribution-partners/server/partners'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { languageOf } from '@/lib/i18n/locales'

/** GET /api/distribution-partners: country, productLine, province, region, limit, offset. Reads entries, filters, pagination. */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const parsed = parsePartnerQuery(request.nextUrl.searchParams)
  if (!parsed.ok)
    throw new ValidationError(t('locations.api.badParameter', { parameter: parsed.parameter }), [
      parsed.parameter,
    ])
  return listPartners(tenant.id, languageOf(locale), parsed.query, {
    region: (region) => t(`locations.partners.regions.${region}`),
  })
})
