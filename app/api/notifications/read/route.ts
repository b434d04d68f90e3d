import { TIMESTAMP_TOLERANCE_MS } from '@/features/notification-centre/constants'
import { firstIssueParameter, ZMarkAllReadBody } from '@/features/notification-centre/schemas'
import {
  listNotifications,
  markAllRead,
  notificationCounts,
} from '@/features/notification-centre/server/notifications'
import { badParameter, notificationContext } from '@/features/notification-centre/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/notifications/read { timestamp }: marks every
 * notification of the signed-in account created at or before `timestamp`
 * (the list's, as GET answered it) as read; later ones stay unread. Answers
 * { entries, timestamp, unreadNotificationCount, userMenuEntries }. Same
 * origin only (403), 401 anonymous, 400 naming `timestamp` (also for one in
 * the future), nothing changed.
 */
export const POST = defineRoute(
  {
    auth: notificationContext,
    write: true,
    input: { body: ZMarkAllReadBody },
    invalid: ({ error }, ctx) => badParameter(ctx, firstIssueParameter(error, 'timestamp')),
  },
  async ({ ctx, body }) => {
    if (body.timestamp > Date.now() + TIMESTAMP_TOLERANCE_MS) throw badParameter(ctx, 'timestamp')
    const owner = { account: ctx.account, tenantId: ctx.tenant.id }
    await markAllRead(owner, body.timestamp)
    const [list, counts] = await Promise.all([
      listNotifications(owner, ctx.locale),
      notificationCounts(owner, ctx.locale),
    ])
    return { ...list, ...counts }
  },
)
