import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Account, Address, Order } from '@/cms/payload-types'
import { dataScope, directoryScope, shopData, visitorData, type DataScope } from '@/lib/data'
import { DATA_SCOPE_KEY, SCOPE_RULES, TENANT_COLLECTIONS } from '@/lib/data/scope'
import { relationId } from '@/lib/relation-ids'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'

/**
 * The data-access boundary (lib/data): what a scope may read and write, on
 * the seeded demo data. Two customers of one tenant (kunde: Garage Muster,
 * alpin: another company), an employee assigned to both, and a second tenant.
 */
let payload: Payload
let kunde: Account
let alpin: Account
let mitarbeiter: Account
let tribo: number
let moto: number
let kundeScope: DataScope
let alpinOrder: Order
let alpinAddress: Address

beforeAll(async () => {
  payload = await getTestPayload()
  const { accounts } = await loginDemoAccounts(payload)
  ;({ kunde, alpin, mitarbeiter } = accounts)
  const tenants = (await payload.find({ collection: 'tenants', depth: 0, limit: 10 })).docs
  tribo = tenants.find((t) => t.slug === 'tribo')!.id
  moto = tenants.find((t) => t.slug === 'moto')!.id
  kundeScope = dataScope(tribo, kunde)
  alpinOrder = (
    await payload.find({
      collection: 'orders',
      where: { customer: { equals: relationId(alpin.customer) } },
      depth: 0,
      limit: 1,
    })
  ).docs[0] as Order
  alpinAddress = (
    await payload.find({
      collection: 'addresses',
      where: { customer: { equals: relationId(alpin.customer) } },
      depth: 0,
      limit: 1,
    })
  ).docs[0] as Address
  expect(alpinOrder).toBeTruthy()
  expect(alpinAddress).toBeTruthy()
}, 300_000)

describe('shopData reads', () => {
  it('finds the own customer’s orders and never another customer’s, whatever the where asks for', async () => {
    const data = shopData(kundeScope)
    const own = await data.find({ collection: 'orders', depth: 0, limit: 5 })
    expect(own.totalDocs).toBeGreaterThan(0)
    expect(own.docs.every((order) => relationId(order.customer) === relationId(kunde.customer))).toBe(true)
    const asked = await data.find({
      collection: 'orders',
      where: { customer: { equals: relationId(alpin.customer) } },
      depth: 0,
    })
    expect(asked.totalDocs).toBe(0)
    expect(
      await data.findByID({ collection: 'orders', id: alpinOrder.id, depth: 0, disableErrors: true }),
    ).toBeNull()
    await expect(data.findByID({ collection: 'orders', id: alpinOrder.id, depth: 0 })).rejects.toThrow()
    expect(
      (await data.count({ collection: 'addresses', where: { id: { equals: alpinAddress.id } } })).totalDocs,
    ).toBe(0)
  })

  it('narrows to the tenant: a scope of one tenant reads none of another tenant’s articles', async () => {
    const article = (
      await payload.find({ collection: 'articles', where: { tenant: { equals: tribo } }, depth: 0, limit: 1 })
    ).docs[0]!
    const byId = { id: { equals: article.id } }
    expect((await shopData(kundeScope).count({ collection: 'articles', where: byId })).totalDocs).toBe(1)
    expect((await visitorData(moto).count({ collection: 'articles', where: byId })).totalDocs).toBe(0)
    expect(
      await shopData(dataScope(moto, kunde)).findByID({
        collection: 'articles',
        id: article.id,
        depth: 0,
        disableErrors: true,
      }),
    ).toBeNull()
  })

  it('gives a visitor nothing of the shop’s own collections', async () => {
    const visitor = visitorData(tribo)
    for (const collection of [
      'orders',
      'addresses',
      'favourites',
      'shopping-lists',
      'contracts',
      'customers',
      'accounts',
      'account-notifications',
    ] as const) {
      expect((await visitor.count({ collection })).totalDocs, collection).toBe(0)
    }
  })

  it('lets an employee read its assigned customers, and the whole directory only through directoryScope', async () => {
    const own = await shopData(dataScope(tribo, mitarbeiter)).find({
      collection: 'customers',
      depth: 0,
      pagination: false,
    })
    const assigned = new Set((mitarbeiter.assignedCustomers ?? []).map((ref) => relationId(ref as number)))
    expect(own.docs.length).toBe(assigned.size)
    expect(own.docs.every((customer) => assigned.has(customer.id))).toBe(true)
    const directory = await shopData(directoryScope(tribo, mitarbeiter)).count({ collection: 'customers' })
    const all = await payload.count({ collection: 'customers', where: { tenant: { equals: tribo } } })
    expect(directory.totalDocs).toBe(all.totalDocs)
    expect(() => directoryScope(tribo, kunde)).toThrow()
  })
})

describe('shopData writes', () => {
  it('stamps the scope’s owner on what it creates, whatever the data says', async () => {
    const created = await shopData(kundeScope).create({
      collection: 'shopping-lists',
      data: {
        name: 'Scope test',
        account: alpin.id,
        customer: relationId(alpin.customer),
        tenant: moto,
        entries: [],
      },
      depth: 0,
    })
    try {
      expect(relationId(created.account)).toBe(kunde.id)
      expect(relationId(created.customer)).toBe(relationId(kunde.customer))
      expect(relationId(created.tenant)).toBe(tribo)
    } finally {
      await payload.delete({ collection: 'shopping-lists', id: created.id })
    }
  })

  it('never moves a row out of the scope on update', async () => {
    const list = await shopData(kundeScope).create({
      collection: 'shopping-lists',
      data: { name: 'Scope move', entries: [] },
      depth: 0,
    })
    try {
      const moved = await shopData(kundeScope).update({
        collection: 'shopping-lists',
        id: list.id,
        data: { name: 'Moved?', account: alpin.id, customer: relationId(alpin.customer), tenant: moto },
        depth: 0,
      })
      expect(moved.name).toBe('Moved?')
      expect([relationId(moved.account), relationId(moved.customer), relationId(moved.tenant)]).toEqual([
        kunde.id,
        relationId(kunde.customer),
        tribo,
      ])
    } finally {
      await payload.delete({ collection: 'shopping-lists', id: list.id })
    }
  })

  it('refuses what shop code may not do under a scope, and changes nothing', async () => {
    const before = await payload.count({ collection: 'orders' })
    await expect(
      shopData(kundeScope).create({
        collection: 'orders',
        data: {
          orderNumber: 'SCOPE-1',
          orderedAt: new Date().toISOString(),
          status: 'open',
          lines: [],
          totalCents: 0,
        } as never,
        depth: 0,
      }),
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'orders' })).totalDocs).toBe(before.totalDocs)
  })

  it('lets an account change itself and no colleague, employee or stranger', async () => {
    const data = shopData(kundeScope)
    await expect(
      data.update({ collection: 'accounts', id: alpin.id, data: { billingPartnerId: 'X' }, depth: 0 }),
    ).rejects.toThrow()
    await expect(
      data.update({ collection: 'accounts', id: mitarbeiter.id, data: { billingPartnerId: 'X' }, depth: 0 }),
    ).rejects.toThrow()
    const bulk = await data.update({
      collection: 'accounts',
      where: {},
      data: { billingPartnerId: null },
      depth: 0,
    })
    expect(bulk.docs.map((doc) => doc.id)).toEqual([kunde.id])
    expect(
      (await payload.findByID({ collection: 'accounts', id: alpin.id, depth: 0 })).billingPartnerId,
    ).toBe(alpin.billingPartnerId ?? null)
  })

  it('deletes only within the scope', async () => {
    const result = await shopData(kundeScope).delete({
      collection: 'addresses',
      where: { id: { equals: alpinAddress.id } },
      depth: 0,
    })
    expect(result.docs).toHaveLength(0)
    expect(
      await payload.findByID({ collection: 'addresses', id: alpinAddress.id, depth: 0, disableErrors: true }),
    ).not.toBeNull()
  })
})

describe('the configuration', () => {
  it('knows exactly the collections with a tenant field, and rules only for real collections', () => {
    // The outbox and the search queue keep a tenant column of their own: system work only, never read through a scope.
    const systemOnly = new Set(['email-outbox', 'search-changes'])
    const withTenant = Object.values(payload.collections)
      .filter(
        (c) =>
          !systemOnly.has(c.config.slug) &&
          c.config.fields.some((field) => 'name' in field && field.name === 'tenant'),
      )
      .map((c) => c.config.slug)
    expect([...withTenant].sort()).toEqual([...TENANT_COLLECTIONS].sort())
    for (const slug of Object.keys(SCOPE_RULES))
      expect(payload.collections[slug as 'orders'], slug).toBeTruthy()
  })
})

describe('the collections’ access', () => {
  it('narrows a Local API call that carries a scope even without the helper’s where (defence in depth)', async () => {
    const { docs } = await payload.find({
      collection: 'orders',
      overrideAccess: false,
      context: { [DATA_SCOPE_KEY]: kundeScope },
      depth: 0,
      limit: 200,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((order) => relationId(order.customer) === relationId(kunde.customer))).toBe(true)
  })

  it('keeps each collection’s own access without a scope (REST, the admin)', async () => {
    const user = { ...kunde, collection: 'accounts' as const }
    await expect(
      payload.find({ collection: 'addresses', overrideAccess: false, user, depth: 0 }),
    ).rejects.toThrow()
    const own = await payload.find({ collection: 'orders', overrideAccess: false, user, depth: 0, limit: 5 })
    expect(own.docs.every((order) => relationId(order.customer) === relationId(kunde.customer))).toBe(true)
  })
})
