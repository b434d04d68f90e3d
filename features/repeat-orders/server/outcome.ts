import 'server-only'

import type { PayloadRequest } from 'payload'

import { MAIL_TENANT_HEADER } from '@/cms/email/outbox-adapter'
import { orderDetailPath } from '@/features/account-area/constants'
import type { CartContext } from '@/features/carts/server/cart'
import { notifyAccount, type LocalizedText } from '@/features/notification-centre/server/notify'
import { CONTENT_LANGUAGES, languageOf, ROUTE_LOCALES, type ContentLanguage } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { formatIsoDate } from '@/lib/iso-date'
import { formatPrice } from '@/lib/money'
import { getPayload } from '@/lib/payload/get-payload'

import { reasonOf } from './words'
import { scheduleUrl } from './paths'

type T = CartContext['t']

/** What came of a due date, as the buyer is told. */
export type OutcomeNotice =
  | { kind: 'placed' | 'awaitingApproval'; orderNumber: string; totalCents: number }
  | { kind: 'skipped'; reason: string; next: string | null }
  | { kind: 'paused'; reason: string }
  | { kind: 'failed'; next: string | null }

export type OutcomeInput = {
  account: number
  scheduleId: number
  name: string
  dueDate: string
  /** The route locale of the links (the tenant's default). */
  locale: string
  notice: OutcomeNotice
}

const routeLocaleOf = (language: ContentLanguage) =>
  ROUTE_LOCALES.find((locale) => languageOf(locale) === language) ?? 'de-ch'

/** The title and text of a notice in one language. */
function texts(t: T, input: OutcomeInput): { title: string; text: string } {
  const { notice } = input
  const values = { name: input.name, date: formatIsoDate(input.dueDate) }
  switch (notice.kind) {
    case 'placed':
    case 'awaitingApproval': {
      const order = { ...values, orderNumber: notice.orderNumber, total: formatPrice(notice.totalCents) }
      return notice.kind === 'placed'
        ? {
            title: t('repeatOrders.notifications.placedTitle', order),
            text: t('repeatOrders.notifications.placedText', order),
          }
        : {
            title: t('repeatOrders.notifications.approvalTitle', order),
            text: t('repeatOrders.notifications.approvalText', order),
          }
    }
    case 'skipped': {
      const reason = reasonOf(t, notice.reason)?.text ?? ''
      return notice.next
        ? {
            title: t('repeatOrders.notifications.skippedTitle'),
            text: t('repeatOrders.notifications.skippedText', {
              ...values,
              reason,
              next: formatIsoDate(notice.next),
            }),
          }
        : {
            title: t('repeatOrders.notifications.skippedTitle'),
            text: t('repeatOrders.notifications.skippedEndText', { ...values, reason }),
          }
    }
    case 'paused':
      return {
        title: t('repeatOrders.notifications.pausedTitle'),
        text: t('repeatOrders.notifications.pausedText', {
          ...values,
          reason: reasonOf(t, notice.reason)?.text ?? '',
        }),
      }
    case 'failed':
      return {
        title: t('repeatOrders.notifications.failedTitle'),
        text: t('repeatOrders.notifications.failedText', {
          ...values,
          next: notice.next ? formatIsoDate(notice.next) : '–',
        }),
      }
  }
}

/** Where the notice leads: the order (placed), else the schedule's page. */
export const noticeLink = (input: OutcomeInput) =>
  input.notice.kind === 'placed' || input.notice.kind === 'awaitingApproval'
    ? `/${input.locale}${orderDetailPath(input.notice.orderNumber)}`
    : scheduleUrl(input.locale, input.scheduleId)

/**
 * Tells the buyer what its schedule's due date came to, in its notification
 * centre (every language; inside the run's transaction when `req` is given):
 * `repeatOrderPlaced` with a link to the order, `repeatOrderSkipped` (skipped,
 * paused, failed) with a link to the schedule.
 */
export async function notifyOutcome(input: OutcomeInput, req?: PayloadRequest): Promise<void> {
  const title = {} as LocalizedText
  const text = {} as LocalizedText
  for (const language of CONTENT_LANGUAGES) {
    const words = texts(await getApiTranslator(routeLocaleOf(language)), input)
    title[language] = words.title
    text[language] = words.text
  }
  const placed = input.notice.kind === 'placed' || input.notice.kind === 'awaitingApproval'
  await notifyAccount(
    {
      account: input.account,
      kind: placed ? 'repeatOrderPlaced' : 'repeatOrderSkipped',
      title,
      text,
      link: noticeLink(input),
    },
    req ? { req } : {},
  )
}

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * Mails the buyer what its notification says when a due date placed nothing
 * (skipped, paused, failed): after the run's transaction, in the tenant's
 * language, with a link to the schedule (`origin` + path). Through Payload's
 * mail adapter (the outbox without SMTP).
 */
export async function mailOutcome(
  input: OutcomeInput & { to: string; firstName: string; tenant: number | string; origin: string },
): Promise<void> {
  const t = await getApiTranslator(input.locale)
  const words = texts(t, input)
  const link = `${input.origin}${noticeLink(input)}`
  const greeting = t('repeatOrders.mail.greeting', { name: input.firstName })
  const closing = t('repeatOrders.mail.closing')
  const payload = await getPayload()
  await payload.sendEmail({
    to: input.to,
    subject: words.title,
    text: [greeting, '', words.text, '', link, '', closing].join('\n'),
    html: `<p>${escape(greeting)}</p><p>${escape(words.text)}</p><p><a href="${escape(link)}">${escape(t('repeatOrders.mail.button'))}</a></p><p>${escape(closing).replace('\n', '<br>')}</p>`,
    headers: { [MAIL_TENANT_HEADER]: String(input.tenant) },
  })
}
