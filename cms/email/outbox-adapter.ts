import type { EmailAdapter, SendEmailOptions } from 'payload'

import { systemData } from '../../lib/data/system'

/** Header naming the tenant a mail belongs to (the outbox files it under that tenant; SMTP ignores it). */
export const MAIL_TENANT_HEADER = 'X-Tribo-Tenant'

const addresses = (value: SendEmailOptions['to']): string => {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

const tenantOf = (headers: SendEmailOptions['headers']): number | null => {
  const raw =
    headers && !Array.isArray(headers) ? (headers as Record<string, unknown>)[MAIL_TENANT_HEADER] : undefined
  const id = Number(typeof raw === 'string' ? raw : undefined)
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The mail adapter without SMTP settings: every mail is stored in the
 * `email-outbox` collection instead of being sent, so the demo and test
 * systems work without a mail server and editors can read what would have
 * gone out (CMS → System → Email outbox). With SMTP_HOST set, Payload's
 * nodemailer adapter sends for real (cms/payload.config.ts).
 */
export const outboxAdapter: EmailAdapter = ({ payload }) => ({
  name: 'tribo-outbox',
  defaultFromAddress: process.env.MAIL_FROM ?? 'noreply@tribo.local',
  defaultFromName: process.env.MAIL_FROM_NAME ?? 'Tribo',
  async sendEmail(message) {
    const doc = await systemData('queueing a mail in the outbox', payload).create({
      collection: 'email-outbox',
      data: {
        to: addresses(message.to),
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : '',
        html: typeof message.html === 'string' ? message.html : '',
        tenant: tenantOf(message.headers),
      },
      depth: 0,
    })
    return { id: doc.id }
  },
})
