import 'server-only'

import type { Customer } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { getPayload } from '@/lib/payload/get-payload'

import { ANONYMOUS, type PriceViewer } from '../pricing'

/** The customer an account orders for, with its price list and retailer-mode permission. */
async function customerOf(account: AuthenticatedAccount): Promise<Customer | null> {
  const ref = account.customer
  if (ref == null) return null
  if (typeof ref === 'object' && 'priceList' in ref) return ref
  const payload = await getPayload()
  return (await payload.findByID({ collection: 'customers', id: typeof ref === 'object' ? ref.id : ref, depth: 0, overrideAccess: true, disableErrors: true })) ?? null
}

/**
 * Who is asking for prices (SPEC §1, §6): without an account, anonymous; with
 * one, its customer's price list, retailer mode when the customer allows it
 * and the account switched it on, and whether it is an active shop user.
 */
export async function priceViewerOf(account: AuthenticatedAccount | null): Promise<PriceViewer> {
  if (!account) return ANONYMOUS
  const customer = await customerOf(account)
  const priceList = customer?.priceList
  return {
    kind: 'customer',
    priceListId: priceList == null ? null : typeof priceList === 'object' ? priceList.id : priceList,
    retailerMode: !!customer?.retailerModeAvailable && !!account.retailerModeEnabled,
    shopUser: !!account.isActiveEcommerceShopUser,
  }
}
