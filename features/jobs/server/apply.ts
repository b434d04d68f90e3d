import 'server-only'

import type { NextRequest } from 'next/server'

import { readFormBody, readFormSubmission, type StoredValues } from '@/features/forms/server/read-submission'
import { storeWithFiles } from '@/features/forms/server/store'
import type { ApiMessage } from '@/lib/api/envelope'
import type { ContentLanguage } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { visitorData } from '@/lib/data'

import { APPLICATION_FIELDS, applicationForm, type ApplicationFormLabels } from '../application-form'
import { APPLICATION_CAPTCHA_ACTION, SALUTATIONS, type Salutation } from '../constants'
import { swissDay } from '../publication'
import type { JobDetail } from '../types'
import { findJobForApplication } from './jobs'
import { notifyJobContact } from './notify'

export type ApplyOutcome =
  | { kind: 'created'; id: number; message: string }
  | { kind: 'job-missing' }
  | { kind: 'refused'; status: number; messages: ApiMessage[]; headers?: Record<string, string> }

/** The application form of an opening in the caller's language, as the page and the handler build it. */
export async function applicationFormFor(jobId: number, locale: string, today = swissDay(new Date())) {
  const t = await getApiTranslator(locale)
  const label: ApplicationFormLabels = (key, values) => t(`jobs.form.${key}`, values)
  return applicationForm({ jobId, today, label })
}

const textOf = (values: StoredValues, name: string): string | null => {
  const value = values[name]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** The stored application's data from the checked values (the tenant is stamped by visitorData). */
function applicationData(
  job: JobDetail,
  values: StoredValues,
  language: ContentLanguage,
  documents: number[],
) {
  const salutation = textOf(values, APPLICATION_FIELDS.salutation)
  const salary = textOf(values, APPLICATION_FIELDS.salaryExpectation)
  return {
    job: job.id,
    jobTitle: job.title,
    status: 'new' as const,
    salutation: (SALUTATIONS as readonly string[]).includes(salutation ?? '')
      ? (salutation as Salutation)
      : null,
    firstName: textOf(values, APPLICATION_FIELDS.firstName) ?? '',
    lastName: textOf(values, APPLICATION_FIELDS.lastName) ?? '',
    email: textOf(values, APPLICATION_FIELDS.email) ?? '',
    phone: textOf(values, APPLICATION_FIELDS.phone),
    earliestStart: textOf(values, APPLICATION_FIELDS.earliestStart),
    salaryExpectation: salary == null ? null : Number(salary),
    message: textOf(values, APPLICATION_FIELDS.message),
    documents,
    language,
  }
}

/**
 * A visitor's application for an opening: the opening must be
 * online on this tenant; the body is read within the form's size (413 above
 * it), then the form's rules, every document's real kind (PDF) and size, the
 * honeypot, the rate limit and the captcha are checked. The documents and the
 * application are stored in one transaction — a failure leaves neither rows
 * nor files — and the opening's contact person is told by mail.
 */
export async function applyForJob(
  request: NextRequest,
  ctx: {
    tenantId: number | string
    jobId: number
    locale: string
    language: ContentLanguage
    ip: string | null
  },
): Promise<ApplyOutcome> {
  const job = await findJobForApplication(ctx.tenantId, ctx.jobId, ctx.language)
  if (!job) return { kind: 'job-missing' }
  const definition = await applicationFormFor(job.id, ctx.locale)

  const body = await readFormBody(request, definition.fields, ctx.locale)
  if (!body.ok) return { kind: 'refused', status: body.status, messages: body.messages }
  const submission = await readFormSubmission(body.formData, definition.fields, {
    locale: ctx.locale,
    ip: ctx.ip,
    captchaAction: APPLICATION_CAPTCHA_ACTION,
  })
  if (!submission.ok)
    return {
      kind: 'refused',
      status: submission.status,
      messages: submission.messages,
      headers: submission.headers,
    }

  const id = await storeWithFiles(
    { tenantId: ctx.tenantId, files: submission.files },
    async ({ req, fileIds }) => {
      const created = await visitorData(ctx.tenantId).create({
        collection: 'job-applications',
        data: applicationData(job, submission.values, ctx.language, fileIds),
        depth: 0,
        req,
      })
      return created.id
    },
  )
  await notifyJobContact({
    job,
    applicationId: id,
    values: submission.values,
    fileCount: submission.files.length,
    tenantId: ctx.tenantId,
  })
  return { kind: 'created', id, message: definition.successMessage ?? '' }
}
