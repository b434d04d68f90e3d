import 'server-only'

import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { getApiTranslator } from '@/lib/i18n/translator'
import { getPayload } from '@/lib/payload/get-payload'

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * The mail to an administrator that an order awaits approval: who ordered,
 * the net total and a link to the approvals page, in the language the buyer
 * ordered in.
 */
export async function sendApprovalMail(input: {
  to: string
  name: string
  tenant: number | string
  locale: string
  orderNumber: string
  buyer: string
  total: string
  link: string
}): Promise<void> {
  const t = await getApiTranslator(input.locale)
  const values = { name: input.name, orderNumber: input.orderNumber, buyer: input.buyer, total: input.total }
  const greeting = t('approvals.mail.greeting', values)
  const intro = t('approvals.mail.intro', values)
  const closing = t('approvals.mail.closing')
  const payload = await getPayload()
  await payload.sendEmail({
    to: input.to,
    subject: t('approvals.mail.subject', values),
    text: [greeting, '', intro, '', input.link, '', closing].join('\n'),
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><p><a href="${escape(input.link)}">${escape(t('approvals.mail.button'))}</a></p><p>${escape(closing)}</p>`,
    headers: { [MAIL_TENANT_HEADER]: String(input.tenant) },
  })
}
