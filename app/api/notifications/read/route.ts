import type { NextRequest } from 'next/server'

import { TIMESTAMP_TOLERANCE_MS } from '@/features/notification-centre/constants'
import { firstIssueParameter, ZMarkAllReadBody } from '@/features/notification-centre/schemas'
import { listNotifications, markAllRead, notificationCounts } from '@/features/notification-centre/server/notifications'
import { badParameter, jsonBody, notificationContext } from '@/features/notification-centre/server/request'
import { ok } from '@/lib/api/envelope'

/**
 * POST /api/notifications/read { timestamp } (SPEC §7): marks every
 * notification of the signed-in account created at or before `timestamp`
 * (the list's, as GET answered it) as read; later ones stay unread. Answers
 * { entries, timestamp, unreadNotificationCount, userMenuEntries }. Same
 * origin only (403), 401 anonymous, 400 naming `timestamp` (also for one in
 * the future), nothing changed.
 */
export async function POST(request: NextRequest) {
  const ctx = await notificationContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const parsed = ZMarkAllReadBody.safeParse(await jsonBody(request))
  if (!parsed.success) return badParameter(ctx, firstIssueParameter(parsed.error, 'timestamp'))
  if (parsed.data.timestamp > Date.now() + TIMESTAMP_TOLERANCE_MS) return badParameter(ctx, 'timestamp')
  const owner = { account: ctx.account, tenantId: ctx.tenant.id }
  await markAllRead(owner, parsed.data.timestamp)
  const [list, counts] = await Promise.all([listNotifications(owner, ctx.locale), notificationCounts(owner, ctx.locale)])
  return ok({ ...list, ...counts })
}
