import 'server-only'

import { cache } from 'react'

import type { Customer } from '@/cms/payload-types'
import { getPayload } from '@/lib/payload/get-payload'

import type { AuthenticatedAccount } from './current-account'

/** The id of the customer company an account orders for, or null (employees without a customer). */
export function customerIdOf(account: Pick<AuthenticatedAccount, 'customer'> | null | undefined): number | null {
  const ref = account?.customer
  return ref == null ? null : typeof ref === 'object' ? ref.id : ref
}

/** One read per customer and request: the session, the price viewer and retailer mode all ask for it. */
const readCustomer = cache(async (id: number): Promise<Customer | null> => {
  const payload = await getPayload()
  return ((await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true })) as Customer | null) ?? null
})

/** The customer an account orders for (its price list, retailer-mode permission, customer number), or null. */
export async function customerOf(account: Pick<AuthenticatedAccount, 'customer'> | null | undefined): Promise<Customer | null> {
  const ref = account?.customer
  if (ref == null) return null
  if (typeof ref === 'object' && 'priceList' in ref && 'retailerModeAvailable' in ref) return ref
  return readCustomer(typeof ref === 'object' ? ref.id : ref)
}
