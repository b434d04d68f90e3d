import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as historyApi } from '@/app/api/article-order-history/route'
import type { Account, OrderedArticle, Product } from '@/cms/payload-types'
import type { OrderedProduct } from '@/features/ordered-products/schemas'
import type { TableResults } from '@/features/table-lists/types'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }
type Results = TableResults<OrderedProduct>

let payload: Payload
let tenant: number
let tokens: Record<string, string>
let accounts: Record<string, Account>
const customerOf = (account: Account) =>
  typeof account.customer === 'object' ? account.customer!.id : account.customer!

const LOCAL = { context: { disableRevalidate: true } } as const

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
}, 300_000)

const history = async (query = '', user?: string, locale = 'de-ch') => {
  const res = await historyApi(
    makeRequest(`/api/article-order-history/${query ? `?${query}` : ''}`, {
      headers: { 'x-tribo-locale': locale },
      cookies: user ? { tribo_account: tokens[user]! } : {},
    }),
  )
  return { status: res.status, body: (await res.json()) as Envelope<{ results: Results }> }
}
const rowsOf = async (customer: number) =>
  (
    await payload.find({
      collection: 'ordered-articles',
      where: { customer: { equals: customer } },
      depth: 0,
      pagination: false,
    })
  ).docs as OrderedArticle[]

describe('ordered products: who may see them', () => {
  it('answers 401 to visitors and 403 to private customers and employees without a contact', async () => {
    expect((await history()).status).toBe(401)
    expect((await history('', 'privat')).status).toBe(403)
    expect((await history('', 'mitarbeiter')).status).toBe(403)
  })

  it('shows only the caller’s customer’s articles, never another customer’s', async () => {
    const kunde = await rowsOf(customerOf(accounts.kunde!))
    const alpin = await rowsOf(customerOf(accounts.alpin!))
    expect(kunde.length).toBeGreaterThan(3)
    expect(alpin.length).toBeGreaterThan(0)
    const res = await history('limit=100', 'kunde')
    expect(res.status).toBe(200)
    expect(res.body.data.results.pagination.total).toBe(kunde.length)
    expect(new Set(res.body.data.results.entries.map((e) => e.id))).toEqual(
      new Set(kunde.map((row) => row.id)),
    )
    const alpinOnly = alpin.filter((row) => !kunde.some((k) => k.articleNumber === row.articleNumber))
    if (alpinOnly.length) {
      const searched = await history(`search=${encodeURIComponent(alpinOnly[0]!.articleNumber)}`, 'kunde')
      expect(searched.body.data.results.entries).toEqual([])
    }
    const theirs = await history('limit=100', 'alpin')
    expect(new Set(theirs.body.data.results.entries.map((e) => e.id))).toEqual(
      new Set(alpin.map((row) => row.id)),
    )
  })
})

describe('GET /api/article-order-history/ (a table list with listSortSelectField)', () => {
  it('answers the table with the sort select, last ordered first by default, with product, last order link and price', async () => {
    const res = await history('', 'kunde')
    expect(res.status).toBe(200)
    const results = res.body.data.results
    expect(results.listSortSelectField).toEqual({
      label: 'Sortieren nach',
      value: 'lastOrderedAt.desc',
      options: [
        { value: 'lastOrderedAt.desc', label: 'Zuletzt bestellt' },
        { value: 'orderCount.desc', label: 'Am häufigsten bestellt' },
        { value: 'totalQuantity.desc', label: 'Grösste Menge' },
        { value: 'articleNumber.asc', label: 'Artikelnummer' },
      ],
    })
    expect(results.tableSortColumns).toEqual(
      expect.arrayContaining(['lastOrderedAt', 'orderCount', 'totalQuantity', 'articleNumber']),
    )
    expect(results.tableSortOrder).toEqual({ column: null, order: null })
    expect(results.datepicker).toMatchObject({ name: 'lastOrderedAt', from: null, to: null })
    expect(results.search).toEqual({ label: 'Artikelnummer oder Produkt', value: '' })
    const dates = results.entries.map((e) => e.lastOrderedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const [first] = results.entries
    expect(first).toMatchObject({
      orderable: true,
      url: `/de-ch/p/${first!.productNumber}`,
      lastOrderUrl: `/de-ch/konto/bestellungen/${first!.lastOrderNumber}`,
    })
    expect(first!.title.length).toBeGreaterThan(0)
    expect(first!.packLabel).toEqual(expect.any(String))
    expect(first!.unitPriceCents).toEqual(expect.any(Number))
    expect(first!.orderCount).toBeGreaterThanOrEqual(1)
  })

  it('sorts by each option of the select in the database', async () => {
    const all = await rowsOf(customerOf(accounts.kunde!))
    const cases: [string, (e: OrderedProduct) => number | string, 'asc' | 'desc'][] = [
      ['sort=orderCount&order=desc', (e) => e.orderCount, 'desc'],
      ['sort=totalQuantity&order=desc', (e) => e.totalQuantity, 'desc'],
      ['sort=articleNumber&order=asc', (e) => e.articleNumber, 'asc'],
      ['sort=lastOrderedAt&order=asc', (e) => e.lastOrderedAt, 'asc'],
    ]
    for (const [query, key, order] of cases) {
      const res = await history(`${query}&limit=100`, 'kunde')
      expect(res.status, query).toBe(200)
      const values = res.body.data.results.entries.map(key)
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      expect(values, query).toEqual(order === 'asc' ? sorted : sorted.reverse())
      expect(values).toHaveLength(all.length)
    }
    expect(
      (await history('sort=orderCount&order=desc', 'kunde')).body.data.results.listSortSelectField?.value,
    ).toBe('orderCount.desc')
    expect(
      (await history('sort=orderCount&order=asc', 'kunde')).body.data.results.listSortSelectField?.value,
    ).toBe('')
  })

  it('searches article numbers and product names, and narrows by the date of the last order', async () => {
    const all = (await history('limit=100', 'kunde')).body.data.results.entries
    const target = all[all.length - 1]!
    const byNumber = await history(
      `search=${encodeURIComponent(target.articleNumber.toLowerCase())}`,
      'kunde',
    )
    expect(byNumber.body.data.results.entries.map((e) => e.articleNumber)).toContain(target.articleNumber)
    expect(
      byNumber.body.data.results.entries.every((e) =>
        e.articleNumber.toLowerCase().includes(target.articleNumber.toLowerCase()),
      ),
    ).toBe(true)
    expect(byNumber.body.data.results.search?.value).toBe(target.articleNumber.toLowerCase())

    const word = target.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!
    const byName = await history(`search=${encodeURIComponent(word)}&limit=100`, 'kunde')
    expect(byName.body.data.results.entries.map((e) => e.id)).toContain(target.id)
    expect(byName.body.data.results.pagination.total).toBeLessThanOrEqual(all.length)
    expect((await history('search=keinsolchesprodukt', 'kunde')).body.data.results.pagination.total).toBe(0)

    const swissDay = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' })
    const day = swissDay(target.lastOrderedAt)
    const onDay = await history(`dateFrom=${day}&dateTo=${day}&limit=100`, 'kunde')
    expect(onDay.body.data.results.entries.map((e) => e.id)).toContain(target.id)
    expect(onDay.body.data.results.entries.every((e) => swissDay(e.lastOrderedAt) === day)).toBe(true)
    expect(onDay.body.data.results.pagination.total).toBe(
      all.filter((e) => swissDay(e.lastOrderedAt) === day).length,
    )
    expect(onDay.body.data.results.datepicker).toMatchObject({ from: day, to: day })
    const before = await history(`dateTo=${day}&limit=100`, 'kunde')
    expect(before.body.data.results.pagination.total).toBe(
      all.filter((e) => swissDay(e.lastOrderedAt) <= day).length,
    )
    expect((await history('dateFrom=2999-01-01', 'kunde')).body.data.results.pagination.total).toBe(0)
  })

  it('pages in the database: limit with page or offset, and a page past the end is empty', async () => {
    const total = (await history('', 'kunde')).body.data.results.pagination.total
    const all = (await history('limit=100&sort=articleNumber&order=asc', 'kunde')).body.data.results.entries
    const page2 = await history('limit=2&page=2&sort=articleNumber&order=asc', 'kunde')
    expect(page2.body.data.results.pagination).toEqual({
      limit: 2,
      offset: 2,
      page: 2,
      pages: Math.ceil(total / 2),
      total,
    })
    expect(page2.body.data.results.entries.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id))
    const last = await history(`limit=1&offset=${total - 1}&sort=articleNumber&order=asc`, 'kunde')
    expect(last.body.data.results.entries.map((e) => e.id)).toEqual([all[total - 1]!.id])
    const past = await history(`limit=20&offset=${Math.ceil(total / 20) * 20 + 20}`, 'kunde')
    expect(past.status).toBe(200)
    expect(past.body.data.results.entries).toEqual([])
    expect(past.body.data.results.pagination.total).toBe(total)
  })

  it('answers a 400 naming the bad parameter', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['page=0', 'page'],
      ['sort=price', 'sort'],
      ['sort=orderCount&order=up', 'order'],
      ['dateFrom=2026-13-01', 'dateFrom'],
      ['dateFrom=2026-05-02&dateTo=2026-05-01', 'dateTo'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['filters[status][]=open', 'filters[status]'],
    ]
    for (const [query, parameter] of cases) {
      const res = await history(query, 'kunde')
      expect(res.status, query).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields, query).toEqual([parameter])
      expect(res.body.messages?.[0]?.message, query).toBe(`Der Wert für «${parameter}» ist ungültig.`)
    }
  })
})

describe('ordered-articles upkeep by the orders’ hooks', () => {
  it('a new order adds its lines: the count, the quantity and the last order move; a new article gets a row', async () => {
    const customer = customerOf(accounts.kunde!)
    const before = await rowsOf(customer)
    const known = before[0]!
    const known0 = (
      await history(`search=${encodeURIComponent(known.articleNumber)}`, 'kunde')
    ).body.data.results.entries.find((e) => e.articleNumber === known.articleNumber)!
    const fresh = (
      await payload.find({
        collection: 'articles',
        where: {
          and: [
            { tenant: { equals: tenant } },
            { disabled: { not_equals: true } },
            { articleNumber: { not_in: before.map((row) => row.articleNumber) } },
          ],
        },
        depth: 1,
        limit: 1,
      })
    ).docs[0]!
    const orderNumber = `IT-${Date.now()}`
    const orderedAt = new Date().toISOString()
    await payload.create({
      collection: 'orders',
      data: {
        tenant,
        orderNumber,
        orderedAt,
        status: 'open',
        customer,
        account: accounts.kunde!.id,
        lines: [
          {
            product: typeof known.product === 'object' ? known.product.id : known.product,
            articleNumber: known.articleNumber,
            quantity: 4,
            unitPriceCents: 1000,
          },
          {
            product: (fresh.product as Product).id,
            articleNumber: fresh.articleNumber,
            quantity: 6,
            unitPriceCents: 2000,
          },
        ],
        totalCents: 4 * 1000 + 6 * 2000,
      },
      ...LOCAL,
    })
    const res = await history('limit=100', 'kunde')
    const row = res.body.data.results.entries.find((e) => e.articleNumber === known.articleNumber)!
    expect(row).toMatchObject({
      orderCount: known0.orderCount + 1,
      totalQuantity: known0.totalQuantity + 4,
      lastOrderNumber: orderNumber,
      lastOrderUrl: `/de-ch/konto/bestellungen/${orderNumber}`,
    })
    expect(res.body.data.results.pagination.total).toBe(before.length + 1)
    expect(res.body.data.results.entries[0]!.lastOrderNumber).toBe(orderNumber)
    expect(res.body.data.results.entries.find((e) => e.articleNumber === fresh.articleNumber)).toMatchObject({
      orderCount: 1,
      totalQuantity: 6,
      lastOrderNumber: orderNumber,
    })
    // Another customer's rows did not move.
    const alpin = await history('limit=100', 'alpin')
    expect(alpin.body.data.results.entries.map((e) => e.lastOrderNumber)).not.toContain(orderNumber)
  })

  it('orders of one customer placed at the same moment all count: no lost update, no deadlock', async () => {
    const customer = customerOf(accounts.einkauf ?? accounts.kunde!)
    const [a, b] = (await rowsOf(customer)).slice(0, 2)
    const productOf = (row: OrderedArticle) =>
      typeof row.product === 'object' ? row.product.id : row.product
    const ORDERS = 6
    await Promise.all(
      Array.from({ length: ORDERS }, (_, i) => {
        // Half the orders list the articles the other way round: without one lock order the rows deadlock.
        const lines = [
          { product: productOf(a!), articleNumber: a!.articleNumber, quantity: 1, unitPriceCents: 1000 },
          { product: productOf(b!), articleNumber: b!.articleNumber, quantity: 2, unitPriceCents: 1000 },
        ]
        return payload.create({
          collection: 'orders',
          data: {
            tenant,
            orderNumber: `IT-PAR-${Date.now()}-${i}`,
            orderedAt: new Date().toISOString(),
            status: 'open',
            customer,
            account: accounts.kunde!.id,
            lines: i % 2 ? lines.reverse() : lines,
            totalCents: 3000,
          },
          ...LOCAL,
        })
      }),
    )
    const after = await rowsOf(customer)
    expect(after.find((row) => row.articleNumber === a!.articleNumber)).toMatchObject({
      orderCount: a!.orderCount + ORDERS,
      totalQuantity: a!.totalQuantity + ORDERS,
    })
    expect(after.find((row) => row.articleNumber === b!.articleNumber)).toMatchObject({
      orderCount: b!.orderCount + ORDERS,
      totalQuantity: b!.totalQuantity + 2 * ORDERS,
    })
  })
})
