/**
 * What a notification of the notification centre is about; editors write
 * `editorial` ones. The approval kinds: an order awaits an administrator's
 * approval, was approved, or was rejected (to the buyer). A repeat order was
 * placed, or skipped (with why); sales answered a quote request; a fleet service
 * falls due.
 */
export const NOTIFICATION_KINDS = [
  'orderConfirmed',
  'documentAvailable',
  'editorial',
  'approvalRequested',
  'orderApproved',
  'orderRejected',
  'repeatOrderPlaced',
  'repeatOrderSkipped',
  'quoteAnswered',
  'serviceDue',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Who an editor addresses: one shop account, or every account of a customer (one row per account, see the collection). */
export const NOTIFICATION_AUDIENCES = ['account', 'customer'] as const
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number]

/** The list filters of GET /api/notifications (`?filter=unread`; `all` is the default). */
export const NOTIFICATION_FILTERS = ['all', 'unread'] as const
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number]

/** The newest this many notifications are listed; marking all as read still reaches older ones. */
export const NOTIFICATION_LIST_LIMIT = 100
export const NOTIFICATION_TITLE_MAX_LENGTH = 120
export const NOTIFICATION_TEXT_MAX_LENGTH = 1000
export const NOTIFICATION_LINK_MAX_LENGTH = 500

/** A mark-all timestamp may run this far ahead of the server's clock (several instances); later ones are refused. */
export const TIMESTAMP_TOLERANCE_MS = 5_000

export const NOTIFICATIONS_PATH = '/api/notifications'
export const NOTIFICATIONS_READ_PATH = '/api/notifications/read'
export const notificationReadPath = (id: number) => `${NOTIFICATIONS_READ_PATH}/${id}`

/** The notification centre page of a route locale. */
export const notificationCentrePath = (locale: string) => `/${locale}/notifications`
