import 'server-only'

import type { Where } from 'payload'

import { assignedCustomerIds } from '@/cms/access/is-editor-or-assigned-employee'
import type { Contact, Customer } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { dataScope, shopData } from '@/lib/data'

import type { ContactSuggestion } from '../schemas'
import { recordAudit } from './audit'
import { relationId } from '@/lib/relation-ids'

type CustomerSummary = Pick<Customer, 'id' | 'name' | 'customerId'>
export const contactName = (contact: Pick<Contact, 'firstName' | 'lastName'>) =>
  `${contact.firstName} ${contact.lastName}`.trim()

/** A contact suggestion: the person and number on the first line, the company on the second. */
export function toSuggestion(
  contact: Pick<Contact, 'id' | 'contactId' | 'firstName' | 'lastName' | 'function'>,
  customer: CustomerSummary | undefined,
): ContactSuggestion {
  return {
    id: String(contact.id),
    contactId: contact.contactId,
    displayLine1: `${contactName(contact)}${contact.function ? `, ${contact.function}` : ''}`,
    displayLine2: customer
      ? `${customer.name} (${customer.customerId}) · ${contact.contactId}`
      : contact.contactId,
  }
}

/** An employee's scope on a tenant: its own account, its assigned customers and their contacts. */
const employee = (account: AuthenticatedAccount, tenantId: number | string) =>
  shopData(dataScope(tenantId, account))

/** The customers assigned to an employee on its tenant, by name. */
export async function assignedCustomers(
  account: AuthenticatedAccount,
  tenantId: number | string,
): Promise<CustomerSummary[]> {
  const ids = assignedCustomerIds(account)
  if (!ids.length) return []
  // Customers are editor-only records in the CMS; the employee's scope reads its assigned ones.
  const { docs } = await employee(account, tenantId).find({
    collection: 'customers',
    where: { and: [{ id: { in: ids } }, { tenant: { equals: tenantId } }] },
    sort: 'name',
    depth: 0,
    pagination: false,
    select: { name: true, customerId: true },
  })
  return docs as CustomerSummary[]
}

const SEARCHED_FIELDS = ['firstName', 'lastName', 'contactId', 'email', 'function'] as const

/**
 * Contacts of the employee's assigned customers matching every word of the
 * term (in a name, the number, the e-mail, the function or the company's name
 * or number), read under the employee's scope (contacts of assigned
 * customers only).
 */
export async function searchContacts(
  account: AuthenticatedAccount,
  tenantId: number | string,
  term: string,
  limit: number,
): Promise<ContactSuggestion[]> {
  const customers = await assignedCustomers(account, tenantId)
  if (!customers.length) return []
  const words = term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)
  const wordClauses: Where[] = words.map((word) => {
    const companies = customers
      .filter((c) => c.name.toLowerCase().includes(word) || c.customerId.toLowerCase().includes(word))
      .map((c) => c.id)
    return {
      or: [
        ...SEARCHED_FIELDS.map((field) => ({ [field]: { contains: word } })),
        ...(companies.length ? [{ customer: { in: companies } }] : []),
      ],
    }
  })
  const { docs } = await employee(account, tenantId).find({
    collection: 'contacts',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { customer: { in: customers.map((c) => c.id) } },
        ...wordClauses,
      ],
    },
    sort: ['lastName', 'firstName'],
    limit,
    depth: 0,
    select: { contactId: true, firstName: true, lastName: true, function: true, customer: true },
  })
  const byId = new Map(customers.map((c) => [c.id, c]))
  return (docs as Contact[]).map((contact) =>
    toSuggestion(contact, byId.get(relationId(contact.customer) ?? -1)),
  )
}

/** The customer overview: each assigned customer with all its contacts. */
export async function customerOverview(
  account: AuthenticatedAccount,
  tenantId: number | string,
): Promise<{ customer: CustomerSummary; contacts: ContactSuggestion[] }[]> {
  const customers = await assignedCustomers(account, tenantId)
  if (!customers.length) return []
  const { docs } = await employee(account, tenantId).find({
    collection: 'contacts',
    where: { and: [{ tenant: { equals: tenantId } }, { customer: { in: customers.map((c) => c.id) } }] },
    sort: ['lastName', 'firstName'],
    depth: 0,
    pagination: false,
    select: { contactId: true, firstName: true, lastName: true, function: true, customer: true },
  })
  return customers.map((customer) => ({
    customer,
    contacts: (docs as Contact[])
      .filter((c) => relationId(c.customer) === customer.id)
      .map((c) => toSuggestion(c, customer)),
  }))
}

/** One contact the employee may act for (assigned customer, this tenant, matching number), or null. */
export async function findSelectableContact(
  account: AuthenticatedAccount,
  tenantId: number | string,
  id: number,
  contactId: string,
): Promise<Contact | null> {
  const { docs } = await employee(account, tenantId).find({
    collection: 'contacts',
    where: {
      and: [{ id: { equals: id } }, { contactId: { equals: contactId } }, { tenant: { equals: tenantId } }],
    },
    limit: 1,
    depth: 0,
  })
  return (docs[0] as Contact | undefined) ?? null
}

/** Stores the selection on the employee's account (server side) and audits it; the billing partner choice starts over. */
export async function selectContact(
  account: AuthenticatedAccount,
  tenantId: number | string,
  contact: Contact,
): Promise<void> {
  await employee(account, tenantId).update({
    collection: 'accounts',
    id: account.id,
    data: { selectedContact: contact.id, billingPartnerId: null },
    depth: 0,
  })
  await recordAudit({
    tenantId,
    actor: account,
    action: 'contact.select',
    contact: { id: contact.id, name: contactName(contact) },
    customer: relationId(contact.customer),
    details: { contactId: contact.contactId, previousContact: account.onBehalf?.contact ?? null },
  })
}

/** Ends acting for the selected contact (audited when there was one). */
export async function leaveContact(account: AuthenticatedAccount, tenantId: number | string): Promise<void> {
  const data = employee(account, tenantId)
  const previous = account.onBehalf?.contact ?? relationId(account.selectedContact)
  await data.update({
    collection: 'accounts',
    id: account.id,
    data: { selectedContact: null, billingPartnerId: null },
    depth: 0,
  })
  if (previous == null) return
  const contact = await data.findByID({ collection: 'contacts', id: previous, depth: 0, disableErrors: true })
  await recordAudit({
    tenantId,
    actor: account,
    action: 'contact.leave',
    contact: { id: previous, name: contact ? contactName(contact) : '' },
    customer: contact ? relationId(contact.customer) : null,
    details: { contactId: contact?.contactId ?? null },
  })
}
