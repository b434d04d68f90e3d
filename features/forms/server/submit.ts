import 'server-only'

import { formatDate } from '@/lib/dates'
import { getApiTranslator } from '@/lib/i18n/translator'
import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { languageOf } from '@/lib/i18n/locales'
import { getPayload } from '@/lib/payload/get-payload'

import type { FormField } from '../types'
import type { StoredForm } from './definitions'
import type { StoredValues, SubmittedFile } from './read-submission'
import { storeWithFiles } from './store'

type Translate = Awaited<ReturnType<typeof getApiTranslator>>

/** "Label: value" per field, as editors read a submission (and its mail). */
export function submissionSummary(fields: readonly FormField[], values: StoredValues, t: Translate): string {
  const lines: string[] = []
  for (const field of fields) {
    if (!(field.name in values) || field.type === 'password') continue
    const value = values[field.name]
    const label = field.label || field.name
    const optionLabel = (chosen: string) => field.options?.find((option) => option.value === chosen)?.label ?? chosen
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
export async function storePageSubmission({ tenantId, form, values, files, locale, siteName }: { tenantId: number | string; form: StoredForm; values: StoredValues; files: SubmittedFile[]; locale: string; siteName: string }): Promise<{ id: number }> {
  const t = await getApiTranslator(locale)
  const fields = form.definition.fields
  const kept: StoredValues = Object.fromEntries(Object.entries(values).filter(([name]) => fields.find((field) => field.name === name)?.type !== 'password'))
  const summary = submissionSummary(fields, kept, t)
  const payload = await getPayload()
  const id = await storeWithFiles({ tenantId, files }, async ({ req, fileIds }) => {
    const doc = await payload.create({
      collection: 'form-submissions',
      data: { tenant: Number(tenantId), form: Number(form.definition.id), formTitle: form.definition.title ?? '', language: languageOf(locale), summary, values: kept, files: fileIds },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return doc.id
  })
  if (form.recipients.length) {
    const de = await getApiTranslator('de-ch')
    const title = form.definition.title ?? ''
    const text = [de('forms.api.mailIntro', { form: title, site: siteName }), '', summary, ...(files.length ? ['', de('forms.api.mailFiles', { count: files.length })] : [])].join('\n')
    await payload.sendEmail({ to: form.recipients.join(', '), subject: de('forms.api.mailSubject', { form: title }), text, headers: { [MAIL_TENANT_HEADER]: String(tenantId) } }).catch((error: unknown) => {
      console.error(`Form ${form.definition.id}: the notification mail could not be sent`, error)
    })
  }
  return { id }
}
