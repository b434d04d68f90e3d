import { crossReference } from '@/features/cross-reference/server/cross-reference'
import {
  CROSS_REFERENCE_CACHE_HEADERS,
  readCrossReferenceQuery,
} from '@/features/cross-reference/server/route'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * GET /api/cross-reference?q=: the Tribo products that meet the
 * specifications and viscosity of a competitor product (found by brand and
 * name) or of the specifications the text names; public, visitor data only.
 * 400 naming `q` when it is not 2–200 characters; no match is an empty
 * `results` with a message.
 */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const q = readCrossReferenceQuery(request, { t })
  const answer = await crossReference(tenant.id, locale, q)
  const messages =
    answer.results.length || answer.brandOnly || answer.competitorChoices.length
      ? []
      : [{ type: 'info' as const, message: t('crossReference.noMatch') }]
  return reply(answer, { messages, headers: { ...CROSS_REFERENCE_CACHE_HEADERS } })
})
