import 'server-only'

import { dataScope, shopData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import type { RetailerMode } from '../schemas'
import type { AuthenticatedAccount } from './current-account'
import { customerOf } from './customer'

async function customerAllows(account: AuthenticatedAccount): Promise<boolean> {
  return !!(await customerOf(account))?.retailerModeAvailable
}

/**
 * The account's retailer mode: available when its customer
 * allows it; enabled only while available and switched on.
 */
export async function retailerModeOf(account: AuthenticatedAccount | null): Promise<RetailerMode> {
  if (!account) return { available: false, enabled: false }
  const available = await customerAllows(account)
  return { available, enabled: available && !!account.retailerModeEnabled }
}

/** Switches retailer mode; null when the customer does not allow it (nothing changes). */
export async function setRetailerMode(
  account: AuthenticatedAccount,
  enabled: boolean,
): Promise<RetailerMode | null> {
  if (!(await customerAllows(account))) return null
  // The account changes itself only (the scope's write rule for accounts).
  await shopData(dataScope(relationId(account.tenant) ?? 0, account)).update({
    collection: 'accounts',
    id: account.id,
    data: { retailerModeEnabled: enabled },
    depth: 0,
  })
  return { available: true, enabled }
}
