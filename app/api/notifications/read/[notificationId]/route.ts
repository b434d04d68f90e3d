import { z } from 'zod'

import { ZNotificationId } from '@/features/notification-centre/schemas'
import { markOneRead, notificationCounts } from '@/features/notification-centre/server/notifications'
import {
  badParameter,
  notificationContext,
  notificationMissing,
} from '@/features/notification-centre/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/notifications/read/{notificationId}: marks one of the
 * signed-in account's notifications as read. Answers { entry,
 * unreadNotificationCount, userMenuEntries }; another account's id is a 404
 * and is never touched. Same origin only (403), 401 anonymous, 400 naming
 * `notificationId`.
 */
export const POST = defineRoute(
  {
    auth: notificationContext,
    write: true,
    input: { params: z.object({ notificationId: ZNotificationId }) },
    invalid: (_, ctx) => badParameter(ctx, 'notificationId'),
  },
  async ({ ctx, params }) => {
    const owner = { account: ctx.account, tenantId: ctx.tenant.id }
    const entry = await markOneRead(owner, ctx.locale, params.notificationId)
    if (!entry) throw notificationMissing(ctx)
    return { entry, ...(await notificationCounts(owner, ctx.locale)) }
  },
)
