import type { NextRequest } from 'next/server'

import { ZNotificationId } from '@/features/notification-centre/schemas'
import { markOneRead, notificationCounts } from '@/features/notification-centre/server/notifications'
import { badParameter, notificationContext, notificationMissing } from '@/features/notification-centre/server/request'
import { ok } from '@/lib/api/envelope'

type Context = { params: Promise<{ notificationId: string }> }

/**
 * POST /api/notifications/read/{notificationId} (SPEC §7): marks one of the
 * signed-in account's notifications as read. Answers { entry,
 * unreadNotificationCount, userMenuEntries }; another account's id is a 404
 * and is never touched. Same origin only (403), 401 anonymous, 400 naming
 * `notificationId`.
 */
export async function POST(request: NextRequest, { params }: Context) {
  const ctx = await notificationContext(request, { write: true })
  if ('response' in ctx) return ctx.response
  const id = ZNotificationId.safeParse((await params).notificationId)
  if (!id.success) return badParameter(ctx, 'notificationId')
  const owner = { account: ctx.account, tenantId: ctx.tenant.id }
  const entry = await markOneRead(owner, ctx.locale, id.data)
  if (!entry) return notificationMissing(ctx)
  return ok({ entry, ...(await notificationCounts(owner, ctx.locale)) })
}
