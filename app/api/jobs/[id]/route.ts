import type { NextRequest } from 'next/server'

import { jobPath } from '@/features/jobs/paths'
import { ZJobId } from '@/features/jobs/schemas'
import { getOnlineJob } from '@/features/jobs/server/jobs'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

type Context = { params: Promise<{ id: string }> }

/** GET /api/jobs/{id}: one opening online today with its sections and contact person; 404 for drafts, expired and other tenants' openings. */
export async function GET(request: NextRequest, { params }: Context) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const id = ZJobId.safeParse((await params).id)
  if (!id.success) return fail(400, [{ type: 'error', message: t('jobs.api.badParameter', { parameter: 'id' }), meta: { fields: ['id'] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const job = await getOnlineJob(tenant.id, languageOf(locale), id.data)
  if (!job) return fail(404, t('jobs.api.notFound'))
  return ok({ job: { ...job, url: jobPath(locale, job.slug) } })
}
