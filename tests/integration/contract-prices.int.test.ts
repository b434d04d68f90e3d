import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as commitApi } from '@/app/api/b2bcart-data/commit/route'
import { POST as dataPostApi } from '@/app/api/b2bcart-data/route'
import { DELETE as emptyApi, GET as cartApi, POST as cartPostApi } from '@/app/api/b2bcart/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { GET as priceApi } from '@/app/api/product/price/route'
import type { Account, Article, Contact, ContractPosition, Order } from '@/cms/payload-types'
import type { CommitResult } from '@/features/carts/checkout-schemas'
import type { B2BCart } from '@/features/carts/schemas'
import type { PriceInfo } from '@/features/catalog/pricing'
import { swissToday } from '@/lib/dates'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

/**
 * Contract prices: the agreed unit prices of a customer's active contracts (valid today in
 * Swiss time) cap the net prices the shop charges — product price, cart, checkout, an employee
 * acting for a contact —, make an article without a list price orderable, and never reach retail
 * prices or another customer.
 */

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }
type Scale = { minQuantity: number; unitPriceCents: number }

let payload: Payload
let tenant: number
let tokens: Record<DemoAccount, string>
let accounts: Record<DemoAccount, Account>
let garage: number
let alpin: number
/** A: capped by two contracts (the lower wins) up to its last scale; B: a contract dearer than the list; C: only in contracts that do not hold; X: no list price for Garage Muster. */
let a: { articleNumber: string; product: number; scales: Scale[] }
let b: { articleNumber: string; product: number; scales: Scale[] }
let c: { articleNumber: string; product: number; scales: Scale[] }
let x: { articleNumber: string; product: number; id: number; prices: Article['prices'] }
let lowest: number
const X_PRICE = 1234
const created: number[] = []

const ORIGIN = 'http://localhost:3000'
const as = (user?: DemoAccount) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin: ORIGIN },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const price = async (articleNumber: string, quantity: number, user: DemoAccount = 'kunde') =>
  (
    await json<{ priceInfo: PriceInfo | null }>(
      await priceApi(
        makeRequest(
          `/api/product/price?articleNumber=${encodeURIComponent(articleNumber)}&quantity=${quantity}`,
          as(user),
        ),
      ),
    )
  ).body.data.priceInfo
const add = async (entries: { articleNumber: string; count: number }[], user: DemoAccount = 'kunde') =>
  json<B2BCart>(
    await cartPostApi(
      makeRequest('/api/b2bcart/', { method: 'POST', body: { action: 'add', entries }, ...as(user) }),
    ),
  )
const cartOf = async (user: DemoAccount = 'kunde') =>
  (await json<B2BCart>(await cartApi(makeRequest('/api/b2bcart/', as(user))))).body.data
const empty = (user: DemoAccount = 'kunde') =>
  emptyApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))

const dayOffset = (days: number) => {
  const [y, m, d] = swissToday().split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
/** Midnight of a Swiss day as the CMS may store it (the instant, in UTC). */
const swissMidnight = (day: string) => {
  const noon = new Date(`${day}T12:00:00Z`)
  const offset = noon.toLocaleString('en-US', { timeZone: 'Europe/Zurich', hour: '2-digit', hour12: false })
  return new Date(Date.parse(`${day}T00:00:00Z`) - (Number(offset) - 12) * 3_600_000).toISOString()
}

async function contract(
  customer: number,
  number: string,
  data: {
    status: 'active' | 'planned' | 'expired'
    validFrom: string
    validTo: string
    type?: 'framework' | 'price'
  },
  positions: { product: number; articleNumber: string; unitPriceCents: number }[],
) {
  const doc = await payload.create({
    collection: 'contracts',
    data: {
      tenant,
      customer,
      contractNumber: number,
      title: number,
      type: data.type ?? 'framework',
      status: data.status,
      validFrom: data.validFrom,
      validTo: data.validTo,
    },
    depth: 0,
  })
  created.push(doc.id)
  for (const [index, position] of positions.entries())
    await payload.create({
      collection: 'contract-positions',
      data: {
        tenant,
        contract: doc.id,
        positionNumber: (index + 1) * 10,
        agreedQuantity: 100,
        calledQuantity: 0,
        ...position,
      },
      depth: 0,
    })
}

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  ;({ tokens, accounts } = await loginDemoAccounts(payload))
  const customerOf = async (customerId: string) =>
    (
      await payload.find({
        collection: 'customers',
        where: { customerId: { equals: customerId } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
  const garageCustomer = await customerOf('100200')
  garage = garageCustomer.id
  alpin = (await customerOf('100300')).id
  const priceList = garageCustomer.priceList as number
  // Articles no seeded contract of either customer names, so the expectations are this file's own.
  const seeded = new Set(
    (
      await payload.find({
        collection: 'contract-positions',
        where: { 'contract.customer': { in: [garage, alpin] } },
        depth: 0,
        pagination: false,
        select: { articleNumber: true },
      })
    ).docs.map((p) => (p as ContractPosition).articleNumber),
  )
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
      sort: 'articleNumber',
      depth: 0,
      pagination: false,
    })
  ).docs as Article[]
  const listed = articles
    .filter((article) => !seeded.has(article.articleNumber))
    .map((article) => ({
      articleNumber: article.articleNumber,
      product: article.product as number,
      id: article.id,
      prices: article.prices,
      scales: [...((article.prices ?? []).find((row) => row.priceList === priceList)?.scales ?? [])]
        .map((s) => ({ minQuantity: s.minQuantity, unitPriceCents: s.unitPriceCents }))
        .sort((p, q) => p.minQuantity - q.minQuantity),
    }))
    .filter((article) => article.scales.length > 0)
  const scaled = listed.filter(
    (article) => article.scales.length >= 2 && article.scales[0]!.minQuantity === 1,
  )
  a = scaled[0]!
  b = listed.find((article) => article !== a && article.scales[0]!.minQuantity === 1)!
  c = listed.find((article) => article !== a && article !== b && article.scales[0]!.minQuantity === 1)!
  const xArticle = listed.find((article) => ![a, b, c].includes(article))!
  x = {
    articleNumber: xArticle.articleNumber,
    product: xArticle.product,
    id: xArticle.id,
    prices: xArticle.prices,
  }
  // X loses Garage Muster's list price: only a contract prices it.
  await payload.update({
    collection: 'articles',
    id: x.id,
    data: { prices: (x.prices ?? []).filter((row) => row.priceList !== priceList) },
    context: { disableRevalidate: true },
  })
  // A's lowest contract price lies between its first and its last scale.
  const last = a.scales.at(-1)!.unitPriceCents
  lowest = last + 1
  expect(lowest).toBeLessThan(a.scales[0]!.unitPriceCents)
  const today = swissToday()
  await contract(
    garage,
    'TEST-CP-1',
    { status: 'active', validFrom: swissMidnight(today), validTo: `${dayOffset(30)}T12:00:00.000Z` },
    [
      { product: a.product, articleNumber: a.articleNumber, unitPriceCents: lowest + 200 },
      {
        product: b.product,
        articleNumber: b.articleNumber,
        unitPriceCents: b.scales[0]!.unitPriceCents + 1000,
      },
      { product: x.product, articleNumber: x.articleNumber, unitPriceCents: X_PRICE },
    ],
  )
  await contract(
    garage,
    'TEST-CP-2',
    {
      status: 'active',
      type: 'price',
      validFrom: `${dayOffset(-100)}T12:00:00.000Z`,
      validTo: `${today}T12:00:00.000Z`,
    },
    [{ product: a.product, articleNumber: a.articleNumber, unitPriceCents: lowest }],
  )
  const cheapC = [{ product: c.product, articleNumber: c.articleNumber, unitPriceCents: 1 }]
  // Contracts that do not hold today: expired, planned, past its end, not yet begun.
  await contract(
    garage,
    'TEST-CP-3',
    {
      status: 'expired',
      validFrom: `${dayOffset(-10)}T12:00:00.000Z`,
      validTo: `${dayOffset(10)}T12:00:00.000Z`,
    },
    cheapC,
  )
  await contract(
    garage,
    'TEST-CP-4',
    {
      status: 'planned',
      validFrom: `${dayOffset(-10)}T12:00:00.000Z`,
      validTo: `${dayOffset(10)}T12:00:00.000Z`,
    },
    cheapC,
  )
  await contract(
    garage,
    'TEST-CP-5',
    {
      status: 'active',
      validFrom: `${dayOffset(-60)}T12:00:00.000Z`,
      validTo: `${dayOffset(-1)}T12:00:00.000Z`,
    },
    cheapC,
  )
  await contract(
    garage,
    'TEST-CP-6',
    { status: 'active', validFrom: swissMidnight(dayOffset(1)), validTo: `${dayOffset(60)}T12:00:00.000Z` },
    cheapC,
  )
  // Another customer's contract.
  await contract(
    alpin,
    'TEST-CP-7',
    {
      status: 'active',
      validFrom: `${dayOffset(-10)}T12:00:00.000Z`,
      validTo: `${dayOffset(10)}T12:00:00.000Z`,
    },
    [{ product: c.product, articleNumber: c.articleNumber, unitPriceCents: 2 }],
  )
}, 300_000)

afterAll(async () => {
  await payload?.update({
    collection: 'accounts',
    where: { username: { equals: 'kunde' } },
    data: { retailerModeEnabled: false },
  })
})

describe('Contract prices: what the customer pays', () => {
  it('caps the list scales at the lowest active contract price and labels the prices that come from it', async () => {
    const one = await price(a.articleNumber, 1)
    expect(one).toMatchObject({
      unitPriceCents: lowest,
      totalCents: lowest,
      priceType: 'net',
      orderable: true,
      contract: true,
    })
    // At the last break the list's own scale is lower: the list price, no label.
    const bulk = a.scales.at(-1)!
    const atBreak = await price(a.articleNumber, bulk.minQuantity)
    expect(atBreak?.unitPriceCents).toBe(bulk.unitPriceCents)
    expect(atBreak?.contract).toBeUndefined()
    expect(one?.scalePrices[0]).toEqual({ minQuantity: 1, unitPriceCents: lowest })
    expect(one?.scalePrices.at(-1)).toEqual(bulk)
  })

  it('keeps the list price where the contract is dearer, and ignores contracts that do not hold today or belong to another customer', async () => {
    const dearer = await price(b.articleNumber, 1)
    expect(dearer?.unitPriceCents).toBe(b.scales[0]!.unitPriceCents)
    expect(dearer?.contract).toBeUndefined()
    const notToday = await price(c.articleNumber, 1)
    expect(notToday?.unitPriceCents).toBe(c.scales[0]!.unitPriceCents)
    expect(notToday?.contract).toBeUndefined()
    // Transporte Alpin's own contract holds for Transporte Alpin.
    expect(await price(c.articleNumber, 3, 'alpin')).toMatchObject({
      unitPriceCents: 2,
      totalCents: 6,
      contract: true,
    })
  })

  it('prices and orders an article without a list price at its contract price', async () => {
    expect(await price(x.articleNumber, 2)).toMatchObject({
      unitPriceCents: X_PRICE,
      totalCents: 2 * X_PRICE,
      orderable: true,
      contract: true,
    })
  })

  it('never applies to retail prices (retailer mode)', async () => {
    await payload.update({
      collection: 'accounts',
      id: accounts.kunde.id,
      data: { retailerModeEnabled: true },
    })
    try {
      const retail = await price(a.articleNumber, 1)
      expect(retail?.priceType).toBe('retail')
      expect(retail?.contract).toBeUndefined()
      expect(retail?.unitPriceCents).not.toBe(lowest)
    } finally {
      await payload.update({
        collection: 'accounts',
        id: accounts.kunde.id,
        data: { retailerModeEnabled: false },
      })
    }
  })

  it('charges the contract prices in the cart and the order', async () => {
    await empty()
    const added = await add([
      { articleNumber: a.articleNumber, count: 2 },
      { articleNumber: x.articleNumber, count: 3 },
      { articleNumber: b.articleNumber, count: 1 },
    ])
    expect(added.status).toBe(200)
    const cart = await cartOf()
    const byArticle = new Map(cart.entries.map((entry) => [entry.articleNumber, entry]))
    expect(cart.entriesNotOrderable).toEqual([])
    expect(byArticle.get(a.articleNumber)?.price).toMatchObject({
      unitPriceCents: lowest,
      totalCents: 2 * lowest,
      priceType: 'net',
      contract: true,
    })
    expect(byArticle.get(x.articleNumber)?.price).toMatchObject({
      unitPriceCents: X_PRICE,
      totalCents: 3 * X_PRICE,
      contract: true,
    })
    expect(byArticle.get(b.articleNumber)?.price?.unitPriceCents).toBe(b.scales[0]!.unitPriceCents)
    expect(byArticle.get(b.articleNumber)?.price?.contract).toBeUndefined()
    const expected = 2 * lowest + 3 * X_PRICE + b.scales[0]!.unitPriceCents
    expect(cart.totalCents).toBe(expected)

    await dataPostApi(
      makeRequest('/api/b2bcart-data/', {
        method: 'POST',
        body: { shipTo: '100200', billTo: '100200' },
        ...as('kunde'),
      }),
    )
    const submission = `test-${crypto.randomUUID()}`
    const committed = await json<CommitResult>(
      await commitApi(
        makeRequest('/api/b2bcart-data/commit', {
          method: 'POST',
          body: { submissionKey: submission, termsAccepted: true },
          ...as('kunde'),
        }),
      ),
    )
    expect(committed.status).toBe(200)
    const order = (
      await payload.find({
        collection: 'orders',
        where: { orderNumber: { equals: committed.body.data.orderNumber } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Order
    expect(order.totalCents).toBe(expected)
    expect(Object.fromEntries(order.lines.map((line) => [line.articleNumber, line.unitPriceCents]))).toEqual({
      [a.articleNumber]: lowest,
      [x.articleNumber]: X_PRICE,
      [b.articleNumber]: b.scales[0]!.unitPriceCents,
    })
  })

  it("gives an employee acting for a contact the contact's customer's contract prices", async () => {
    const contact = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100200-01' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    // Without a contact an employee sees no customer's contract.
    const select = await selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: String(contact.id), contactId: contact.contactId },
        ...as('mitarbeiter'),
      }),
    )
    expect(select.status).toBe(200)
    try {
      expect(await price(a.articleNumber, 1, 'mitarbeiter')).toMatchObject({
        unitPriceCents: lowest,
        contract: true,
      })
      await empty('mitarbeiter')
      await add([{ articleNumber: x.articleNumber, count: 1 }], 'mitarbeiter')
      expect((await cartOf('mitarbeiter')).entries[0]?.price).toMatchObject({
        unitPriceCents: X_PRICE,
        contract: true,
      })
    } finally {
      await empty('mitarbeiter')
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
  })

  it('follows the seeded contracts: an article in an active contract costs at most its lowest agreed price', async () => {
    const today = swissToday()
    const holding = (
      await payload.find({
        collection: 'contracts',
        where: {
          and: [
            { customer: { equals: garage } },
            { status: { equals: 'active' } },
            { contractNumber: { like: 'RV-' } },
          ],
        },
        depth: 0,
        pagination: false,
      })
    ).docs.filter((k) => k.validFrom.slice(0, 10) <= today && k.validTo.slice(0, 10) >= today)
    expect(holding.length).toBeGreaterThan(0)
    const valid = (
      await payload.find({
        collection: 'contract-positions',
        where: { contract: { in: holding.map((k) => k.id) } },
        depth: 0,
        pagination: false,
      })
    ).docs as ContractPosition[]
    expect(valid.length).toBeGreaterThan(0)
    const sample = valid[0]!
    const agreed = Math.min(
      ...valid.filter((p) => p.articleNumber === sample.articleNumber).map((p) => p.unitPriceCents),
    )
    const info = await price(sample.articleNumber, 1)
    expect(info?.unitPriceCents).toBeLessThanOrEqual(agreed)
  })
})
