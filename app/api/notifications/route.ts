import { ZNotificationFilter } from '@/features/notification-centre/schemas'
import { listNotifications } from '@/features/notification-centre/server/notifications'
import { badParameter, notificationContext } from '@/features/notification-centre/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/notifications[?filter=unread]: the signed-in account's
 * own notifications, newest first: { entries: [{ id, title, text, link,
 * kind, createdAt, read }], timestamp }. 401 anonymous, 400 naming `filter`.
 */
export const GET = defineRoute({ auth: notificationContext }, async ({ ctx, request }) => {
  const filter = ZNotificationFilter.safeParse(request.nextUrl.searchParams.get('filter') ?? undefined)
  if (!filter.success) throw badParameter(ctx, 'filter')
  return listNotifications({ account: ctx.account, tenantId: ctx.tenant.id }, ctx.locale, filter.data)
})
