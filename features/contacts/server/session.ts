import 'server-only'

import type { Customer, Media } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import type { ContactPerson, SelectedContact } from '@/features/session/types'
import { dataScope, shopData, visitorData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import { contactName } from './contacts'

async function imageUrl(
  tenant: number | null,
  ref: NonNullable<Customer['contactPerson']>['image'],
): Promise<string | null> {
  if (ref == null || tenant == null) return null
  if (typeof ref === 'object') return ref.url ?? null
  const media = (await visitorData(tenant).findByID({
    collection: 'media',
    id: ref,
    depth: 0,
    disableErrors: true,
    select: { url: true },
  })) as Pick<Media, 'url'> | null
  return media?.url ?? null
}

/** The contact person of a customer (name, department, role, phone, e-mail, image), or null when it names none. */
export async function toContactPerson(customer: Customer | null): Promise<ContactPerson | null> {
  const person = customer?.contactPerson
  if (!customer || !person?.name) return null
  return {
    name: person.name,
    department: person.department ?? null,
    role: person.role ?? null,
    phone: person.phone ?? null,
    email: person.email ?? null,
    image: await imageUrl(relationId(customer.tenant), person.image),
  }
}

/**
 * The session's contact parts: the contact an employee acts for and
 * the contact person of the customer served — the contact's customer while
 * acting, else the account's own.
 */
export async function contactSessionOf(
  account: AuthenticatedAccount | null,
): Promise<{ selectedContact: SelectedContact | null; contactPerson: ContactPerson | null }> {
  if (!account) return { selectedContact: null, contactPerson: null }
  const customer = await customerOf(account)
  const contactPerson = await toContactPerson(customer)
  if (!account.onBehalf || !customer) return { selectedContact: null, contactPerson }
  const tenant = relationId(account.tenant)
  const contact =
    tenant == null
      ? null
      : await shopData(dataScope(tenant, account)).findByID({
          collection: 'contacts',
          id: account.onBehalf.contact,
          depth: 0,
          disableErrors: true,
        })
  if (!contact) return { selectedContact: null, contactPerson }
  return {
    selectedContact: {
      id: String(contact.id),
      contactId: contact.contactId,
      name: contactName(contact),
      customerId: customer.customerId,
      contactPerson: { name: contactPerson?.name ?? '' },
    },
    contactPerson,
  }
}
