/** A message shown to the user as a notification (SPEC §3 Notification message). */
export type ApiMessage = {
  type: 'error' | 'success' | 'info' | 'warning'
  message: string
  meta?: Record<string, unknown>
}

/** The response envelope of every /api call (ARCHITECTURE §4). */
export type ApiEnvelope<T> = { data: T; messages?: ApiMessage[]; redirectUrl?: string }
