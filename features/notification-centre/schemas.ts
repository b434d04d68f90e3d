import { z } from 'zod'

import { NOTIFICATION_FILTERS, NOTIFICATION_KINDS } from './constants'

/** `?filter=` of GET /api/notifications: `all` (default) or `unread`. */
export const ZNotificationFilter = z.enum(NOTIFICATION_FILTERS).default('all')

/** A notification id in the address: digits only, a positive safe integer. */
export const ZNotificationId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))

/** The list's timestamp (milliseconds since 1970, as GET answered it). */
export const ZNotificationTimestamp = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)

/** POST /api/notifications/read: mark everything created at or before `timestamp` as read. */
export const ZMarkAllReadBody = z.object({ timestamp: ZNotificationTimestamp })
export type MarkAllReadBody = z.infer<typeof ZMarkAllReadBody>

/** One entry of the notification centre, newest first. */
export const ZNotificationEntry = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string().nullable(),
  /** A path on this site, or null. */
  link: z.string().nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** ISO date-time. */
  createdAt: z.string(),
  read: z.boolean(),
})
export type NotificationEntry = z.infer<typeof ZNotificationEntry>

const ZUserMenuEntry = z.object({ title: z.string(), link: z.string(), hasBadge: z.boolean() })

/** GET /api/notifications: the entries and the server's time of reading (the mark-all timestamp). */
export const ZNotificationListData = z.object({
  entries: z.array(ZNotificationEntry),
  timestamp: ZNotificationTimestamp,
})
export type NotificationListData = z.infer<typeof ZNotificationListData>

/** The session parts every mark answer carries, so the header updates without a reload. */
export const ZNotificationCounts = z.object({
  unreadNotificationCount: z.number().int().nonnegative(),
  userMenuEntries: z.array(ZUserMenuEntry),
})
export type NotificationCounts = z.infer<typeof ZNotificationCounts>

/** POST /api/notifications/read: the list again, a new timestamp and the counts. */
export const ZMarkAllReadData = ZNotificationListData.extend(ZNotificationCounts.shape)
export type MarkAllReadData = z.infer<typeof ZMarkAllReadData>

/** POST /api/notifications/read/{id}: the entry (now read) and the counts. */
export const ZMarkOneReadData = ZNotificationCounts.extend({ entry: ZNotificationEntry })
export type MarkOneReadData = z.infer<typeof ZMarkOneReadData>

/** The first parameter a failed parse names in its 400 (`timestamp`, `filter` …), or `body` for a missing body. */
export function firstIssueParameter(error: z.ZodError, fallback: string): string {
  const [first] = error.issues
  const key = first?.path[0]
  return typeof key === 'string' ? key : fallback
}
