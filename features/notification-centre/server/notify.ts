import 'server-only'

import type { PayloadRequest } from 'payload'

import {
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  languageOf,
  ROUTE_LOCALES,
  type ContentLanguage,
} from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { systemData } from '@/lib/data/system'

import { NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH } from '../constants'
import { isSitePath } from '../link'

/** A text in German and, where known, the other content languages (German shows where one is missing). */
export type LocalizedText = { de: string } & Partial<Record<Exclude<ContentLanguage, 'de'>, string>>

/** What the shop tells an account: the texts of orders and documents come from the catalogues, editorial texts from the caller. */
export type NotifyAccountInput = { account: number; link?: string | null } & (
  | { kind: 'orderConfirmed'; orderNumber: string }
  | { kind: 'approvalRequested'; orderNumber: string; buyer: string; total: string }
  | { kind: 'orderApproved'; orderNumber: string; approver: string }
  | { kind: 'orderRejected'; orderNumber: string; approver: string; reason: string }
  | { kind: 'documentAvailable'; documentName: string }
  | { kind: 'editorial'; title: LocalizedText; text?: LocalizedText | null }
  // A repeat order's outcome: the repeat-orders slice writes the texts in every language (features/repeat-orders/server/outcome.ts).
  | { kind: 'repeatOrderPlaced'; title: LocalizedText; text?: LocalizedText | null }
  | { kind: 'repeatOrderSkipped'; title: LocalizedText; text?: LocalizedText | null }
  // A fleet service falling due: the fleet slice writes the texts in every language (features/fleet/server/reminders.ts).
  | { kind: 'serviceDue'; title: LocalizedText; text?: LocalizedText | null }
)

type Texts = { title: string; text: string | null }

/** A route locale of each content language, for the catalogue translator. */
const routeLocaleOf = (language: ContentLanguage) =>
  ROUTE_LOCALES.find((locale) => languageOf(locale) === language) ?? 'de-ch'

async function textsIn(input: NotifyAccountInput, language: ContentLanguage): Promise<Texts | null> {
  if (
    input.kind === 'editorial' ||
    input.kind === 'repeatOrderPlaced' ||
    input.kind === 'repeatOrderSkipped' ||
    input.kind === 'serviceDue'
  ) {
    const title = input.title[language]?.trim()
    return title ? { title, text: input.text?.[language]?.trim() || null } : null
  }
  const t = await getApiTranslator(routeLocaleOf(language))
  if (input.kind === 'orderConfirmed') {
    return {
      title: t('notificationCentre.generated.orderConfirmedTitle', { orderNumber: input.orderNumber }),
      text: t('notificationCentre.generated.orderConfirmedText', { orderNumber: input.orderNumber }),
    }
  }
  if (input.kind === 'approvalRequested') {
    const values = { orderNumber: input.orderNumber, buyer: input.buyer, total: input.total }
    return {
      title: t('notificationCentre.generated.approvalRequestedTitle', values),
      text: t('notificationCentre.generated.approvalRequestedText', values),
    }
  }
  if (input.kind === 'orderApproved') {
    const values = { orderNumber: input.orderNumber, approver: input.approver }
    return {
      title: t('notificationCentre.generated.orderApprovedTitle', values),
      text: t('notificationCentre.generated.orderApprovedText', values),
    }
  }
  if (input.kind === 'orderRejected') {
    const values = { orderNumber: input.orderNumber, approver: input.approver, reason: input.reason }
    return {
      title: t('notificationCentre.generated.orderRejectedTitle', values),
      text: t('notificationCentre.generated.orderRejectedText', values).slice(
        0,
        NOTIFICATION_TEXT_MAX_LENGTH,
      ),
    }
  }
  return {
    title: t('notificationCentre.generated.documentAvailableTitle'),
    text: t('notificationCentre.generated.documentAvailableText', { documentName: input.documentName }),
  }
}

/** Refuses what the collection would refuse, before anything is written. */
function check(input: NotifyAccountInput, texts: Map<ContentLanguage, Texts>): void {
  if (!Number.isInteger(input.account) || input.account <= 0)
    throw new Error('notifyAccount: account must be an account id')
  if (input.link != null && !isSitePath(input.link))
    throw new Error('notifyAccount: link must be a path on this site (such as /de-ch/p/TRB-SYNPRO-5W30)')
  if ('orderNumber' in input && !input.orderNumber.trim())
    throw new Error('notifyAccount: orderNumber is required')
  if (input.kind === 'documentAvailable' && !input.documentName.trim())
    throw new Error('notifyAccount: documentName is required')
  if (!texts.has(DEFAULT_LANGUAGE)) throw new Error('notifyAccount: a German title is required')
  for (const [language, { title, text }] of texts) {
    if (title.length > NOTIFICATION_TITLE_MAX_LENGTH)
      throw new Error(
        `notifyAccount: the ${language} title is longer than ${NOTIFICATION_TITLE_MAX_LENGTH} characters`,
      )
    if (text && text.length > NOTIFICATION_TEXT_MAX_LENGTH)
      throw new Error(
        `notifyAccount: the ${language} text is longer than ${NOTIFICATION_TEXT_MAX_LENGTH} characters`,
      )
  }
}

/**
 * Leaves a notification in one account's notification centre — what the shop
 * calls when an order is confirmed or a document becomes available (and what
 * any server code may use for an editorial message). The notification
 * belongs to the account's tenant, starts unread and carries its texts in
 * every language known (order and document texts in all four, from
 * `messages/notificationCentre`). Pass the checkout's `req` to write inside
 * its transaction. Throws on bad input (nothing is written) and when the
 * account does not exist. Answers the new notification's id.
 */
export async function notifyAccount(
  input: NotifyAccountInput,
  { req }: { req?: PayloadRequest } = {},
): Promise<{ id: number }> {
  const texts = new Map<ContentLanguage, Texts>()
  for (const language of CONTENT_LANGUAGES) {
    const found = await textsIn(input, language)
    if (found) texts.set(language, found)
  }
  check(input, texts)
  // Server code notifies any account (order confirmations, editorial messages): system work.
  const system = systemData('notifying an account', req?.payload)
  const account = await system.findByID({
    collection: 'accounts',
    id: input.account,
    depth: 0,
    disableErrors: true,
    select: { tenant: true },
    ...(req ? { req } : {}),
  })
  if (!account) throw new Error(`notifyAccount: account ${input.account} does not exist`)
  const tenant = typeof account.tenant === 'object' && account.tenant ? account.tenant.id : account.tenant
  if (tenant == null) throw new Error(`notifyAccount: account ${input.account} has no tenant`)

  const options = { depth: 0, context: { disableRevalidate: true }, ...(req ? { req } : {}) } as const
  const german = texts.get(DEFAULT_LANGUAGE)!
  const created = await system.create({
    collection: 'account-notifications',
    locale: DEFAULT_LANGUAGE,
    data: {
      tenant,
      audience: 'account',
      account: input.account,
      kind: input.kind,
      link: input.link ?? null,
      ...german,
    },
    ...options,
  })
  for (const [language, localized] of texts) {
    if (language !== DEFAULT_LANGUAGE)
      await system.update({
        collection: 'account-notifications',
        id: created.id,
        locale: language,
        data: localized,
        ...options,
      })
  }
  return { id: created.id }
}
