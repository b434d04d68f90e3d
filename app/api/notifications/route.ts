import type { NextRequest } from 'next/server'

import { ZNotificationFilter } from '@/features/notification-centre/schemas'
import { listNotifications } from '@/features/notification-centre/server/notifications'
import { badParameter, notificationContext } from '@/features/notification-centre/server/request'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/notifications[?filter=unread] (SPEC §7): the signed-in account's
 * own notifications, newest first: { entries: [{ id, title, text, link,
 * kind, createdAt, read }], timestamp }. 401 anonymous, 400 naming `filter`.
 */
export async function GET(request: NextRequest) {
  const ctx = await notificationContext(request)
  if ('response' in ctx) return ctx.response
  const filter = ZNotificationFilter.safeParse(request.nextUrl.searchParams.get('filter') ?? undefined)
  if (!filter.success) return badParameter(ctx, 'filter')
  return ok(await listNotifications({ account: ctx.account, tenantId: ctx.tenant.id }, ctx.locale, filter.data))
}
