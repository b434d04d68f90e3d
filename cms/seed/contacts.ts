import { customerKey } from './customers'
import { LOCAL, tenantId, type SeedContext, type SeedStep } from './types'

type ContactSeed = {
  contactId: string
  firstName: string
  lastName: string
  function?: string
  email?: string
  phone?: string
}
type PartnerSeed = {
  partnerId: string
  companyName: string[]
  street: string
  postalCode: string
  city: string
}
type PersonSeed = { name: string; department: string; role: string; phone: string; email: string }

type CustomerContactsSeed = {
  tenant: string
  customerId: string
  contactPerson: PersonSeed
  contacts: ContactSeed[]
  billingPartners?: PartnerSeed[]
}

/** Contacts, the Tribo contact person and billing partners per demo customer (15 contacts in all). */
export const CONTACT_SEEDS: CustomerContactsSeed[] = [
  {
    tenant: 'tribo',
    customerId: '100200',
    contactPerson: {
      name: 'Sandra Keller',
      department: 'Verkauf Innendienst',
      role: 'Key Account Managerin',
      phone: '+41 44 555 12 34',
      email: 'sandra.keller@tribo.local',
    },
    contacts: [
      {
        contactId: 'K-100200-01',
        firstName: 'Hans',
        lastName: 'Muster',
        function: 'Geschäftsführer',
        email: 'kunde@garage-muster.ch',
        phone: '+41 44 123 45 01',
      },
      {
        contactId: 'K-100200-02',
        firstName: 'Beatrice',
        lastName: 'Muster',
        function: 'Buchhaltung',
        email: 'buchhaltung@garage-muster.ch',
      },
      {
        contactId: 'K-100200-03',
        firstName: 'Luca',
        lastName: 'Bernasconi',
        function: 'Werkstattchef',
        phone: '+41 44 123 45 03',
      },
      {
        contactId: 'K-100200-04',
        firstName: 'Nadine',
        lastName: 'Frei',
        function: 'Einkauf',
        email: 'einkauf@garage-muster.ch',
      },
      { contactId: 'K-100200-05', firstName: 'Stefan', lastName: 'Zürcher', function: 'Mechaniker' },
      { contactId: 'K-100200-06', firstName: 'Aline', lastName: 'Roth', function: 'Lager' },
    ],
    billingPartners: [
      {
        partnerId: '100200',
        companyName: ['Garage Muster AG'],
        street: 'Industriestrasse 12',
        postalCode: '8604',
        city: 'Volketswil',
      },
      {
        partnerId: '100201',
        companyName: ['Garage Muster AG', 'Filiale Winterthur'],
        street: 'Zürcherstrasse 88',
        postalCode: '8400',
        city: 'Winterthur',
      },
      {
        partnerId: '100210',
        companyName: ['Muster Holding AG', 'c/o Treuhand Meier', 'Kreditorenbuchhaltung'],
        street: 'Bahnhofplatz 3',
        postalCode: '8001',
        city: 'Zürich',
      },
    ],
  },
  {
    tenant: 'tribo',
    customerId: '100300',
    contactPerson: {
      name: 'Thomas Brunner',
      department: 'Verkauf Aussendienst',
      role: 'Gebietsverkaufsleiter Ostschweiz',
      phone: '+41 71 555 22 10',
      email: 'thomas.brunner@tribo.local',
    },
    contacts: [
      {
        contactId: 'K-100300-01',
        firstName: 'Reto',
        lastName: 'Caduff',
        function: 'Fuhrparkleiter',
        email: 'fuhrpark@transporte-alpin.ch',
      },
      { contactId: 'K-100300-02', firstName: 'Martina', lastName: 'Casutt', function: 'Disposition' },
      { contactId: 'K-100300-03', firstName: 'Gian', lastName: 'Darms', function: 'Werkstatt' },
      {
        contactId: 'K-100300-04',
        firstName: 'Ursina',
        lastName: 'Cathomen',
        function: 'Einkauf',
        email: 'einkauf@transporte-alpin.ch',
      },
      { contactId: 'K-100300-05', firstName: 'Pascal', lastName: 'Tschudi', function: 'Geschäftsleitung' },
    ],
    billingPartners: [
      {
        partnerId: '100300',
        companyName: ['Transporte Alpin GmbH'],
        street: 'Via Principala 5',
        postalCode: '7000',
        city: 'Chur',
      },
    ],
  },
  {
    tenant: 'tribo',
    customerId: '900100',
    contactPerson: {
      name: 'Sandra Keller',
      department: 'Verkauf Innendienst',
      role: 'Key Account Managerin',
      phone: '+41 44 555 12 34',
      email: 'sandra.keller@tribo.local',
    },
    contacts: [{ contactId: 'K-900100-01', firstName: 'Peter', lastName: 'Meier' }],
  },
  {
    tenant: 'moto',
    customerId: '200100',
    contactPerson: {
      name: 'Luca Rossi',
      department: 'Verkauf Motorrad',
      role: 'Fachberater',
      phone: '+41 31 555 40 40',
      email: 'luca.rossi@tribo.local',
    },
    contacts: [
      { contactId: 'K-200100-01', firstName: 'Marco', lastName: 'Keller', function: 'Inhaber' },
      { contactId: 'K-200100-02', firstName: 'Sonja', lastName: 'Wyss', function: 'Werkstatt' },
      { contactId: 'K-200100-03', firstName: 'Jan', lastName: 'Aebi', function: 'Verkauf' },
    ],
  },
]

/** The employee demo account serves these customers (not the private customer, not the moto tenant's). */
export const EMPLOYEE_ASSIGNMENTS: { username: string; tenant: string; customerIds: string[] }[] = [
  { username: 'mitarbeiter', tenant: 'tribo', customerIds: ['100200', '100300'] },
  { username: 'innendienst', tenant: 'tribo', customerIds: ['100200', '100300'] },
]

function customerIdIn(ctx: SeedContext, tenant: string, customerId: string): number {
  const id = ctx.customers.get(customerKey(tenant, customerId))
  if (id == null)
    throw new Error(
      `Seed: customer ${customerId} of tenant "${tenant}" is missing; run the customers step first`,
    )
  return id
}

/** Contacts (by contact number), the customers' contact person and billing partners (only when empty), employee assignments (only when none). */
export const contactsStep: SeedStep = {
  name: 'contacts',
  async run(ctx) {
    const { payload } = ctx
    for (const seed of CONTACT_SEEDS) {
      const tenant = tenantId(ctx, seed.tenant)
      const customer = customerIdIn(ctx, seed.tenant, seed.customerId)
      const current = await payload.findByID({ collection: 'customers', id: customer, depth: 0, ...LOCAL })
      if (!current.contactPerson?.name || !(current.billingPartners ?? []).length) {
        await payload.update({
          collection: 'customers',
          id: customer,
          data: {
            contactPerson: current.contactPerson?.name ? current.contactPerson : seed.contactPerson,
            billingPartners: (current.billingPartners ?? []).length
              ? current.billingPartners
              : (seed.billingPartners ?? []).map((p) => ({ ...p, companyName: p.companyName.join('\n') })),
          },
          ...LOCAL,
        })
        ctx.record('customers', 'updated')
      }
      for (const contact of seed.contacts) {
        const found = await payload.find({
          collection: 'contacts',
          where: { and: [{ contactId: { equals: contact.contactId } }, { tenant: { equals: tenant } }] },
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
        if (found.docs[0]) {
          ctx.record('contacts', 'existing')
          continue
        }
        await payload.create({ collection: 'contacts', data: { tenant, customer, ...contact }, ...LOCAL })
        ctx.record('contacts', 'created')
      }
    }
    for (const assignment of EMPLOYEE_ASSIGNMENTS) {
      const found = await payload.find({
        collection: 'accounts',
        where: { username: { equals: assignment.username } },
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
      const account = found.docs[0]
      if (!account || (account.assignedCustomers ?? []).length) continue
      await payload.update({
        collection: 'accounts',
        id: account.id,
        data: {
          assignedCustomers: assignment.customerIds.map((id) => customerIdIn(ctx, assignment.tenant, id)),
        },
        ...LOCAL,
      })
      ctx.record('accounts', 'updated')
    }
  },
}
