import 'server-only'

import type { Where } from 'payload'

import type { AccountNotification } from '@/cms/payload-types'
import { accountMenuEntries } from '@/features/account-area/server/menu-entries'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { dataScope, shopData } from '@/lib/data'

import { NOTIFICATION_LIST_LIMIT, type NotificationFilter } from '../constants'
import { notificationMenuEntry } from '../menu'
import type { NotificationCounts, NotificationEntry, NotificationListData } from '../schemas'

/** Whose notifications: a signed-in account on the tenant it signed in to. */
export type NotificationOwner = { account: AuthenticatedAccount; tenantId: string | number }

const COLLECTION = 'account-notifications'
const UNREAD: Where = { readAt: { exists: false } }

/**
 * Only the account's own rows on this tenant (never another account's, never
 * the editors' customer-wide rows): the data scope's rule for notifications.
 */
const notifications = (owner: NotificationOwner) => shopData(dataScope(owner.tenantId, owner.account))
const all = (...conditions: Where[]): Where => ({ and: conditions })

type Row = Pick<AccountNotification, 'id' | 'title' | 'text' | 'link' | 'kind' | 'createdAt' | 'readAt'>

const toEntry = (row: Row): NotificationEntry => ({
  id: row.id,
  title: row.title,
  text: row.text || null,
  link: row.link || null,
  kind: row.kind,
  createdAt: row.createdAt,
  read: row.readAt != null,
})

const SELECT = { title: true, text: true, link: true, kind: true, createdAt: true, readAt: true } as const

/**
 * The account's notifications, newest first (at most NOTIFICATION_LIST_LIMIT),
 * in the caller's language (German where a text is missing). `timestamp` is
 * the server's time taken before reading: POST /api/notifications/read with
 * it marks what this list showed (and anything older), never what arrived
 * after it.
 */
export async function listNotifications(
  owner: NotificationOwner,
  locale: string,
  filter: NotificationFilter = 'all',
): Promise<NotificationListData> {
  const timestamp = Date.now()
  const { docs } = await notifications(owner).find({
    collection: COLLECTION,
    where: filter === 'unread' ? UNREAD : {},
    sort: ['-createdAt', '-id'],
    limit: NOTIFICATION_LIST_LIMIT,
    depth: 0,
    locale: languageOf(locale),
    fallbackLocale: 'de',
    select: SELECT,
  })
  return { entries: (docs as Row[]).map(toEntry), timestamp }
}

/** How many of the account's notifications are unread: one count query (the session asks on every page). */
export async function countUnread(owner: NotificationOwner): Promise<number> {
  const { totalDocs } = await notifications(owner).count({ collection: COLLECTION, where: UNREAD })
  return totalDocs
}

/** The session parts that depend on the unread count, in the caller's language. */
export async function notificationCounts(
  owner: NotificationOwner,
  locale: string,
): Promise<NotificationCounts> {
  const [unreadNotificationCount, t, accountEntries] = await Promise.all([
    countUnread(owner),
    getApiTranslator(locale),
    accountMenuEntries(owner.account, owner.tenantId, locale),
  ])
  // The account pages first (orders, contracts, lists …), then the notification centre.
  return {
    unreadNotificationCount,
    userMenuEntries: [
      ...accountEntries,
      notificationMenuEntry(t('notificationCentre.menuTitle'), locale, unreadNotificationCount),
    ],
  }
}

/**
 * Marks every unread notification of the account created at or before
 * `timestamp` as read, narrowed by the same own-rows rule the reads use, so
 * no other account's row can match.
 */
export async function markAllRead(owner: NotificationOwner, timestamp: number): Promise<number> {
  const { docs } = await notifications(owner).update({
    collection: COLLECTION,
    where: all(UNREAD, { createdAt: { less_than_equal: new Date(timestamp).toISOString() } }),
    data: { readAt: new Date().toISOString() },
    depth: 0,
    select: { readAt: true },
  })
  return docs.length
}

/**
 * Marks one of the account's notifications as read (the first read time
 * stays). Null when it is not the account's own (read and written under the
 * account's scope).
 */
export async function markOneRead(
  owner: NotificationOwner,
  locale: string,
  id: number,
): Promise<NotificationEntry | null> {
  const data = notifications(owner)
  const language = languageOf(locale)
  const { docs } = await data.find({
    collection: COLLECTION,
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 0,
    locale: language,
    fallbackLocale: 'de',
    select: SELECT,
  })
  const row = docs[0] as Row | undefined
  if (!row) return null
  if (row.readAt != null) return toEntry(row)
  const readAt = new Date().toISOString()
  await data.update({
    collection: COLLECTION,
    where: all({ id: { equals: id } }, UNREAD),
    data: { readAt },
    depth: 0,
    select: { readAt: true },
  })
  return toEntry({ ...row, readAt })
}
