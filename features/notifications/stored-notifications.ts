import { STORED_NOTIFICATIONS_KEY, STORED_NOTIFICATIONS_READ_ERROR } from './constants'
import type { NotificationInput } from './types'

/** Keeps notifications for the error page, e.g. before a hard reload after a failure. */
export function storeNotificationsForErrorPage(
  list: NotificationInput[],
  storage: Storage = window.localStorage,
) {
  const existing = (() => {
    try {
      return readStoredNotifications(storage, false)
    } catch {
      return []
    }
  })()
  storage.setItem(STORED_NOTIFICATIONS_KEY, JSON.stringify([...existing, ...list]))
}

function isNotificationInput(value: unknown): value is NotificationInput {
  if (!value || typeof value !== 'object') return false
  const message = (value as { message?: unknown }).message
  return (
    !!message && typeof message === 'object' && typeof (message as { message?: unknown }).message === 'string'
  )
}

/**
 * The error page reads the stored list, removes it and pushes each entry. A
 * list that cannot be read throws STORED_NOTIFICATIONS_READ_ERROR.
 */
export function readStoredNotifications(
  storage: Storage = window.localStorage,
  remove = true,
): NotificationInput[] {
  try {
    const raw = storage.getItem(STORED_NOTIFICATIONS_KEY)
    if (remove) storage.removeItem(STORED_NOTIFICATIONS_KEY)
    if (raw === null) return []
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed) || !parsed.every(isNotificationInput))
      throw new Error('not a list of notifications')
    return parsed
  } catch (cause) {
    throw new Error(STORED_NOTIFICATIONS_READ_ERROR, { cause })
  }
}
