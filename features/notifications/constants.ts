/** How long notifications stay. */
export const NOTIFICATION_EXPIRE_MS = 4000
/** Several notifications pushed at once stay longer, so they can be read. */
export const NOTIFICATION_BULK_EXPIRE_MS = 6000
/** The component closes itself after this many seconds when a delay is set. */
export const NOTIFICATION_DEFAULT_DELAY_S = 3
/** Fade-out before the component is removed. */
export const NOTIFICATION_FADE_MS = 500
/** The error page reads notifications stored under this key. */
export const STORED_NOTIFICATIONS_KEY = 'tribo.notifications'
/** Thrown when the stored list cannot be read; kept word for word, typo ("why") included. */
export const STORED_NOTIFICATIONS_READ_ERROR =
  'An error occurred why retrieving messages from the localStorage.'
