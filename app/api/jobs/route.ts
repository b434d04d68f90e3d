import { parseJobQuery } from '@/features/jobs/schemas'
import { jobLabels } from '@/features/jobs/server/labels'
import { listJobs } from '@/features/jobs/server/jobs'
import { jobPath } from '@/features/jobs/paths'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { languageOf } from '@/lib/i18n/locales'

/**
 * GET /api/jobs?department=&location=&employmentType= (the job list):
 * the tenant's openings online today, newest first, as { entries, filters,
 * total }; each filter's options are counted over the other chosen filters.
 * A bad or repeated filter is a 400 naming it.
 */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const parsed = parseJobQuery(request.nextUrl.searchParams)
  if (!parsed.ok)
    throw new ValidationError(t('jobs.api.badParameter', { parameter: parsed.parameter }), [parsed.parameter])
  const list = await listJobs(tenant.id, languageOf(locale), parsed.query, await jobLabels(locale))
  return { ...list, entries: list.entries.map((job) => ({ ...job, url: jobPath(locale, job.slug) })) }
})
