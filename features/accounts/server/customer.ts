import 'server-only'

import { cache } from 'react'

import type { Customer } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { dataScope, shopData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import type { AuthenticatedAccount } from './current-account'

/** The id of the customer company an account orders for, or null (employees without a customer). */
export function customerIdOf(
  account: Pick<AuthenticatedAccount, 'customer'> | null | undefined,
): number | null {
  const ref = account?.customer
  return ref == null ? null : typeof ref === 'object' ? ref.id : ref
}

/**
 * One read per customer and request: the session, the price viewer and
 * retailer mode all ask for it. Read under the scope of that customer on the
 * account's tenant (customers are editor-only records in the CMS).
 */
const readCustomer = cache(async (tenant: number, id: number): Promise<Customer | null> =>
  // Kept across requests until the customer changes (the collection's hooks expire the tag):
  // every signed-in request needs it, and it changes when the ERP or an editor changes it.
  cached(
    async () =>
      ((await shopData(dataScope(tenant, null, id)).findByID({
        collection: 'customers',
        id,
        depth: 0,
        disableErrors: true,
      })) as Customer | null) ?? null,
    ['customer', String(tenant), String(id)],
    [cacheTags.customers(tenant)],
  )(),
)

/**
 * The same lookup per account object: the account is read anew on every
 * request, so this holds for one request (API handlers run outside React's
 * request cache, and the price viewer and the handler's context both ask).
 */
const byAccount = new WeakMap<object, Promise<Customer | null>>()

/** The customer an account orders for (its price list, retailer-mode permission, customer number), or null. */
export async function customerOf(
  account: Pick<AuthenticatedAccount, 'customer' | 'tenant'> | null | undefined,
): Promise<Customer | null> {
  const ref = account?.customer
  if (ref == null || !account) return null
  if (typeof ref === 'object' && 'priceList' in ref && 'retailerModeAvailable' in ref) return ref
  const tenant = relationId(account.tenant)
  if (tenant == null) return null
  const known = byAccount.get(account)
  if (known) return known
  const read = readCustomer(tenant, typeof ref === 'object' ? ref.id : ref)
  byAccount.set(account, read)
  return read
}
