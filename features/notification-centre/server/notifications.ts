import 'server-only'

import type { Where } from 'payload'

import type { AccountNotification } from '@/cms/payload-types'
import { accountMenuEntries } from '@/features/account-area/server/menu-entries'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { getPayload } from '@/lib/payload/get-payload'

import { NOTIFICATION_LIST_LIMIT, type NotificationFilter } from '../constants'
import { notificationMenuEntry } from '../menu'
import type { NotificationCounts, NotificationEntry, NotificationListData } from '../schemas'

/** Whose notifications: a signed-in account on the tenant it signed in to. */
export type NotificationOwner = { account: AuthenticatedAccount; tenantId: string | number }

const COLLECTION = 'account-notifications'
const UNREAD: Where = { readAt: { exists: false } }

/** Only the account's own rows on this tenant (never another account's, never the editors' customer-wide rows). */
const own = (owner: NotificationOwner, ...more: Where[]): Where => ({ and: [{ tenant: { equals: owner.tenantId } }, { account: { equals: owner.account.id } }, ...more] })

/** The account's own Local API rights (CONVENTIONS 8): reads pass these. */
const asAccount = (owner: NotificationOwner) => ({ overrideAccess: false, user: owner.account }) as const

type Row = Pick<AccountNotification, 'id' | 'title' | 'text' | 'link' | 'kind' | 'createdAt' | 'readAt'>

const toEntry = (row: Row): NotificationEntry => ({ id: row.id, title: row.title, text: row.text || null, link: row.link || null, kind: row.kind, createdAt: row.createdAt, read: row.readAt != null })

const SELECT = { title: true, text: true, link: true, kind: true, createdAt: true, readAt: true } as const

/**
 * The account's notifications, newest first (at most NOTIFICATION_LIST_LIMIT),
 * in the caller's language (German where a text is missing). `timestamp` is
 * the server's time taken before reading: POST /api/notifications/read with
 * it marks what this list showed (and anything older), never what arrived
 * after it.
 */
export async function listNotifications(owner: NotificationOwner, locale: string, filter: NotificationFilter = 'all'): Promise<NotificationListData> {
  const timestamp = Date.now()
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: filter === 'unread' ? own(owner, UNREAD) : own(owner),
    sort: ['-createdAt', '-id'],
    limit: NOTIFICATION_LIST_LIMIT,
    depth: 0,
    locale: languageOf(locale),
    fallbackLocale: 'de',
    select: SELECT,
    ...asAccount(owner),
  })
  return { entries: (docs as Row[]).map(toEntry), timestamp }
}

/** How many of the account's notifications are unread: one count query (the session asks on every page). */
export async function countUnread(owner: NotificationOwner): Promise<number> {
  const payload = await getPayload()
  const { totalDocs } = await payload.count({ collection: COLLECTION, where: own(owner, UNREAD), ...asAccount(owner) })
  return totalDocs
}

/** The session parts that depend on the unread count, in the caller's language. */
export async function notificationCounts(owner: NotificationOwner, locale: string): Promise<NotificationCounts> {
  const [unreadNotificationCount, t, accountEntries] = await Promise.all([countUnread(owner), getApiTranslator(locale), accountMenuEntries(owner.account, owner.tenantId, locale)])
  // The account pages first (orders, contracts, lists …), then the notification centre.
  return { unreadNotificationCount, userMenuEntries: [...accountEntries, notificationMenuEntry(t('notificationCentre.menuTitle'), locale, unreadNotificationCount)] }
}

/**
 * Marks every unread notification of the account created at or before
 * `timestamp` as read. The write runs with the server's rights (accounts may
 * not update documents in the CMS), narrowed by the same own-rows condition
 * the reads use, so no other account's row can match.
 */
export async function markAllRead(owner: NotificationOwner, timestamp: number): Promise<number> {
  const payload = await getPayload()
  const { docs } = await payload.update({
    collection: COLLECTION,
    where: own(owner, UNREAD, { createdAt: { less_than_equal: new Date(timestamp).toISOString() } }),
    data: { readAt: new Date().toISOString() },
    depth: 0,
    select: { readAt: true },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * Marks one of the account's notifications as read (the first read time
 * stays). Null when it is not the account's own: read first with the
 * account's rights, then written narrowed to its own rows.
 */
export async function markOneRead(owner: NotificationOwner, locale: string, id: number): Promise<NotificationEntry | null> {
  const payload = await getPayload()
  const language = languageOf(locale)
  const { docs } = await payload.find({ collection: COLLECTION, where: own(owner, { id: { equals: id } }), limit: 1, pagination: false, depth: 0, locale: language, fallbackLocale: 'de', select: SELECT, ...asAccount(owner) })
  const row = docs[0] as Row | undefined
  if (!row) return null
  if (row.readAt != null) return toEntry(row)
  const readAt = new Date().toISOString()
  await payload.update({ collection: COLLECTION, where: own(owner, { id: { equals: id } }, UNREAD), data: { readAt }, depth: 0, select: { readAt: true }, overrideAccess: true })
  return toEntry({ ...row, readAt })
}
