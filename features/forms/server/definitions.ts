import 'server-only'

import type { Form } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'

import { fieldsFromRows, type FieldRow } from '../rows'
import type { FormDefinition } from '../types'

/** Where the browser posts a CMS form that stands on a page (the page hands this submit URL to the form). */
export const formSubmitUrl = (formId: number | string) => `/api/forms/${formId}/submit`

/** A CMS form as the browser receives it. */
export function formDefinitionFromDoc(
  doc: Pick<Form, 'id' | 'title' | 'fields' | 'successMessage'>,
  submitUrl: string,
): FormDefinition {
  return {
    id: String(doc.id),
    title: doc.title || undefined,
    successMessage: doc.successMessage?.trim() || undefined,
    fields: fieldsFromRows(doc.fields as FieldRow[] | null | undefined),
    submitUrl,
  }
}

export type StoredForm = { definition: FormDefinition; usage: Form['usage']; recipients: string[] }

async function readForm(
  tenantId: number | string,
  formId: number,
  language: string,
): Promise<StoredForm | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'forms',
    where: { id: { equals: formId } },
    locale: language as never,
    fallbackLocale: 'de',
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const doc = docs[0] as Form | undefined
  if (!doc) return null
  const recipients = (doc.recipients ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return { definition: formDefinitionFromDoc(doc, formSubmitUrl(doc.id)), usage: doc.usage, recipients }
}

/**
 * A form of this tenant in the page's language (German where a text is
 * missing), cached under the tenant's forms tag. Null for unknown ids and
 * other tenants' forms. Forms are readable in the CMS by editors only; this
 * is the one place the public reads them (as a visitor of the tenant: the
 * data scope's rule lets shop code read the tenant's forms).
 */
export async function getStoredForm({
  tenantId,
  formId,
  locale,
}: {
  tenantId: number | string
  formId: number | string
  locale: string
}): Promise<StoredForm | null> {
  const id = Number(formId)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const language = languageOf(locale)
  return cached(readForm, ['forms', String(tenantId), String(id), language], [cacheTags.forms(tenantId)])(
    tenantId,
    id,
    language,
  )
}

/** The definition of a form of this tenant; `usage` narrows it to page or process forms. */
export async function getFormDefinition(args: {
  tenantId: number | string
  formId: number | string
  locale: string
  usage?: Form['usage']
}): Promise<FormDefinition | null> {
  const form = await getStoredForm(args)
  if (!form || (args.usage && form.usage !== args.usage)) return null
  return form.definition
}
