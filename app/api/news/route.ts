import { parseNewsQuery } from '@/features/news/schemas'
import { listNews } from '@/features/news/server/list'
import { publicationTypeLabels } from '@/features/news/server/labels'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/** GET /api/news/: one page of the tenant's news with facets and pagination. */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const parsed = parseNewsQuery(request.nextUrl.searchParams)
  if (!parsed.ok)
    throw new ValidationError(t('news.api.badParameter', { parameter: parsed.parameter }), [parsed.parameter])
  return listNews(tenant.id, locale, parsed.query, await publicationTypeLabels(locale))
})
