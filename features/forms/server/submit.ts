import 'server-only'

import type { NextRequest } from 'next/server'

import { getTenantSite } from '@/features/tenancy/server/tenants'
import { NotFoundError, RouteError } from '@/lib/api/errors'
import { clientIp } from '@/lib/api/request-context'
import type { Translator } from '@/lib/api/route'
import type { TenantRoute } from '@/lib/tenancy/routing-table'
import { formatDate } from '@/lib/dates'
import { getApiTranslator } from '@/lib/i18n/translator'
import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { languageOf } from '@/lib/i18n/locales'
import { visitorData } from '@/lib/data'
import { getPayload } from '@/lib/payload/get-payload'

import type { FormField } from '../types'
import { getStoredForm, type StoredForm } from './definitions'
import { readFormBody, readFormSubmission, type StoredValues, type SubmittedFile } from './read-submission'
import { storeWithFiles } from './store'
import { counted } from '@/lib/numbers'

type Translate = Awaited<ReturnType<typeof getApiTranslator>>

/** "Label: value" per field, as editors read a submission (and its mail). */
export function submissionSummary(fields: readonly FormField[], values: StoredValues, t: Translate): string {
  const lines: string[] = []
  for (const field of fields) {
    if (!(field.name in values) || field.type === 'password') continue
    const value = values[field.name]
    const label = field.label || field.name
    const optionLabel = (chosen: string) =>
      field.options?.find((option) => option.value === chosen)?.label ?? chosen
    let shown: string
    if (typeof value === 'boolean') shown = t(value ? 'forms.yes' : 'forms.no')
    else if (Array.isArray(value)) shown = value.map(optionLabel).join(', ')
    else if (field.type === 'date' && value) shown = formatDate(value)
    else shown = field.options ? optionLabel(value) : value
    lines.push(`${label}: ${shown || '–'}`)
  }
  return lines.join('\n')
}

/**
 * Stores a page form's submission with its files (one transaction) and tells
 * the form's recipients by mail. Passwords are never stored. A mail that
 * cannot be sent does not undo the submission (editors see it in the CMS).
 */
export async function storePageSubmission({
  tenantId,
  form,
  values,
  files,
  locale,
  siteName,
}: {
  tenantId: number | string
  form: StoredForm
  values: StoredValues
  files: SubmittedFile[]
  locale: string
  siteName: string
}): Promise<{ id: number }> {
  const t = await getApiTranslator(locale)
  const fields = form.definition.fields
  const kept: StoredValues = Object.fromEntries(
    Object.entries(values).filter(
      ([name]) => fields.find((field) => field.name === name)?.type !== 'password',
    ),
  )
  const summary = submissionSummary(fields, kept, t)
  const id = await storeWithFiles({ tenantId, files }, async ({ req, fileIds }) => {
    // A visitor's submission: the door stamps the tenant.
    const doc = await visitorData(tenantId).create({
      collection: 'form-submissions',
      data: {
        form: Number(form.definition.id),
        formTitle: form.definition.title ?? '',
        language: languageOf(locale),
        summary,
        values: kept,
        files: fileIds,
      },
      depth: 0,
      req,
    })
    return doc.id
  })
  if (form.recipients.length) {
    const payload = await getPayload()
    const de = await getApiTranslator('de-ch')
    const title = form.definition.title ?? ''
    const text = [
      de('forms.api.mailIntro', { form: title, site: siteName }),
      '',
      summary,
      ...(files.length ? ['', de('forms.api.mailFiles', counted(files.length))] : []),
    ].join('\n')
    await payload
      .sendEmail({
        to: form.recipients.join(', '),
        subject: de('forms.api.mailSubject', { form: title }),
        text,
        headers: { [MAIL_TENANT_HEADER]: String(tenantId) },
      })
      .catch((error: unknown) => {
        console.error(`Form ${form.definition.id}: the notification mail could not be sent`, error)
      })
  }
  return { id }
}

/** The reCAPTCHA v3 action of page forms. */
const PAGE_FORM_CAPTCHA_ACTION = 'form_submit'

/**
 * POST /api/forms/{id}/submit: the page form of this tenant (404 otherwise),
 * its multipart body read within the form's own limit (413), every rule,
 * file, honeypot, rate and captcha checked (400/429, nothing stored), then
 * stored. Answers { id, message } — the form's thanks or the default one.
 */
export async function submitPageForm(
  request: NextRequest,
  ctx: { tenant: TenantRoute; locale: string; t: Translator },
  formId: string,
): Promise<{ id: number; message: string }> {
  const { tenant, locale, t } = ctx
  const form = await getStoredForm({ tenantId: tenant.id, formId, locale })
  if (!form || form.usage !== 'page') throw new NotFoundError(t('forms.api.notFound'))
  const body = await readFormBody(request, form.definition.fields, locale)
  if (!body.ok) throw new RouteError(body.status, body.messages)
  const submission = await readFormSubmission(body.formData, form.definition.fields, {
    locale,
    ip: clientIp(request),
    captchaAction: PAGE_FORM_CAPTCHA_ACTION,
  })
  if (!submission.ok)
    throw new RouteError(submission.status, submission.messages, { headers: submission.headers })
  const site = await getTenantSite(tenant.id, languageOf(locale))
  const { id } = await storePageSubmission({
    tenantId: tenant.id,
    form,
    values: submission.values,
    files: submission.files,
    locale,
    siteName: site?.name ?? tenant.slug,
  })
  return { id, message: form.definition.successMessage ?? t('forms.success') }
}
