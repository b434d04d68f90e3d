import type { NextRequest } from 'next/server'

import { parseJobQuery } from '@/features/jobs/schemas'
import { jobLabels } from '@/features/jobs/server/labels'
import { listJobs } from '@/features/jobs/server/jobs'
import { jobPath } from '@/features/jobs/paths'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * GET /api/jobs?department=&location=&employmentType= (SPEC §2 Job list):
 * the tenant's openings online today, newest first, as { entries, filters,
 * total }; each filter's options are counted over the other chosen filters.
 * A bad or repeated filter is a 400 naming it.
 */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const parsed = parseJobQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return fail(400, [{ type: 'error', message: t('jobs.api.badParameter', { parameter: parsed.parameter }), meta: { fields: [parsed.parameter] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const list = await listJobs(tenant.id, languageOf(locale), parsed.query, await jobLabels(locale))
  return ok({ ...list, entries: list.entries.map((job) => ({ ...job, url: jobPath(locale, job.slug) })) })
}
