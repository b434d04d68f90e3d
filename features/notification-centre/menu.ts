import type { UserMenuEntry } from '@/features/session/types'

import { notificationCentrePath } from './constants'

/** The profile menu's entry of the notification centre (one of the session's userMenuEntries): badged while anything is unread. */
export function notificationMenuEntry(title: string, locale: string, unreadCount: number): UserMenuEntry {
  return { title, link: notificationCentrePath(locale), hasBadge: unreadCount > 0 }
}
