import 'server-only'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'

import { ANONYMOUS, type PriceViewer } from '../pricing'
import { contractPricesOf } from './contract-prices'

/**
 * Who is asking for prices: without an account, anonymous; with one, its
 * customer's price list, whether the customer is a private one (retail prices
 * including VAT), retailer mode when the customer allows it and the account
 * switched it on, whether it is an active shop user, and the agreed prices of
 * its customer's active contracts (a business customer's; applied to net prices only).
 */
export async function priceViewerOf(account: AuthenticatedAccount | null): Promise<PriceViewer> {
  if (!account) return ANONYMOUS
  const customer = await customerOf(account)
  const priceList = customer?.priceList
  const consumer = customer?.kind === 'b2c'
  const contractPrices = customer && !consumer ? await contractPricesOf(account) : {}
  return {
    kind: 'customer',
    priceListId: priceList == null ? null : typeof priceList === 'object' ? priceList.id : priceList,
    retailerMode: !!customer?.retailerModeAvailable && !!account.retailerModeEnabled,
    shopUser: !!account.isActiveEcommerceShopUser,
    consumer,
    contractPrices,
  }
}
