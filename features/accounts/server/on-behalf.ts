import 'server-only'

import type { Account, Contact } from '@/cms/payload-types'
import { assignedCustomerIds } from '@/cms/access/is-editor-or-assigned-employee'
import { dataScope, shopData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

/** An employee acting for a contact: the contact, and the customer the account belongs to itself. */
export type OnBehalf = { contact: number; ownCustomer: number | null }

/** The contact an employee has selected, when it still belongs to one of its assigned customers on its tenant; else null. */
export async function selectedContactOf(
  account: Pick<Account, 'id' | 'type' | 'selectedContact' | 'assignedCustomers' | 'tenant' | 'customer'> & {
    collection?: string
  },
): Promise<Contact | null> {
  const contactId = relationId(account.selectedContact)
  if (account.type !== 'employee' || contactId == null) return null
  const assigned = assignedCustomerIds({ ...account, collection: 'accounts' })
  const tenant = relationId(account.tenant)
  if (tenant == null) return null
  // The employee's own scope (its account as stored, not yet acting): contacts of its assigned customers on its tenant.
  const contact = (await shopData(
    dataScope(tenant, {
      id: account.id,
      type: account.type,
      customer: account.customer,
      assignedCustomers: account.assignedCustomers,
    }),
  ).findByID({ collection: 'contacts', id: contactId, depth: 0, disableErrors: true })) as Contact | null
  if (!contact) return null
  const customer = relationId(contact.customer)
  const sameTenant = String(relationId(contact.tenant)) === String(relationId(account.tenant))
  return customer != null && sameTenant && assigned.includes(customer) ? contact : null
}

/**
 * THE place where a selected contact counts (an employee acts on that
 * contact's behalf): an employee with a valid selection is handed on with the
 * contact's customer as its `customer`, so everything that asks for the
 * account's customer — prices (catalog viewer), retailer mode, last orders,
 * shopping lists, the orders access rule, the session — serves that customer.
 * `onBehalf` keeps the contact and the account's own customer. Nothing is
 * written back: the stored account is unchanged.
 */
export async function withOnBehalf<A extends Account>(
  account: A,
): Promise<A & { onBehalf: OnBehalf | null }> {
  const contact = await selectedContactOf(account)
  if (!contact) return { ...account, onBehalf: null }
  return {
    ...account,
    customer: relationId(contact.customer),
    onBehalf: { contact: contact.id, ownCustomer: relationId(account.customer) },
  }
}
