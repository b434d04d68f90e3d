import type { NextRequest } from 'next/server'

import { ZJobId } from '@/features/jobs/schemas'
import { applyForJob } from '@/features/jobs/server/apply'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { clientIp, isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/jobs/{id}/applications (multipart/form-data, same origin): an
 * application with its PDF documents. 201 { id, message }; 400 naming each
 * bad field (a renamed non-PDF and a file above 10 MB name the file), for a
 * filled honeypot or a refused captcha; 403 from another site; 404 when the
 * opening is not online on this tenant; 413 for a body above the form's
 * limit; 429 after too many submissions. Nothing is stored on any refusal.
 */
export async function POST(request: NextRequest, { params }: Context) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const id = ZJobId.safeParse((await params).id)
  if (!id.success) return fail(400, [{ type: 'error', message: t('jobs.api.badParameter', { parameter: 'id' }), meta: { fields: ['id'] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))

  const outcome = await applyForJob(request, { tenantId: tenant.id, jobId: id.data, locale, language: languageOf(locale), ip: clientIp(request) })
  switch (outcome.kind) {
    case 'created':
      return ok({ id: outcome.id, message: outcome.message }, { status: 201 })
    case 'job-missing':
      return fail(404, t('jobs.api.notFound'))
    default:
      return fail(outcome.status, outcome.messages, { headers: outcome.headers })
  }
}
