import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as lastOrderApi } from '@/app/api/product/last-order-date/route'
import { GET as priceApi } from '@/app/api/product/price/route'
import { GET as articlesApi } from '@/app/api/product/[productNumber]/articles/route'
import { POST as b2cApi } from '@/app/api/b2ccart/route'
import type { B2CCart } from '@/features/carts/schemas'
import { POST as retailerModeApi } from '@/app/api/user/retailer-mode/route'
import type { Account, Order } from '@/cms/payload-types'
import { listPages } from '@/features/catalog/server/list'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tokens: Record<string, string>
let accounts: Record<string, Account>

beforeAll(async () => {
  payload = await getTestPayload()
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
}, 300_000)

afterAll(async () => {
  await payload.update({
    collection: 'accounts',
    where: { username: { in: ['kunde', 'privat'] } },
    data: { retailerModeEnabled: false },
  })
})

const as = (user?: string, origin = 'http://localhost:3000') => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const retailer = (body: unknown, user?: string, origin?: string) =>
  retailerModeApi(makeRequest('/api/user/retailer-mode', { method: 'POST', body, ...as(user, origin) }))
const lastOrders = (query: string, user?: string) =>
  lastOrderApi(makeRequest(`/api/product/last-order-date?${query}`, as(user)))

describe('POST /api/user/retailer-mode', () => {
  it('switches retailer mode for a customer that allows it; prices follow', async () => {
    const on = await json<{ retailerMode: { available: boolean; enabled: boolean } }>(
      await retailer({ enabled: true }, 'kunde'),
    )
    expect(on).toMatchObject({
      status: 200,
      body: { data: { retailerMode: { available: true, enabled: true } } },
    })
    const article = (
      await payload.find({
        collection: 'articles',
        where: { 'product.productNumber': { equals: 'TRB-SYNPRO-5W30' } },
        sort: 'sort',
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const retail = await json<{ priceInfo: { priceType: string; unitPriceCents: number } }>(
      await priceApi(makeRequest(`/api/product/price?articleNumber=${article.articleNumber}`, as('kunde'))),
    )
    expect(retail.body.data.priceInfo).toMatchObject({
      priceType: 'retail',
      unitPriceCents: article.recommendedRetailPriceCents,
    })

    const off = await json<{ retailerMode: { enabled: boolean } }>(
      await retailer({ enabled: false }, 'kunde'),
    )
    expect(off.body.data.retailerMode.enabled).toBe(false)
    const net = await json<{ priceInfo: { priceType: string } }>(
      await priceApi(makeRequest(`/api/product/price?articleNumber=${article.articleNumber}`, as('kunde'))),
    )
    expect(net.body.data.priceInfo.priceType).toBe('net')
  })

  it('shows a private customer the recommended retail prices including VAT, never a business price list, everywhere a price shows', async () => {
    const articles = (
      await payload.find({
        collection: 'articles',
        where: { 'product.productNumber': { equals: 'TRB-SYN-5W30-C3' } },
        sort: 'sort',
        depth: 0,
        limit: 20,
      })
    ).docs
    const article = articles.find((a) => a.recommendedRetailPriceCents != null && !a.disabled)!
    const price = await json<{
      priceInfo: { priceType: string; unitPriceCents: number; scalePrices: unknown[] }
    }>(
      await priceApi(
        makeRequest(`/api/product/price?articleNumber=${article.articleNumber}&quantity=12`, as('privat')),
      ),
    )
    expect(price.body.data.priceInfo).toMatchObject({
      priceType: 'retail',
      unitPriceCents: article.recommendedRetailPriceCents,
      scalePrices: [{ minQuantity: 1, unitPriceCents: article.recommendedRetailPriceCents }],
    })
    const list = await json<{
      articles: { articleNumber: string; priceInfo: { priceType: string; unitPriceCents: number } | null }[]
    }>(
      await articlesApi(makeRequest('/api/product/TRB-SYN-5W30-C3/articles', as('privat')), {
        params: Promise.resolve({ productNumber: 'TRB-SYN-5W30-C3' }),
      }),
    )
    const shown = JSON.stringify(list.body.data)
    expect(shown).not.toContain('"net"')
    expect(shown).toContain('"retail"')
    // The same article for a business customer: its net price list.
    const net = await json<{ priceInfo: { priceType: string; unitPriceCents: number } }>(
      await priceApi(makeRequest(`/api/product/price?articleNumber=${article.articleNumber}`, as('kunde'))),
    )
    expect(net.body.data.priceInfo.priceType).toBe('net')
    expect(net.body.data.priceInfo.unitPriceCents).not.toBe(article.recommendedRetailPriceCents)

    // The B2C cart: retail prices, the total includes VAT and states the VAT it contains.
    const cart = await json<B2CCart>(
      await b2cApi(
        makeRequest('/api/b2ccart/', {
          method: 'POST',
          body: { action: 'add', entries: [{ articleNumber: article.articleNumber, count: 2 }] },
          ...as('privat'),
        }),
      ),
    )
    expect(cart.status).toBe(200)
    const line = cart.body.data.entries.find((e) => e.articleNumber === article.articleNumber)!
    expect(line.price).toMatchObject({
      priceType: 'retail',
      unitPriceCents: article.recommendedRetailPriceCents,
      vatRate: 8.1,
    })
    const gross = cart.body.data.totalCents!
    expect(cart.body.data.vat).toMatchObject({
      pricesIncludeVat: true,
      grossCents: gross,
      vatCents: Math.floor((gross * 810 * 2 + 10810) / (2 * 10810)),
    })
    await b2cApi(
      makeRequest('/api/b2ccart/', {
        method: 'POST',
        body: { action: 'remove', itemKey: line.itemKey },
        ...as('privat'),
      }),
    )
  })

  it('refuses a customer without retailer mode (403), anonymous callers (401), bad bodies (400) and other sites (403), changing nothing', async () => {
    expect((await retailer({ enabled: true }, 'privat')).status).toBe(403)
    expect(
      (await payload.findByID({ collection: 'accounts', id: accounts.privat!.id, depth: 0 }))
        .retailerModeEnabled,
    ).toBe(false)
    expect((await retailer({ enabled: true })).status).toBe(401)
    const bad = await json(await retailer({ enabled: 'yes' }, 'kunde'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['enabled'])
    expect((await retailer({ enabled: true }, 'kunde', 'https://evil.example')).status).toBe(403)
    expect(
      (await payload.findByID({ collection: 'accounts', id: accounts.kunde!.id, depth: 0 }))
        .retailerModeEnabled,
    ).toBe(false)
  })
})

describe('GET /api/product/last-order-date', () => {
  it('answers the last date the shop user’s own customer ordered each product, null when never', async () => {
    const customer = accounts.kunde!.customer!
    const orders = (
      await payload.find({
        collection: 'orders',
        where: { customer: { equals: typeof customer === 'object' ? customer.id : customer } },
        sort: '-orderedAt',
        depth: 0,
        pagination: false,
      })
    ).docs as Order[]
    expect(orders.length).toBeGreaterThan(5)
    const newest = orders.find((o) => o.status !== 'cancelled')!
    const bought = newest.lines[0]!.product as number
    const expected = orders.find(
      (o) => o.status !== 'cancelled' && o.lines.some((l) => l.product === bought),
    )!.orderedAt
    const boughtIds = new Set(orders.flatMap((o) => o.lines.map((l) => l.product as number)))
    const never = (
      await payload.find({
        collection: 'products',
        where: { id: { not_in: [...boughtIds] } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!.id
    const res = await json<{ entries: { id: number; lastOrderDate: string | null }[] }>(
      await lastOrders(`ids[]=${bought}&ids[]=${never}`, 'kunde'),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.entries).toEqual([
      { id: bought, lastOrderDate: expected },
      { id: never, lastOrderDate: null },
    ])
  })

  it('is only for active shop users, and only with a non-empty id list', async () => {
    expect((await lastOrders('ids[]=1')).status).toBe(401)
    expect((await lastOrders('ids[]=1', 'privat')).status).toBe(403)
    const empty = await json(await lastOrders('', 'kunde'))
    expect(empty.status).toBe(400)
    expect(empty.body.messages?.[0]?.meta?.fields).toEqual(['ids'])
    expect((await lastOrders('ids[]=abc', 'kunde')).status).toBe(400)
  })
})

describe('server-rendered product list pages', () => {
  it('splits the first pages into pages of 12 with the same facets and total', async () => {
    const tenant = (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, depth: 0 })
    ).docs[0]!
    const line = (
      await payload.find({
        collection: 'product-lines',
        where: { and: [{ tenant: { equals: tenant.id } }, { parent: { exists: false } }] },
        sort: 'order',
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const t = (key: string) => key
    const pages = await listPages(tenant.id, 'de-ch', line.id, {}, 2, t)
    expect(pages).toHaveLength(2)
    expect(pages[0]!.products).toHaveLength(12)
    expect(pages[0]!.totalCount).toBeGreaterThan(24)
    expect(new Set([...pages[0]!.products, ...pages[1]!.products].map((p) => p.productNumber)).size).toBe(24)
    const filtered = await listPages(tenant.id, 'de-ch', line.id, { viscosity: ['5W-30'] }, 1, t)
    expect(filtered[0]!.products.every((p) => p.viscosity === '5W-30')).toBe(true)
    expect(JSON.stringify(pages)).not.toMatch(/priceInfo|unitPriceCents|packSize/)
  })
})
