import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { DELETE as removeApi } from '@/app/api/favourites/[productNumber]/route'
import { GET as entriesApi } from '@/app/api/favourites/entries/route'
import { GET as listApi, POST as addApi } from '@/app/api/favourites/route'
import type { Contact, Favourite, Product } from '@/cms/payload-types'
import type { FavouriteEntry } from '@/features/favourites/schemas'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tokens: Record<string, string>
let accountIds: Record<string, number>
let products: string[] = []
let motoProduct: string

beforeAll(async () => {
  payload = await getTestPayload()
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accountIds = Object.fromEntries(Object.entries(demo.accounts).map(([name, account]) => [name, account.id]))
  const tenants = (await payload.find({ collection: 'tenants', depth: 0, limit: 10 })).docs
  const tribo = tenants.find((t) => t.slug === 'tribo')!.id
  const moto = tenants.find((t) => t.slug === 'moto')!.id
  products = (
    (
      await payload.find({
        collection: 'products',
        where: { tenant: { equals: tribo } },
        sort: 'productNumber',
        depth: 0,
        limit: 60,
      })
    ).docs as Product[]
  ).map((p) => p.productNumber)
  motoProduct = (
    (await payload.find({ collection: 'products', where: { tenant: { equals: moto } }, depth: 0, limit: 1 }))
      .docs[0] as Product
  ).productNumber
}, 300_000)

const ORIGIN = 'http://localhost:3000'
const as = (user?: string, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })

const numbers = async (user = 'alpin') =>
  json<{ productNumbers: string[] }>(await listApi(makeRequest('/api/favourites', as(user))))
const numbersOf = async (user = 'alpin') => (await numbers(user)).body.data.productNumbers
const add = async (body: unknown, user = 'alpin', origin?: string) =>
  json<{ productNumbers: string[] }>(
    await addApi(makeRequest('/api/favourites', { method: 'POST', body, ...as(user, origin) })),
  )
const remove = async (productNumber: string, user = 'alpin', origin?: string) =>
  json<{ productNumbers: string[] }>(
    await removeApi(
      makeRequest(`/api/favourites/${encodeURIComponent(productNumber)}`, {
        method: 'DELETE',
        ...as(user, origin),
      }),
      { params: Promise.resolve({ productNumber }) },
    ),
  )
const entries = async (user = 'alpin') =>
  json<{ favourites: FavouriteEntry[] }>(await entriesApi(makeRequest('/api/favourites/entries', as(user))))
const rows = async () =>
  JSON.stringify(
    (
      (await payload.find({ collection: 'favourites', sort: 'id', depth: 0, pagination: false }))
        .docs as Favourite[]
    ).map((f) => [f.id, f.account, f.customer, f.product]),
  )

describe('Favourites: who may keep them', () => {
  it('answers 401 to visitors, 403 to private customers, employees without a contact and other sites; nothing is stored', async () => {
    const before = await rows()
    expect((await numbers('')).status).toBe(401)
    expect((await numbers('privat')).status).toBe(403)
    expect((await numbers('mitarbeiter')).status).toBe(403)
    expect((await entries('privat')).status).toBe(403)
    expect((await add({ productNumber: products[0] }, '')).status).toBe(401)
    expect((await add({ productNumber: products[0] }, 'privat')).status).toBe(403)
    expect((await add({ productNumber: products[0] }, 'mitarbeiter')).status).toBe(403)
    expect((await add({ productNumber: products[0] }, 'alpin', 'https://evil.example')).status).toBe(403)
    expect((await remove(products[0]!, 'alpin', 'https://evil.example')).status).toBe(403)
    expect(await rows()).toBe(before)
  })
})

describe('Favourites: add, list and remove', () => {
  it('lists the seeded favourites of each account only', async () => {
    const alpin = await numbersOf('alpin')
    const kunde = await numbersOf('kunde')
    expect(alpin).toHaveLength(3)
    expect(kunde).toHaveLength(4)
    const page = await entries('alpin')
    expect(page.status).toBe(200)
    expect(page.body.data.favourites.map((f) => f.productNumber).sort()).toEqual([...alpin].sort())
    const [first] = page.body.data.favourites
    expect(first!.title).toBeTruthy()
    expect(first!.url).toBe(`/de-ch/p/${first!.productNumber}`)
    expect(first!.packLabels.length).toBeGreaterThan(0)
  })

  it('adds idempotently, removes idempotently, and another account never sees or changes them', async () => {
    const taken = [...(await numbersOf('alpin')), ...(await numbersOf('kunde'))]
    const candidate = products.find((n) => !taken.includes(n))!
    const first = await add({ productNumber: candidate.toLowerCase() })
    expect(first.status).toBe(201)
    expect(first.body.data.productNumbers[0]).toBe(candidate)
    const second = await add({ productNumber: candidate })
    expect(second.status).toBe(200)
    expect(second.body.data.productNumbers.filter((n) => n === candidate)).toHaveLength(1)
    const stored = (
      await payload.find({
        collection: 'favourites',
        where: { account: { equals: accountIds.alpin } },
        depth: 0,
        pagination: false,
      })
    ).docs as Favourite[]
    expect(stored.filter((row) => row.customer != null)).toHaveLength(stored.length)

    // kunde does not see alpin's favourite, and removing it as kunde changes nothing of alpin's.
    expect(await numbersOf('kunde')).not.toContain(candidate)
    expect((await remove(candidate, 'kunde')).status).toBe(200)
    expect(await numbersOf('alpin')).toContain(candidate)

    const removed = await remove(candidate)
    expect(removed.status).toBe(200)
    expect(removed.body.data.productNumbers).not.toContain(candidate)
    expect((await remove(candidate)).status).toBe(200)
  })

  it('refuses unknown products, another tenant’s products and bad input; nothing is stored', async () => {
    const before = await rows()
    const unknown = await add({ productNumber: 'NOPE-404' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.messages?.[0]).toMatchObject({
      message: 'Dieses Produkt wurde nicht gefunden.',
      meta: { fields: ['productNumber'] },
    })
    expect((await add({ productNumber: motoProduct })).status).toBe(404)
    expect((await remove('NOPE-404')).status).toBe(404)
    const bad = await add({ productNumber: 'a b' })
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['productNumber'])
    expect((await add({ productNumber: products[0], extra: true })).status).toBe(400)
    expect((await add('nonsense')).status).toBe(400)
    expect((await remove('a b')).status).toBe(400)
    expect(await rows()).toBe(before)
  })
})

describe('Favourites: employees acting for a contact', () => {
  it('keep favourites for the contact’s customer, apart from their own and other customers’', async () => {
    const contact = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100300-01' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    expect(
      (
        await selectApi(
          makeRequest('/api/contact/select', {
            method: 'POST',
            body: { id: String(contact.id), contactId: contact.contactId },
            ...as('mitarbeiter'),
          }),
        )
      ).status,
    ).toBe(200)
    try {
      expect(await numbersOf('mitarbeiter')).toEqual([])
      const own = await numbersOf('alpin')
      const product = products.find((n) => !own.includes(n))!
      expect((await add({ productNumber: product }, 'mitarbeiter')).status).toBe(201)
      expect(await numbersOf('mitarbeiter')).toEqual([product])
      const row = (
        (
          await payload.find({
            collection: 'favourites',
            where: { account: { equals: accountIds.mitarbeiter } },
            depth: 0,
          })
        ).docs as Favourite[]
      )[0]!
      const alpinCustomer = (
        await payload.find({
          collection: 'customers',
          where: { customerId: { equals: '100300' } },
          limit: 1,
          depth: 0,
        })
      ).docs[0]!.id
      expect(row.customer).toBe(alpinCustomer)
      // The customer's own account keeps its own favourites.
      expect(await numbersOf('alpin')).toEqual(own)
      const audit = await payload.find({
        collection: 'audit-log',
        where: {
          and: [{ actor: { equals: accountIds.mitarbeiter } }, { action: { equals: 'favourite.add' } }],
        },
        depth: 0,
        limit: 5,
      })
      expect(audit.docs).toHaveLength(1)
      expect((await remove(product, 'mitarbeiter')).status).toBe(200)
      expect(await numbersOf('mitarbeiter')).toEqual([])
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
  })
})
