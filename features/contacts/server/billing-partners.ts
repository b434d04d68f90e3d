import 'server-only'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import { dataScope, shopData } from '@/lib/data'

import type { BillingPartner } from '../schemas'
import { recordOnBehalf } from './audit'

/** The billing partners of the customer the account serves (the selected contact's while acting), the chosen one marked. */
export async function billingPartnersOf(account: AuthenticatedAccount): Promise<BillingPartner[]> {
  const customer = await customerOf(account)
  return (customer?.billingPartners ?? []).map((row) => ({
    partnerId: row.partnerId,
    companyName: row.companyName
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    street: row.street ?? '',
    postalCode: row.postalCode ?? '',
    city: row.city ?? '',
    selected: row.partnerId === account.billingPartnerId,
  }))
}

/** Chooses a billing partner of the current customer; null (nothing changes) when the customer has no such partner. */
export async function chooseBillingPartner(
  account: AuthenticatedAccount,
  tenantId: number | string,
  partnerId: string,
): Promise<BillingPartner[] | null> {
  const partners = await billingPartnersOf(account)
  if (!partners.some((p) => p.partnerId === partnerId)) return null
  // The account changes itself only (the scope's write rule for accounts).
  await shopData(dataScope(tenantId, account)).update({
    collection: 'accounts',
    id: account.id,
    data: { billingPartnerId: partnerId },
    depth: 0,
  })
  await recordOnBehalf({ account, tenantId }, 'billingPartner.select', {
    partnerId,
    previousPartnerId: account.billingPartnerId ?? null,
  })
  return partners.map((p) => ({ ...p, selected: p.partnerId === partnerId }))
}
