import type { NextRequest } from 'next/server'

import { getStoredForm } from '@/features/forms/server/definitions'
import { readFormBody, readFormSubmission } from '@/features/forms/server/read-submission'
import { storePageSubmission } from '@/features/forms/server/submit'
import { getTenantSite, resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { clientIp, isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/** The reCAPTCHA v3 action of page forms. */
const PAGE_FORM_CAPTCHA_ACTION = 'form_submit'

/**
 * POST /api/forms/{id}/submit (SPEC §7: the submit URL the page supplies),
 * multipart/form-data with the form's fields, `username` (honeypot) and
 * `captchaToken`. 201 { data: { id, message } } — the form's own thanks or
 * "Vielen Dank, das Formular wurde erfolgreich abgesendet."; 400 with one
 * message per bad field (meta.fields), for a filled honeypot or a refused
 * captcha; 403 from another origin; 404 unknown form; 413 a body larger
 * than the form's files allow; 429 too many submissions. Nothing is stored
 * on any refusal.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (!isSameOrigin(request)) return fail(403, t('api.forbiddenOrigin'))
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const { id } = await params
  const form = await getStoredForm({ tenantId: tenant.id, formId: id, locale })
  if (!form || form.usage !== 'page') return fail(404, t('forms.api.notFound'))

  const body = await readFormBody(request, form.definition.fields, locale)
  if (!body.ok) return fail(body.status, body.messages)
  const submission = await readFormSubmission(body.formData, form.definition.fields, { locale, ip: clientIp(request), captchaAction: PAGE_FORM_CAPTCHA_ACTION })
  if (!submission.ok) return fail(submission.status, submission.messages, { headers: submission.headers })

  const site = await getTenantSite(tenant.id, languageOf(locale))
  const { id: submissionId } = await storePageSubmission({ tenantId: tenant.id, form, values: submission.values, files: submission.files, locale, siteName: site?.name ?? tenant.slug })
  return ok({ id: submissionId, message: form.definition.successMessage ?? t('forms.success') }, { status: 201 })
}
