import 'server-only'

import type { Account, Contact } from '@/cms/payload-types'
import { assignedCustomerIds } from '@/cms/access/is-editor-or-assigned-employee'
import { dataScope, shopData } from '@/lib/data'
import { systemData } from '@/lib/data/system'
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
    ...(await roleOfContact(contact, relationId(account.tenant))),
    onBehalf: { contact: contact.id, ownCustomer: relationId(account.customer) },
  }
}

/**
 * The company role an employee acts with for a contact: the role and limits
 * of the contact's shop login (of the contact's customer), or a buyer without
 * limits for a contact without one (the phone orders employees took before
 * company roles).
 */
async function roleOfContact(
  contact: Contact,
  tenant: number | null,
): Promise<Pick<Account, 'companyRole' | 'orderLimitCents' | 'monthlyBudgetCents'>> {
  const login = relationId(contact.account)
  const customer = relationId(contact.customer)
  const found =
    login != null && tenant != null && customer != null
      ? // The contact's login as the server reads it (the employee's own scope does not reach the customer's accounts).
        ((await systemData('on behalf: the role of the contact').findByID({
          collection: 'accounts',
          id: login,
          depth: 0,
          disableErrors: true,
          select: {
            companyRole: true,
            orderLimitCents: true,
            monthlyBudgetCents: true,
            customer: true,
            deactivatedAt: true,
          },
        })) as Pick<
          Account,
          'companyRole' | 'orderLimitCents' | 'monthlyBudgetCents' | 'customer' | 'deactivatedAt'
        > | null)
      : null
  // Only a login of the contact's own customer counts, and a deactivated one acts as a viewer.
  if (!found || relationId(found.customer) !== customer)
    return { companyRole: 'buyer', orderLimitCents: null, monthlyBudgetCents: null }
  if (found.deactivatedAt) return { companyRole: 'viewer', orderLimitCents: null, monthlyBudgetCents: null }
  return {
    companyRole: found.companyRole ?? 'buyer',
    orderLimitCents: found.orderLimitCents ?? null,
    monthlyBudgetCents: found.monthlyBudgetCents ?? null,
  }
}
