import type { ApiMessage } from '@/lib/api/envelope-types'

/** A button of a notification; the notification closes when `run` succeeds. */
export type NotificationAction = {
  label?: string
  run?: () => unknown | Promise<unknown>
  /** A confirmation that is posted to this URL with the message's meta.id (cart changes). */
  url?: string
}

/** A notification: its message, optional confirm/decline and redirect, expiry and delay. */
export type Notification = {
  id: string
  message: ApiMessage
  /** The element or form field the message is about. */
  source?: { selector?: string; field?: string }
  confirm?: NotificationAction
  decline?: NotificationAction
  redirect?: { link: string; title: string }
  /** Milliseconds until the store removes it; 0 keeps it until closed. */
  expire?: number
  /** Seconds after which the component closes itself (default 3 when set). */
  delay?: number
}

/** What callers push: the id is assigned by the store. */
export type NotificationInput = Omit<Notification, 'id'> & { id?: string }
