import { crossReferenceSuggestion } from '@/features/cross-reference/server/cross-reference'
import {
  CROSS_REFERENCE_CACHE_HEADERS,
  readCrossReferenceQuery,
} from '@/features/cross-reference/server/route'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * GET /api/cross-reference/suggestion?q=: the search's entry for a text that
 * names a competitor product, a brand or catalogue specifications
 * (`{ suggestion: { kind, label, url } | null }`); 400 naming `q` when it is
 * not 2–200 characters.
 */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const q = readCrossReferenceQuery(request, { t })
  const suggestion = await crossReferenceSuggestion(tenant.id, locale, q)
  return reply({ suggestion }, { headers: { ...CROSS_REFERENCE_CACHE_HEADERS } })
})
