import type { Payload, Where } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE as emptyCartApi, GET as cartApi } from '@/app/api/b2bcart/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { GET as detailApi } from '@/app/api/orders/[orderNumber]/route'
import { POST as reorderApi } from '@/app/api/orders/[orderNumber]/reorder/route'
import { GET as exportApi } from '@/app/api/orders/export/route'
import { GET as listApi } from '@/app/api/orders/route'
import { recomputeOrderedArticles } from '@/cms/hooks/ordered-articles'
import type { Account, Article, Contact, Order, OrderedArticle } from '@/cms/payload-types'
import { seed } from '@/cms/seed'
import { ORDER_HISTORY } from '@/cms/seed/order-history-plan'
import type { B2BCart } from '@/features/carts/schemas'
import type { OrderDetail, OrderEntry, ReorderResult } from '@/features/orders/schemas'
import type { TableResults } from '@/features/table-lists/types'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { type?: string; message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tokens: Record<string, string>
let accounts: Record<string, Account>
let customers: Record<'kunde' | 'alpin', number>

beforeAll(async () => {
  payload = await getTestPayload()
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  const idOf = (account: Account) =>
    typeof account.customer === 'object' ? account.customer!.id : account.customer!
  customers = { kunde: idOf(accounts.kunde!), alpin: idOf(accounts.alpin!) }
}, 300_000)

const ORIGIN = 'http://localhost:3000'
const as = (user?: string, locale = 'de-ch', origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': locale, origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (orderNumber: string) => ({ params: Promise.resolve({ orderNumber }) })

const list = async (query: string, user: string = 'kunde') =>
  json<{ results: TableResults<OrderEntry> }>(await listApi(makeRequest(`/api/orders/?${query}`, as(user))))
const detail = async (orderNumber: string, user: string = 'kunde', locale = 'de-ch') =>
  json<{ order: OrderDetail }>(
    await detailApi(makeRequest(`/api/orders/${orderNumber}`, as(user, locale)), params(orderNumber)),
  )
const reorder = async (orderNumber: string, body: unknown, user: string = 'alpin', origin = ORIGIN) =>
  json<ReorderResult>(
    await reorderApi(
      makeRequest(`/api/orders/${orderNumber}/reorder`, {
        method: 'POST',
        body,
        ...as(user, 'de-ch', origin),
      }),
      params(orderNumber),
    ),
  )
const exportCsv = (query: string, user: string = 'kunde') =>
  exportApi(makeRequest(`/api/orders/export?${query}`, as(user)))
const cartOf = async (user: string) =>
  (await json<B2BCart>(await cartApi(makeRequest('/api/b2bcart/', as(user))))).body.data
const emptyCart = (user: string) =>
  emptyCartApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))

const count = async (user: 'kunde' | 'alpin', where: Where[] = []) =>
  (
    await payload.count({
      collection: 'orders',
      where: { and: [{ customer: { equals: customers[user] } }, ...where] },
    })
  ).totalDocs
const ownOrders = async (user: 'kunde' | 'alpin') =>
  (
    await payload.find({
      collection: 'orders',
      where: { customer: { equals: customers[user] } },
      depth: 0,
      pagination: false,
      select: { orderNumber: true },
    })
  ).docs.map((o) => o.orderNumber)
const NOT_FOUND = 'Bestellung wurde nicht gefunden.'

describe('seeded order history', () => {
  it('has two years of orders per demo customer besides the 22 hand-made ones, and a second seed creates nothing', async () => {
    expect(await count('kunde', [{ orderNumber: { like: '451' } }])).toBe(ORDER_HISTORY[0]!.orders)
    expect(await count('alpin', [{ orderNumber: { like: '452' } }])).toBe(ORDER_HISTORY[1]!.orders)
    expect(
      await count('kunde', [
        { orderNumber: { in: Array.from({ length: 14 }, (_, n) => String(4500012001 + n)) } },
      ]),
    ).toBe(14)
    const statuses = new Set(
      (
        await payload.find({
          collection: 'orders',
          where: { customer: { equals: customers.alpin } },
          pagination: false,
          depth: 0,
          select: { status: true },
        })
      ).docs.map((o) => o.status),
    )
    // Transporte Alpin's history, and the order of its buyer that awaits approval (the approvals seed).
    expect([...statuses].sort()).toEqual([
      'awaitingApproval',
      'cancelled',
      'completed',
      'inProcess',
      'open',
      'shipped',
    ])
    const again = await seed(payload)
    expect(again.created.orders ?? 0).toBe(0)
    expect(again.created['ordered-articles'] ?? 0).toBe(0)
    expect(again.updated['ordered-articles'] ?? 0).toBe(0)
    expect(again.existing['ordered-articles']).toBeGreaterThan(20)
    expect(again.totals.orders).toBe((await payload.count({ collection: 'orders' })).totalDocs)
    // The order documents of the history (confirmations, delivery notes, invoices) are found again, none written twice.
    expect(again.created['order-documents'] ?? 0).toBe(0)
    // Per demo customer the 12 newest completed orders (confirmation, delivery note, invoice) and the 4 newest shipped ones (no invoice).
    expect(again.existing['order-documents']).toBe(2 * (12 * 3 + 4 * 2))
    expect(again.totals['order-documents']).toBe(
      (await payload.count({ collection: 'order-documents' })).totalDocs,
    )
  }, 120_000)

  it('keeps ordered-articles exactly as the order hooks compute them', async () => {
    const before = (
      await payload.find({
        collection: 'ordered-articles',
        where: { customer: { equals: customers.alpin } },
        depth: 0,
        pagination: false,
        sort: 'articleNumber',
      })
    ).docs as OrderedArticle[]
    expect(before.length).toBeGreaterThan(10)
    const tenant = typeof before[0]!.tenant === 'object' ? before[0]!.tenant!.id : before[0]!.tenant!
    const req = await createLocalReq({}, payload)
    await recomputeOrderedArticles(
      req,
      tenant,
      customers.alpin,
      before.map((row) => row.articleNumber),
    )
    const after = (
      await payload.find({
        collection: 'ordered-articles',
        where: { customer: { equals: customers.alpin } },
        depth: 0,
        pagination: false,
        sort: 'articleNumber',
      })
    ).docs as OrderedArticle[]
    const shape = (row: OrderedArticle) => ({
      articleNumber: row.articleNumber,
      product: row.product,
      orderCount: row.orderCount,
      totalQuantity: row.totalQuantity,
      first: new Date(row.firstOrderedAt).toISOString(),
      last: new Date(row.lastOrderedAt).toISOString(),
      lastOrderNumber: row.lastOrderNumber,
      lastUnitPriceCents: row.lastUnitPriceCents,
    })
    expect(after.map(shape)).toEqual(before.map(shape))
  }, 60_000)
})

describe('line count kept on the order (the list reads it instead of the lines)', () => {
  it('equals the number of lines of every seeded order', async () => {
    const { docs } = await payload.find({
      collection: 'orders',
      depth: 0,
      pagination: false,
      select: { lineCount: true, lines: { id: true } },
    })
    expect(docs.length).toBeGreaterThan(1000)
    expect(docs.filter((order) => order.lineCount !== order.lines.length)).toEqual([])
  }, 60_000)

  it('follows the lines on create and on updates with and without lines', async () => {
    const source = (
      await payload.find({
        collection: 'orders',
        where: { customer: { equals: customers.alpin } },
        depth: 0,
        limit: 1,
      })
    ).docs[0]!
    const line = {
      product: source.lines[0]!.product,
      articleNumber: source.lines[0]!.articleNumber,
      quantity: 1,
      unitPriceCents: 100,
    }
    const created = await payload.create({
      collection: 'orders',
      data: {
        tenant: source.tenant,
        customer: source.customer,
        orderNumber: 'LC-TEST-1',
        orderedAt: new Date().toISOString(),
        status: 'open',
        lines: [line, line, line],
        totalCents: 300,
        lineCount: 99,
      },
    })
    try {
      expect(created.lineCount).toBe(3)
      const fewer = await payload.update({ collection: 'orders', id: created.id, data: { lines: [line] } })
      expect(fewer.lineCount).toBe(1)
      const statusOnly = await payload.update({
        collection: 'orders',
        id: created.id,
        data: { status: 'shipped' },
      })
      expect(statusOnly.lineCount).toBe(1)
    } finally {
      await payload.delete({ collection: 'orders', id: created.id })
    }
  })
})

describe('GET /api/orders/: who may see what', () => {
  it('answers 401 to visitors, 403 to private customers and to employees without a contact', async () => {
    expect((await listApi(makeRequest('/api/orders/', as()))).status).toBe(401)
    expect((await list('', 'privat')).status).toBe(403)
    expect((await list('', 'mitarbeiter')).status).toBe(403)
  })

  it('lists only the caller’s customer’s orders, newest first', async () => {
    const res = await list('')
    expect(res.status).toBe(200)
    const { entries, pagination, tableSortOrder } = res.body.data.results
    expect(pagination).toEqual({
      limit: 20,
      offset: 0,
      page: 1,
      pages: Math.ceil((await count('kunde')) / 20),
      total: await count('kunde'),
    })
    expect(tableSortOrder).toEqual({ column: null, order: null })
    expect(entries).toHaveLength(20)
    const dates = entries.map((e) => e.orderedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const own = new Set(await ownOrders('kunde'))
    expect(entries.every((e) => own.has(e.orderNumber))).toBe(true)
    expect(entries[0]!.url).toBe(`/de-ch/konto/bestellungen/${entries[0]!.orderNumber}`)
    const alpin = await list('limit=100', 'alpin')
    expect(alpin.body.data.results.pagination.total).toBe(await count('alpin'))
    expect(alpin.body.data.results.entries.some((e) => own.has(e.orderNumber))).toBe(false)
  })

  it('shows an employee acting for a contact that contact’s customer’s orders only', async () => {
    const hans = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100200-01' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    expect(
      (
        await selectApi(
          makeRequest('/api/contact/select', {
            method: 'POST',
            body: { id: String(hans.id), contactId: hans.contactId },
            ...as('mitarbeiter' as DemoAccount),
          }),
        )
      ).status,
    ).toBe(200)
    try {
      const res = await list('limit=100', 'mitarbeiter')
      expect(res.status).toBe(200)
      expect(res.body.data.results.pagination.total).toBe(await count('kunde'))
      const alpin = new Set(await ownOrders('alpin'))
      expect(res.body.data.results.entries.some((e) => alpin.has(e.orderNumber))).toBe(false)
      expect((await detail('4500013001', 'mitarbeiter')).status).toBe(404)
      expect((await detail('4500012001', 'mitarbeiter')).status).toBe(200)
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
  })
})

describe('GET /api/orders/: filters, date range and search', () => {
  it('filters by one or several states, and by who placed the order', async () => {
    const cancelled = await list('filters[status][]=cancelled&limit=100')
    expect(cancelled.body.data.results.pagination.total).toBe(
      await count('kunde', [{ status: { equals: 'cancelled' } }]),
    )
    expect(
      cancelled.body.data.results.entries.every(
        (e) => e.status === 'cancelled' && e.statusLabel === 'Storniert',
      ),
    ).toBe(true)
    const open = await list('filters[status][]=open&filters[status][]=inProcess&limit=100')
    expect(open.body.data.results.pagination.total).toBe(
      await count('kunde', [{ status: { in: ['open', 'inProcess'] } }]),
    )
    expect(new Set(open.body.data.results.entries.map((e) => e.status))).toEqual(
      new Set(['open', 'inProcess']),
    )
    expect(open.body.data.results.tableFilterFields.find((f) => f.name === 'status')!.value).toEqual([
      'open',
      'inProcess',
    ])
    const byEmployee = await list('filters[placedBy][]=employee&limit=100')
    expect(byEmployee.body.data.results.pagination.total).toBe(
      await count('kunde', [{ placedBy: { exists: true } }]),
    )
    expect(byEmployee.body.data.results.pagination.total).toBeGreaterThan(0)
    expect(byEmployee.body.data.results.entries.every((e) => e.placedBy && e.placedBy.length > 0)).toBe(true)
    const byCustomer = await list('filters[placedBy][]=customer')
    expect(
      byCustomer.body.data.results.pagination.total + byEmployee.body.data.results.pagination.total,
    ).toBe(await count('kunde'))
  })

  it('narrows to Swiss calendar days, both ends included', async () => {
    // 22:59:59 UTC on 14 January is still the 14th in Zurich; 23:00 UTC is already the 15th.
    const product = (await payload.find({ collection: 'products', limit: 1, depth: 0 })).docs[0]!
    const tenant =
      typeof accounts.alpin!.tenant === 'object' ? accounts.alpin!.tenant!.id : accounts.alpin!.tenant!
    const line = { product: product.id, articleNumber: 'EDGE-1', quantity: 1, unitPriceCents: 100 }
    for (const [orderNumber, orderedAt] of [
      ['EDGE-LATE-14', '2025-01-14T22:59:59.000Z'],
      ['EDGE-EARLY-15', '2025-01-14T23:00:00.000Z'],
    ])
      await payload.create({
        collection: 'orders',
        data: {
          tenant,
          orderNumber,
          orderedAt,
          status: 'completed',
          customer: customers.alpin,
          lines: [line],
          totalCents: 100,
        },
      })
    const numbers = async (query: string) =>
      (await list(`search=EDGE&${query}`, 'alpin')).body.data.results.entries.map((e) => e.orderNumber).sort()
    expect(await numbers('')).toEqual(['EDGE-EARLY-15', 'EDGE-LATE-14'])
    expect(await numbers('dateFrom=2025-01-15&dateTo=2025-01-15')).toEqual(['EDGE-EARLY-15'])
    expect(await numbers('dateFrom=2025-01-14&dateTo=2025-01-14')).toEqual(['EDGE-LATE-14'])
    expect(await numbers('dateTo=2025-01-14')).toEqual(['EDGE-LATE-14'])
    expect(await numbers('dateFrom=2025-01-15')).toEqual(['EDGE-EARLY-15'])
    expect(await numbers('dateFrom=2025-01-16')).toEqual([])
    const range = await list('dateFrom=2025-03-01&dateTo=2025-03-31&limit=100')
    const total = await count('kunde', [
      { orderedAt: { greater_than_equal: '2025-02-28T23:00:00.000Z' } },
      { orderedAt: { less_than: '2025-03-31T22:00:00.000Z' } },
    ])
    expect(range.body.data.results.pagination.total).toBe(total)
    expect(range.body.data.results.datepicker).toMatchObject({
      name: 'orderedAt',
      from: '2025-03-01',
      to: '2025-03-31',
    })
  })

  it('searches order numbers and the customer’s purchase-order numbers (case does not matter)', async () => {
    const byNumber = await list('search=4500012001')
    expect(byNumber.body.data.results.entries.map((e) => e.orderNumber)).toEqual(['4500012001'])
    const po = (
      await payload.find({
        collection: 'orders',
        where: {
          and: [{ customer: { equals: customers.kunde } }, { purchaseOrderNumber: { exists: true } }],
        },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Order
    const byPo = await list(`search=${encodeURIComponent(po.purchaseOrderNumber!.toLowerCase())}&limit=100`)
    expect(byPo.body.data.results.entries.map((e) => e.orderNumber)).toContain(po.orderNumber)
    expect(
      byPo.body.data.results.entries.every(
        (e) =>
          e.purchaseOrderNumber!.toLowerCase().includes(po.purchaseOrderNumber!.toLowerCase()) ||
          e.orderNumber.includes(po.purchaseOrderNumber!),
      ),
    ).toBe(true)
    expect((await list('search=nothing-like-this')).body.data.results.pagination.total).toBe(0)
    // Another customer's order number finds nothing.
    expect((await list('search=4500013001')).body.data.results.pagination.total).toBe(0)
  })
})

describe('GET /api/orders/: sorting and pages', () => {
  const columns = [
    'orderNumber',
    'orderedAt',
    'status',
    'purchaseOrderNumber',
    'totalCents',
    'grossTotalCents',
  ] as const
  const inOrder = (values: (string | number)[], order: 'asc' | 'desc') =>
    values.every((v, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v))

  for (const column of columns)
    for (const order of ['asc', 'desc'] as const)
      it(`sorts by ${column} ${order} in the database`, async () => {
        // Purchase-order numbers: only orders that have one (databases put the empty ones first or last).
        const narrowed = column === 'purchaseOrderNumber'
        const res = await list(
          `sort=${column}&order=${order}&limit=100&page=3${narrowed ? '&search=GM-' : ''}`,
        )
        expect(res.status).toBe(200)
        expect(res.body.data.results.tableSortOrder).toEqual({ column, order })
        const values = res.body.data.results.entries
          .map((e) => e[column])
          .filter((v): v is string | number => v != null)
        expect(values.length).toBeGreaterThan(0)
        expect(inOrder(values, order)).toBe(true)
        // The whole list in this order: page 3 is rows 201–300 of it.
        const field = column
        const all = (
          await payload.find({
            collection: 'orders',
            where: {
              and: [
                { customer: { equals: customers.kunde } },
                ...(narrowed ? [{ purchaseOrderNumber: { contains: 'GM-' } }] : []),
              ],
            },
            sort: [`${order === 'desc' ? '-' : ''}${field}`, '-id'],
            limit: 100,
            page: 3,
            depth: 0,
            select: { orderNumber: true },
          })
        ).docs
        expect(res.body.data.results.entries.map((e) => e.orderNumber)).toEqual(all.map((o) => o.orderNumber))
      })

  it('without a sort column lists the newest first (sorting cycles back to none)', async () => {
    const res = await list('sort=&order=')
    expect(res.body.data.results.tableSortOrder).toEqual({ column: null, order: null })
    const dates = res.body.data.results.entries.map((e) => e.orderedAt)
    expect(inOrder(dates, 'desc')).toBe(true)
  })

  it('pages: the last page holds the rest, beyond the end is empty, an offset between page starts is refused', async () => {
    const total = await count('kunde')
    const pages = Math.ceil(total / 100)
    const last = await list(`limit=100&page=${pages}`)
    expect(last.body.data.results.entries).toHaveLength(total - (pages - 1) * 100)
    expect(last.body.data.results.pagination).toEqual({
      limit: 100,
      offset: (pages - 1) * 100,
      page: pages,
      pages,
      total,
    })
    const beyond = await list(`limit=20&offset=${Math.ceil(total / 20) * 20 + 40}`)
    expect(beyond.status).toBe(200)
    expect(beyond.body.data.results.entries).toEqual([])
    expect(beyond.body.data.results.pagination.total).toBe(total)
    const first = (await list('limit=30')).body.data.results.entries.map((e) => e.orderNumber)
    const second = (await list('limit=10&offset=10')).body.data.results.entries.map((e) => e.orderNumber)
    expect(second).toEqual(first.slice(10, 20))
    expect((await list('limit=20&offset=7')).status).toBe(400)
    expect((await list('limit=100')).body.data.results.entries).toHaveLength(100)
  })

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, parameter] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['offset=-1', 'offset'],
      ['sort=customer', 'sort'],
      ['sort=orderedAt&order=up', 'order'],
      ['filters[status][]=lost', 'filters[status]'],
      ['filters[customer][]=100300', 'filters[customer]'],
      ['filters[placedBy][]=employee&filters[placedBy][]=customer', 'filters[placedBy]'],
      ['dateFrom=2025-02-30', 'dateFrom'],
      ['dateFrom=2025-03-02&dateTo=2025-03-01', 'dateTo'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ]) {
      const res = await list(query!)
      expect(res.status, query).toBe(400)
      expect(res.body.messages![0]!.meta!.fields).toEqual([parameter])
      expect(res.body.messages![0]!.message).toContain(parameter)
    }
  })
})

describe('GET /api/orders/{orderNumber}', () => {
  it('shows header, addresses and lines as ordered, in the caller’s language', async () => {
    const order = (
      await payload.find({
        collection: 'orders',
        where: {
          and: [
            { customer: { equals: customers.kunde } },
            { purchaseOrderNumber: { exists: true } },
            { 'shipTo.street': { exists: true } },
          ],
        },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Order
    const res = await detail(order.orderNumber)
    expect(res.status).toBe(200)
    const shown = res.body.data.order
    expect(shown).toMatchObject({
      orderNumber: order.orderNumber,
      status: order.status,
      purchaseOrderNumber: order.purchaseOrderNumber,
      totalCents: order.totalCents,
      canReorder: true,
    })
    expect(shown.shipTo!.street).toBe(order.shipTo!.street)
    expect(shown.shipTo!.companyName[0]).toBe('Garage Muster AG')
    expect(shown.lines.map((l) => [l.articleNumber, l.quantity, l.unitPriceCents, l.totalCents])).toEqual(
      order.lines.map((l) => [l.articleNumber, l.quantity, l.unitPriceCents, l.quantity * l.unitPriceCents]),
    )
    expect(shown.lines.every((l) => l.product.url?.startsWith('/de-ch/'))).toBe(true)
    // The VAT stored with the order: net, per rate, and the total including VAT.
    expect(shown.vat).toEqual({
      pricesIncludeVat: false,
      rates: order.vatBreakdown,
      netCents: order.totalCents,
      vatCents: order.vatCents,
      grossCents: order.grossTotalCents,
    })
    expect(order.grossTotalCents).toBe(order.totalCents + order.vatCents!)
    expect(shown.lines.every((l) => l.vatRate === 8.1)).toBe(true)
    const productId = order.lines[0]!.product as number
    const product = await payload.findByID({ collection: 'products', id: productId, locale: 'fr', depth: 0 })
    const fr = await detail(order.orderNumber, 'kunde', 'fr-ch')
    expect(fr.body.data.order.lines[0]!.product.title).toBe(product.name)
    expect(fr.body.data.order.statusLabel).not.toBe(shown.statusLabel)
  })

  it('answers 404 "Bestellung wurde nicht gefunden." for unknown and other customers’ orders', async () => {
    for (const [number, user] of [
      ['4500012001', 'alpin'],
      ['4510000001', 'alpin'],
      ['4500013001', 'kunde'],
      ['9999999999', 'kunde'],
      ['..%2F..%2Fetc', 'kunde'],
    ]) {
      const res = await detail(number!, user)
      expect(res.status, number).toBe(404)
      expect(res.body.messages![0]!.message).toBe(NOT_FOUND)
    }
    expect((await detail('4500012001', 'privat')).status).toBe(403)
  })

  it('flags lines that can no longer be ordered', async () => {
    const newest = String(ORDER_HISTORY[1]!.firstNumber + ORDER_HISTORY[1]!.orders - 1)
    const res = await detail(newest, 'alpin')
    expect(res.status).toBe(200)
    const flagged = res.body.data.order.lines.filter((l) => l.notReorderableReason)
    expect(flagged.length).toBeGreaterThan(0)
    for (const line of flagged) {
      const article = (
        await payload.find({
          collection: 'articles',
          where: { articleNumber: { equals: line.articleNumber } },
          limit: 1,
          depth: 1,
        })
      ).docs[0] as Article | undefined
      const fleet = (article?.prices ?? []).some(
        (p) => typeof p.priceList === 'object' && p.priceList.code === 'PL-FLEET' && (p.scales ?? []).length,
      )
      expect(!article || article.disabled || !fleet).toBe(true)
    }
  })
})

describe('POST /api/orders/{orderNumber}/reorder', () => {
  const newest = () => String(ORDER_HISTORY[1]!.firstNumber + ORDER_HISTORY[1]!.orders - 1)

  it('puts the orderable lines into the cart, names the others, and answers the new count', async () => {
    await emptyCart('alpin')
    const order = (await detail(newest(), 'alpin')).body.data.order
    const orderable = order.lines.filter((l) => !l.notReorderableReason)
    const res = await reorder(newest(), {})
    expect(res.status).toBe(200)
    expect(res.body.data.added.map((l) => l.articleNumber)).toEqual(orderable.map((l) => l.articleNumber))
    expect(res.body.data.skipped.map((l) => [l.articleNumber, l.reason])).toEqual(
      order.lines.filter((l) => l.notReorderableReason).map((l) => [l.articleNumber, l.notReorderableReason]),
    )
    expect(res.body.data.skipped[0]!.message).toContain(res.body.data.skipped[0]!.articleNumber)
    expect(res.body.data.count).toBe(orderable.length)
    const cart = await cartOf('alpin')
    expect(cart.entries.map((e) => [e.articleNumber, e.count]).sort()).toEqual(
      orderable.map((l) => [l.articleNumber, l.quantity]).sort(),
    )
    // Again: the counts add up.
    const again = await reorder(newest(), { lines: [orderable[0]!.id] })
    expect(again.body.data.added).toEqual([
      {
        lineId: orderable[0]!.id,
        articleNumber: orderable[0]!.articleNumber,
        quantity: orderable[0]!.quantity,
      },
    ])
    expect(
      (await cartOf('alpin')).entries.find((e) => e.articleNumber === orderable[0]!.articleNumber)!.count,
    ).toBe(orderable[0]!.quantity * 2)
    await emptyCart('alpin')
  })

  it('adds nothing when only not-orderable lines are chosen', async () => {
    await emptyCart('alpin')
    const order = (await detail(newest(), 'alpin')).body.data.order
    const gone = order.lines.find((l) => l.notReorderableReason)!
    const res = await reorder(newest(), { lines: [gone.id] })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ added: [], count: 0 })
    expect(res.body.data.skipped.map((l) => l.lineId)).toEqual([gone.id])
    expect((await cartOf('alpin')).entries).toEqual([])
  })

  it('refuses foreign and unknown orders, unknown lines, bad bodies, other sites and non-shop users — the cart stays as it was', async () => {
    await emptyCart('alpin')
    for (const number of ['4500012001', '4510000005', '123']) {
      const res = await reorder(number, {})
      expect(res.status).toBe(404)
      expect(res.body.messages![0]!.message).toBe(NOT_FOUND)
    }
    const unknown = await reorder(newest(), { lines: ['no-such-line'] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.messages![0]!.meta!.fields).toEqual(['lines.0'])
    expect((await reorder(newest(), { lines: 'all' })).status).toBe(400)
    expect((await reorder(newest(), { lines: [], extra: 1 })).status).toBe(400)
    expect((await reorder(newest(), {}, 'alpin', 'https://evil.example')).status).toBe(403)
    expect((await reorder(newest(), {}, 'privat')).status).toBe(403)
    expect(
      (
        await reorderApi(
          makeRequest(`/api/orders/${newest()}/reorder`, { method: 'POST', body: {}, ...as() }),
          params(newest()),
        )
      ).status,
    ).toBe(401)
    expect((await cartOf('alpin')).entries).toEqual([])
  })
})

describe('GET /api/orders/export (CSV)', () => {
  it('downloads the whole selection as UTF-8 CSV with BOM, ; separated, German headers, in the list’s order', async () => {
    const res = await exportCsv('filters[status][]=cancelled&sort=orderNumber&order=asc&limit=5&offset=10')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bestellungen-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const rows = text.trimEnd().split('\r\n')
    expect(rows[0]).toBe(
      'Bestellnummer;Bestelldatum;Status;Ihre Bestellnummer;Kostenstelle;Positionen;Total netto (CHF);MWST (CHF);Total inkl. MWST (CHF);Erfasst von;Wunschliefertermin;Teillieferung',
    )
    const cancelled = (
      await payload.find({
        collection: 'orders',
        where: { and: [{ customer: { equals: customers.kunde } }, { status: { equals: 'cancelled' } }] },
        sort: ['orderNumber', '-id'],
        depth: 0,
        pagination: false,
      })
    ).docs as Order[]
    expect(rows).toHaveLength(cancelled.length + 1)
    expect(rows.slice(1).map((row) => row.split(';')[0])).toEqual(cancelled.map((o) => o.orderNumber))
    const first = rows[1]!.split(';')
    expect(first[2]).toBe('Storniert')
    expect(first[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(first[6]).toBe((cancelled[0]!.totalCents / 100).toFixed(2))
    // VAT as stored on the order (8.1 % of the net total, rounded to the cent) and the total including it.
    expect(first[7]).toBe((cancelled[0]!.vatCents! / 100).toFixed(2))
    expect(cancelled[0]!.vatCents).toBe(Math.round((cancelled[0]!.totalCents * 81) / 1000))
    expect(first[8]).toBe(((cancelled[0]!.totalCents + cancelled[0]!.vatCents!) / 100).toFixed(2))
    expect(first[5]).toBe(String(cancelled[0]!.lines.length))
    // The demo's orders asked for no date (as soon as possible) and allowed partial deliveries.
    expect(first.slice(10)).toEqual(['', 'ja'])
  })

  it('exports only the caller’s orders, and names bad parameters', async () => {
    const text = await (await exportCsv('', 'alpin')).text()
    const numbers = new Set(
      text
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(';')[0]),
    )
    expect(numbers.size).toBe(await count('alpin'))
    expect((await ownOrders('kunde')).some((n) => numbers.has(n))).toBe(false)
    const bad = await json(await exportCsv('sort=price'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages![0]!.meta!.fields).toEqual(['sort'])
    expect((await exportApi(makeRequest('/api/orders/export', as()))).status).toBe(401)
  })
})

afterAll(async () => {
  await payload?.delete({ collection: 'orders', where: { orderNumber: { like: 'EDGE-' } } })
})
