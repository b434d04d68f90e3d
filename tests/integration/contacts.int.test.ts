import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as logoutApi } from '@/app/api/contact/logout/route'
import { POST as searchApi } from '@/app/api/contact/search/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { POST as billingApi } from '@/app/api/user/billing-partner/[partnerId]/route'
import type { AuditLog, Contact, Customer } from '@/cms/payload-types'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { contactSessionOf } from '@/features/contacts/server/session'
import type { ContactSuggestion } from '@/features/session/types'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = {
  data: T
  messages?: { message: string; meta?: { fields?: string[] } }[]
  redirectUrl?: string
}

let payload: Payload
let tenant: number
let tokens: Record<DemoAccount, string>
let employeeId: number
const customers: Record<string, Customer> = {}

const ORIGIN = 'http://localhost:3000'
const as = (user?: DemoAccount, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user] } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const search = (body: unknown, user?: DemoAccount, origin?: string) =>
  searchApi(makeRequest('/api/contact/search', { method: 'POST', body, ...as(user, origin) }))
const select = (body: unknown, user?: DemoAccount, origin?: string) =>
  selectApi(makeRequest('/api/contact/select', { method: 'POST', body, ...as(user, origin) }))
const leave = (user?: DemoAccount) =>
  logoutApi(makeRequest('/api/contact/logout', { method: 'POST', ...as(user) }))
const billing = (partnerId: string, user?: DemoAccount) =>
  billingApi(makeRequest(`/api/user/billing-partner/${partnerId}`, { method: 'POST', ...as(user) }), {
    params: Promise.resolve({ partnerId }),
  })
const contactOf = async (contactId: string) =>
  (
    await payload.find({
      collection: 'contacts',
      where: { contactId: { equals: contactId } },
      limit: 1,
      depth: 0,
    })
  ).docs[0] as Contact
const storedSelection = async () =>
  (await payload.findByID({ collection: 'accounts', id: employeeId, depth: 0 })).selectedContact ?? null
const auditRows = async () =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { actor: { equals: employeeId } },
      sort: '-createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs as AuditLog[]

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  employeeId = demo.accounts.mitarbeiter.id
  for (const doc of (await payload.find({ collection: 'customers', depth: 0, pagination: false }))
    .docs as Customer[])
    customers[doc.customerId] = doc
}, 300_000)

beforeEach(async () => {
  await payload.update({
    collection: 'accounts',
    id: employeeId,
    data: { selectedContact: null, billingPartnerId: null },
    depth: 0,
  })
})

describe('contact search', () => {
  it('finds up to 5 contacts of the employee’s assigned customers only', async () => {
    const res = await json<{ availableContacts: ContactSuggestion[] }>(
      await search({ search: 'K-', limit: 5 }, 'mitarbeiter'),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.availableContacts).toHaveLength(5)
    const all = await json<{ availableContacts: ContactSuggestion[] }>(
      await search({ search: 'Meier' }, 'mitarbeiter'),
    )
    // Peter Meier belongs to the private customer 900100, which is not assigned to the employee.
    expect(all.body.data.availableContacts).toEqual([])
    const byCompany = await json<{ availableContacts: ContactSuggestion[] }>(
      await search({ search: 'alpin' }, 'mitarbeiter'),
    )
    expect(byCompany.body.data.availableContacts.length).toBe(5)
    expect(byCompany.body.data.availableContacts.every((c) => c.contactId.startsWith('K-100300-'))).toBe(true)
    const twoWords = await json<{ availableContacts: ContactSuggestion[] }>(
      await search({ search: 'hans muster' }, 'mitarbeiter'),
    )
    expect(twoWords.body.data.availableContacts).toEqual([
      expect.objectContaining({ contactId: 'K-100200-01', displayLine1: 'Hans Muster, Geschäftsführer' }),
    ])
    // The moto tenant's contacts are never found from tribo.
    expect(
      (
        await json<{ availableContacts: ContactSuggestion[] }>(
          await search({ search: 'K-200100' }, 'mitarbeiter'),
        )
      ).body.data.availableContacts,
    ).toEqual([])
  })

  it('refuses customers (403), visitors (401), other sites (403) and bad input (400 naming the field)', async () => {
    expect((await search({ search: 'Muster' }, 'kunde')).status).toBe(403)
    expect((await search({ search: 'Muster' })).status).toBe(401)
    expect((await search({ search: 'Muster' }, 'mitarbeiter', 'https://evil.example')).status).toBe(403)
    const empty = await json(await search({ search: '' }, 'mitarbeiter'))
    expect(empty.status).toBe(400)
    expect(empty.body.messages?.[0]?.meta?.fields).toEqual(['search'])
    const tooMany = await json(await search({ search: 'Muster', limit: 50 }, 'mitarbeiter'))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.messages?.[0]?.meta?.fields).toEqual(['limit'])
  })

  it('answers 409 while the employee already acts for a contact', async () => {
    const hans = await contactOf('K-100200-01')
    expect((await select({ id: String(hans.id), contactId: hans.contactId }, 'mitarbeiter')).status).toBe(200)
    const refused = await json(await search({ search: 'Muster' }, 'mitarbeiter'))
    expect(refused.status).toBe(409)
    expect(refused.body.messages?.[0]?.message).toMatch(/Verlassen Sie ihn zuerst/)
  })
})

describe('contact selection and leaving', () => {
  it('stores the selection server side, makes the session and prices follow the contact’s customer, and audits it', async () => {
    const reto = await contactOf('K-100300-01')
    const before = await auditRows()
    const res = await json<{
      selectedContact: { id: string; contactId: string; name: string; customerId: string }
      contactPerson: { name: string } | null
    }>(await select({ id: reto.id, contactId: reto.contactId }, 'mitarbeiter'))
    expect(res.status).toBe(200)
    expect(res.body.data.selectedContact).toEqual({
      id: String(reto.id),
      contactId: 'K-100300-01',
      name: 'Reto Caduff',
      customerId: '100300',
      contactPerson: { name: 'Thomas Brunner' },
    })
    expect(res.body.data.contactPerson?.name).toBe('Thomas Brunner')
    expect(await storedSelection()).toBe(reto.id)

    // A later request of the same token acts for the contact's customer: its price list, its session.
    const account = (await accountFromToken(tokens.mitarbeiter, tenant))!
    expect(account.onBehalf?.contact).toBe(reto.id)
    const viewer = await priceViewerOf(account)
    const transporte = customers['100300']!
    expect(viewer.kind === 'customer' && viewer.priceListId).toBe(
      typeof transporte.priceList === 'object' ? transporte.priceList?.id : transporte.priceList,
    )
    expect((await contactSessionOf(account)).selectedContact?.customerId).toBe('100300')

    const rows = await auditRows()
    expect(rows.length).toBe(before.length + 1)
    expect(rows[0]).toMatchObject({
      action: 'contact.select',
      contact: reto.id,
      customer: transporte.id,
      contactName: 'Reto Caduff',
    })
  })

  it('never selects contacts of unassigned customers or another tenant (404), nor with a mismatched number', async () => {
    const meier = await contactOf('K-900100-01')
    const moto = await contactOf('K-200100-01')
    const hans = await contactOf('K-100200-01')
    expect((await select({ id: meier.id, contactId: meier.contactId }, 'mitarbeiter')).status).toBe(404)
    expect((await select({ id: moto.id, contactId: moto.contactId }, 'mitarbeiter')).status).toBe(404)
    expect((await select({ id: hans.id, contactId: 'K-100300-01' }, 'mitarbeiter')).status).toBe(404)
    expect(await storedSelection()).toBeNull()
  })

  it('refuses customers and bad input; nothing changes', async () => {
    const hans = await contactOf('K-100200-01')
    expect((await select({ id: hans.id, contactId: hans.contactId }, 'kunde')).status).toBe(403)
    expect(
      (await select({ id: hans.id, contactId: hans.contactId }, 'mitarbeiter', 'https://evil.example'))
        .status,
    ).toBe(403)
    const bad = await json(await select({ id: 'abc', contactId: hans.contactId }, 'mitarbeiter'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['id'])
    const noNumber = await json(await select({ id: hans.id }, 'mitarbeiter'))
    expect(noNumber.body.messages?.[0]?.meta?.fields).toEqual(['contactId'])
    expect(await storedSelection()).toBeNull()
    expect((await leave('kunde')).status).toBe(403)
  })

  it('leaving clears the selection, audits it and sends the employee to the customer overview', async () => {
    const hans = await contactOf('K-100200-01')
    await select({ id: hans.id, contactId: hans.contactId }, 'mitarbeiter')
    const res = await json<{ selectedContact: null }>(await leave('mitarbeiter'))
    expect(res.status).toBe(200)
    expect(res.body.redirectUrl).toBe('/de-ch/customer-overview')
    expect(await storedSelection()).toBeNull()
    const account = (await accountFromToken(tokens.mitarbeiter, tenant))!
    expect(account.onBehalf).toBeNull()
    const viewer = await priceViewerOf(account)
    expect(viewer.kind === 'customer' ? viewer.priceListId : 'anonymous').toBeNull()
    expect((await auditRows())[0]).toMatchObject({ action: 'contact.leave', contact: hans.id })
    expect((await search({ search: 'Muster' }, 'mitarbeiter')).status).toBe(200)
  })

  it('ignores a stored selection whose customer is no longer assigned', async () => {
    const hans = await contactOf('K-100200-01')
    await select({ id: hans.id, contactId: hans.contactId }, 'mitarbeiter')
    await payload.update({
      collection: 'accounts',
      id: employeeId,
      data: { assignedCustomers: [customers['100300']!.id] },
      depth: 0,
    })
    try {
      const account = (await accountFromToken(tokens.mitarbeiter, tenant))!
      expect(account.onBehalf).toBeNull()
      expect(account.customer).toBeNull()
    } finally {
      await payload.update({
        collection: 'accounts',
        id: employeeId,
        data: { assignedCustomers: [customers['100200']!.id, customers['100300']!.id] },
        depth: 0,
      })
    }
  })
})

describe('billing partner', () => {
  it('a customer chooses only its own customer’s partners (else 404, nothing changes)', async () => {
    const res = await json<{
      billingPartners: { partnerId: string; companyName: string[]; selected: boolean }[]
    }>(await billing('100201', 'kunde'))
    expect(res.status).toBe(200)
    expect(res.body.data.billingPartners).toHaveLength(3)
    expect(res.body.data.billingPartners.find((p) => p.selected)).toMatchObject({
      partnerId: '100201',
      companyName: ['Garage Muster AG', 'Filiale Winterthur'],
    })
    expect((await billing('100300', 'kunde')).status).toBe(404)
    expect(
      (await payload.find({ collection: 'accounts', where: { username: { equals: 'kunde' } }, depth: 0 }))
        .docs[0]!.billingPartnerId,
    ).toBe('100201')
    expect((await billing('100201')).status).toBe(401)
    const bad = await json(await billing('bad id!', 'kunde'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['partnerId'])
  })

  it('an employee acting for a contact chooses that customer’s partners, audited', async () => {
    expect((await billing('100300', 'mitarbeiter')).status).toBe(404)
    const reto = await contactOf('K-100300-01')
    await select({ id: reto.id, contactId: reto.contactId }, 'mitarbeiter')
    expect((await billing('100200', 'mitarbeiter')).status).toBe(404)
    expect((await billing('100300', 'mitarbeiter')).status).toBe(200)
    expect((await auditRows())[0]).toMatchObject({
      action: 'billingPartner.select',
      contact: reto.id,
      details: { partnerId: '100300', previousPartnerId: null },
    })
  })
})

describe('audit log', () => {
  it('recordOnBehalf writes only while acting for a contact; editors-only reads in the CMS', async () => {
    const own = (await accountFromToken(tokens.mitarbeiter, tenant))!
    expect(await recordOnBehalf({ account: own, tenantId: tenant }, 'cart.update', { lines: 1 })).toBe(false)
    const hans = await contactOf('K-100200-01')
    await select({ id: hans.id, contactId: hans.contactId }, 'mitarbeiter')
    const acting = (await accountFromToken(tokens.mitarbeiter, tenant))!
    expect(await recordOnBehalf({ account: acting, tenantId: tenant }, 'cart.update', { lines: 1 })).toBe(
      true,
    )
    expect((await auditRows())[0]).toMatchObject({
      action: 'cart.update',
      contact: hans.id,
      customer: customers['100200']!.id,
      details: { lines: 1 },
    })
    // Shop accounts cannot read the log, and nobody writes it through the access-checked API.
    await expect(
      payload.find({
        collection: 'audit-log',
        overrideAccess: false,
        user: { ...acting, collection: 'accounts' },
      }),
    ).rejects.toThrow(/not allowed/)
    await expect(
      payload.create({
        collection: 'audit-log',
        data: { action: 'x', actor: employeeId },
        overrideAccess: false,
        user: { ...acting, collection: 'accounts' },
      }),
    ).rejects.toThrow()
  })
})
