import { z } from 'zod'

import { jobPath } from '@/features/jobs/paths'
import { ZJobId } from '@/features/jobs/schemas'
import { getOnlineJob } from '@/features/jobs/server/jobs'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { NotFoundError, ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { languageOf } from '@/lib/i18n/locales'

/** GET /api/jobs/{id}: one opening online today with its sections and contact person; 404 for drafts, expired and other tenants' openings. */
export const GET = defineRoute(
  {
    auth: tenantContext,
    input: { params: z.object({ id: ZJobId }) },
    invalid: (_, { t }) => new ValidationError(t('jobs.api.badParameter', { parameter: 'id' }), ['id']),
  },
  async ({ ctx: { t, tenant, locale }, params }) => {
    const job = await getOnlineJob(tenant.id, languageOf(locale), params.id)
    if (!job) throw new NotFoundError(t('jobs.api.notFound'))
    return { job: { ...job, url: jobPath(locale, job.slug) } }
  },
)
