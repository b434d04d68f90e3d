import { z } from 'zod'

import { ZJobId } from '@/features/jobs/schemas'
import { applyForJob } from '@/features/jobs/server/apply'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { NotFoundError, RouteError, ValidationError } from '@/lib/api/errors'
import { clientIp } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'
import { languageOf } from '@/lib/i18n/locales'

/**
 * POST /api/jobs/{id}/applications (multipart/form-data, same origin): an
 * application with its PDF documents. 201 { id, message }; 400 naming each
 * bad field (a renamed non-PDF and a file above 10 MB name the file), for a
 * filled honeypot or a refused captcha; 403 from another site; 404 when the
 * opening is not online on this tenant; 413 for a body above the form's
 * limit (read within it); 429 after too many submissions. Nothing is stored
 * on any refusal.
 */
export const POST = defineRoute(
  {
    auth: tenantContext,
    write: true,
    bodyKind: 'form',
    input: { params: z.object({ id: ZJobId }) },
    invalid: (_, { t }) => new ValidationError(t('jobs.api.badParameter', { parameter: 'id' }), ['id']),
  },
  async ({ ctx: { t, tenant, locale }, params, request }) => {
    const outcome = await applyForJob(request, {
      tenantId: tenant.id,
      jobId: params.id,
      locale,
      language: languageOf(locale),
      ip: clientIp(request),
    })
    switch (outcome.kind) {
      case 'created':
        return reply({ id: outcome.id, message: outcome.message }, { status: 201 })
      case 'job-missing':
        throw new NotFoundError(t('jobs.api.notFound'))
      default:
        throw new RouteError(outcome.status, outcome.messages, { headers: outcome.headers })
    }
  },
)
