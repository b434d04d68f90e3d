import 'server-only'

import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import type { StoredValues } from '@/features/forms/server/read-submission'
import { env } from '@/lib/env'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { getPayload } from '@/lib/payload/get-payload'

import type { JobDetail } from '../types'
import { counted } from '@/lib/numbers'

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
const text = (value: StoredValues[string] | undefined) => (typeof value === 'string' ? value.trim() : '')

/**
 * Tells the opening's contact person that an application arrived (in German,
 * the team's language): who applied, how to reach them, and where the
 * documents are in the CMS. The documents themselves stay in the CMS. A mail
 * that cannot be sent is logged; the application is stored already.
 */
export async function notifyJobContact({
  job,
  applicationId,
  values,
  fileCount,
  tenantId,
}: {
  job: JobDetail
  applicationId: number
  values: StoredValues
  fileCount: number
  tenantId: number | string
}): Promise<void> {
  const to = job.contact?.email
  if (!to) return
  const payload = await getPayload()
  try {
    const t = await getApiTranslator(DEFAULT_ROUTE_LOCALE)
    const name = `${text(values.firstName)} ${text(values.lastName)}`.trim()
    const link = `${env.serverUrl}/cms/collections/job-applications/${applicationId}`
    const lines = [
      t('jobs.mail.intro', { job: job.title, name }),
      '',
      `${t('jobs.form.email')}: ${text(values.email)}`,
      `${t('jobs.form.phone')}: ${text(values.phone)}`,
      text(values.earliestStart) ? `${t('jobs.form.earliestStart')}: ${text(values.earliestStart)}` : null,
      '',
      t('jobs.mail.documents', counted(fileCount)),
      link,
    ].filter((line): line is string => line !== null)
    const html = lines
      .map((line) =>
        line === link
          ? `<p><a href="${escape(link)}">${escape(t('jobs.mail.open'))}</a></p>`
          : line
            ? `<p>${escape(line)}</p>`
            : '',
      )
      .join('')
    await payload.sendEmail({
      to,
      subject: t('jobs.mail.subject', { job: job.title }),
      text: lines.join('\n'),
      html,
      headers: { [MAIL_TENANT_HEADER]: String(tenantId) },
    })
  } catch (error) {
    payload.logger.error({
      msg: 'Job application: the contact person could not be told by mail',
      applicationId,
      error: String(error),
    })
  }
}
