import { leaveContact } from '@/features/contacts/server/contacts'
import { contactsContext, customerOverviewUrl } from '@/features/contacts/server/request'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/contact/logout (no payload): the employee stops acting
 * for its contact and returns to the customer overview (redirectUrl).
 */
export const POST = defineRoute(
  { auth: contactsContext({ employee: true }), write: true },
  async ({ ctx }) => {
    await leaveContact(ctx.account, ctx.tenant.id)
    return reply({ selectedContact: null }, { redirectUrl: await customerOverviewUrl(ctx) })
  },
)
