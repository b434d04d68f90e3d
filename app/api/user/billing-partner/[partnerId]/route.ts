import { z } from 'zod'

import { ZPartnerId } from '@/features/contacts/schemas'
import { chooseBillingPartner } from '@/features/contacts/server/billing-partners'
import { badField, contactsContext } from '@/features/contacts/server/request'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/user/billing-partner/{partnerId}: chooses one of the
 * current customer's billing partners (the selected contact's customer while
 * an employee acts on behalf; audited then). Another customer's partner: 404.
 * Answers { billingPartners } with the choice marked.
 */
export const POST = defineRoute(
  {
    auth: contactsContext({ employee: false }),
    write: true,
    input: { params: z.object({ partnerId: ZPartnerId }) },
    invalid: (_, ctx) => badField(ctx, 'partnerId'),
  },
  async ({ ctx, params }) => {
    const billingPartners = await chooseBillingPartner(ctx.account, ctx.tenant.id, params.partnerId)
    if (!billingPartners) throw new NotFoundError(ctx.t('contacts.api.partnerMissing'))
    return { billingPartners }
  },
)
