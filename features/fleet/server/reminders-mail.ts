import 'server-only'

import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { getApiTranslator } from '@/lib/i18n/translator'
import { formatIsoDate } from '@/lib/iso-date'
import { counted, formatQuantity } from '@/lib/numbers'
import { getPayload } from '@/lib/payload/get-payload'

import { entryLabel, type DueService } from '../reminders'

/** A due service as the digest lists it: with its product's name in the mail's language. */
export type DigestLine = DueService & { productName: string | null }

export type DigestMail = {
  to: string
  firstName: string
  tenant: number
  /** The route locale of the texts and links: the user's, saved with the setting, else the tenant's default. */
  locale: string
  /** The site's origin for absolute links, e.g. https://www.tribo.ch. */
  origin: string
  leadDays: number
  lines: DigestLine[]
}

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The links of the digest: the fleet, each entry, the oil plan. */
export const fleetUrl = (origin: string, locale: string, entryId?: number) =>
  `${origin}/${locale}${ACCOUNT_PATHS.fleet}${entryId != null ? `/${entryId}` : ''}`
export const planUrl = (origin: string, locale: string) => `${origin}/${locale}${ACCOUNT_PATHS.fleetPlan}`

/** The mail's subject and its lines as text (what the tests and the plain-text part read). */
export async function digestTexts(mail: Omit<DigestMail, 'to' | 'tenant'>) {
  const t = await getApiTranslator(mail.locale)
  const lines = mail.lines.map((line) => {
    const when = line.overdue
      ? t('fleetReminders.mail.overdueSince', { date: formatIsoDate(line.dueDate) })
      : t('fleetReminders.mail.dueOn', { date: formatIsoDate(line.dueDate) })
    const product = line.productName ?? line.productInUseText ?? t('fleetReminders.due.noProduct')
    const parts = [
      entryLabel(line),
      t(`fleet.components.${line.component}`),
      product,
      ...(line.litres != null ? [formatQuantity(line.litres, 'l')] : []),
    ]
    return { when, text: parts.join(' · '), url: fleetUrl(mail.origin, mail.locale, line.entryId) }
  })
  return {
    subject: t('fleetReminders.mail.subject', counted(mail.lines.length)),
    greeting: t('fleetReminders.mail.greeting', { name: mail.firstName }),
    intro: t('fleetReminders.mail.intro', { days: mail.leadDays }),
    lines,
    fleet: { label: t('fleetReminders.mail.fleet'), url: fleetUrl(mail.origin, mail.locale) },
    plan: { label: t('fleetReminders.mail.plan'), url: planUrl(mail.origin, mail.locale) },
    settings: t('fleetReminders.mail.settings'),
    closing: t('fleetReminders.mail.closing'),
  }
}

/**
 * The weekly digest of a user: the services due within its lead days,
 * overdue first, each with its entry, plate, component, product, litres and
 * date and a link to the entry; then links to the fleet and to the oil plan
 * (which turns the litres into packs). In the tenant's language, through
 * Payload's mail adapter (the outbox without SMTP). The caller sends it after
 * the week's reminder row is committed.
 */
export async function sendDigestMail(mail: DigestMail): Promise<void> {
  const words = await digestTexts(mail)
  const text = [
    words.greeting,
    '',
    words.intro,
    '',
    ...words.lines.map((line) => `- ${line.when}: ${line.text}\n  ${line.url}`),
    '',
    `${words.fleet.label}: ${words.fleet.url}`,
    `${words.plan.label}: ${words.plan.url}`,
    '',
    words.settings,
    '',
    words.closing,
  ].join('\n')
  const html = [
    `<p>${escape(words.greeting)}</p>`,
    `<p>${escape(words.intro)}</p>`,
    `<ul>${words.lines
      .map(
        (line) =>
          `<li><strong>${escape(line.when)}</strong>: <a href="${escape(line.url)}">${escape(line.text)}</a></li>`,
      )
      .join('')}</ul>`,
    `<p><a href="${escape(words.fleet.url)}">${escape(words.fleet.label)}</a></p>`,
    `<p><a href="${escape(words.plan.url)}">${escape(words.plan.label)}</a></p>`,
    `<p>${escape(words.settings)}</p>`,
    `<p>${escape(words.closing).replace('\n', '<br>')}</p>`,
  ].join('')
  const payload = await getPayload()
  await payload.sendEmail({
    to: mail.to,
    subject: words.subject,
    text,
    html,
    headers: { [MAIL_TENANT_HEADER]: String(mail.tenant) },
  })
}
