import type { NextRequest } from 'next/server'

import { leaveContact } from '@/features/contacts/server/contacts'
import { contactsContext, customerOverviewUrl } from '@/features/contacts/server/request'
import { ok } from '@/lib/api/envelope'

/**
 * POST /api/contact/logout (SPEC §7, no payload): the employee stops acting
 * for its contact and returns to the customer overview (redirectUrl).
 */
export async function POST(request: NextRequest) {
  const ctx = await contactsContext(request, { employee: true })
  if ('response' in ctx) return ctx.response
  await leaveContact(ctx.account, ctx.tenant.id)
  return ok({ selectedContact: null }, { redirectUrl: await customerOverviewUrl(ctx) })
}
