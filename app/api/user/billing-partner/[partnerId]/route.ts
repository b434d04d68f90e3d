import type { NextRequest } from 'next/server'

import { ZPartnerId } from '@/features/contacts/schemas'
import { chooseBillingPartner } from '@/features/contacts/server/billing-partners'
import { badField, contactsContext } from '@/features/contacts/server/request'
import { fail, ok } from '@/lib/api/envelope'

type Params = { params: Promise<{ partnerId: string }> }

/**
 * POST /api/user/billing-partner/{partnerId} (SPEC §7): chooses one of the
 * current customer's billing partners (the selected contact's customer while
 * an employee acts on behalf; audited then). Another customer's partner: 404.
 * Answers { billingPartners } with the choice marked.
 */
export async function POST(request: NextRequest, { params }: Params) {
  const ctx = await contactsContext(request, { employee: false })
  if ('response' in ctx) return ctx.response
  const parsed = ZPartnerId.safeParse((await params).partnerId)
  if (!parsed.success) return badField(ctx, 'partnerId')
  const billingPartners = await chooseBillingPartner(ctx.account, ctx.tenant.id, parsed.data)
  if (!billingPartners) return fail(404, ctx.t('contacts.api.partnerMissing'))
  return ok({ billingPartners })
}
