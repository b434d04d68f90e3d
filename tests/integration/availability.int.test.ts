import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DELETE as emptyApi, GET as cartApi, POST as cartPostApi } from '@/app/api/b2bcart/route'
import { POST as commitApi } from '@/app/api/b2bcart-data/commit/route'
import { GET as dataGetApi, POST as dataPostApi } from '@/app/api/b2bcart-data/route'
import { POST as b2cPostApi } from '@/app/api/b2ccart/route'
import { GET as detailApi } from '@/app/api/orders/[orderNumber]/route'
import { GET as exportApi } from '@/app/api/orders/export/route'
import type { Article, Cart, Order, StockLevel } from '@/cms/payload-types'
import { stockLevelsStep } from '@/cms/seed/stock-levels'
import { addDays, isWeekend, type LineAvailability } from '@/features/availability/model'
import {
  articleAvailability,
  linesAvailability,
  orderMoment,
} from '@/features/availability/server/availability'
import type { B2BCartData, CommitResult } from '@/features/carts/checkout-schemas'
import type { B2BCart, B2CCart } from '@/features/carts/schemas'
import { placedOrder, b2bCheckoutData } from '@/features/carts/server/checkout'
import { readCart } from '@/features/carts/server/cart'
import { b2bCartContext } from '@/features/carts/server/request'
import { ANONYMOUS } from '@/features/catalog/pricing'
import { catalogContext } from '@/features/catalog/server/request'
import type { OrderDetail } from '@/features/orders/schemas'
import { swissToday } from '@/lib/dates'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

// Availability per pack and the requested delivery date (docs/architecture.md "Availability and
// delivery dates"). The buyer is lieferung, whose cart no other file uses. Stock rows of the test's
// articles are set here; estimates at a fixed moment go through the server functions (the API reads
// the clock), the API's answers are checked against the days it names itself.

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tenant: number
let tokens: Record<string, string>
/** Orderable articles of Garage Muster AG's price list: the test sets their stock. */
let articles: string[] = []

const ORIGIN = 'http://localhost:3000'
const USER = 'lieferung'
const as = (user?: string) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin: ORIGIN },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })

const cartOf = async (user = USER) => json<B2BCart>(await cartApi(makeRequest('/api/b2bcart/', as(user))))
const empty = (user = USER) => emptyApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))
const fill = async (entries: { articleNumber: string; count: number }[], user = USER) => {
  await empty(user)
  const res = await cartPostApi(
    makeRequest('/api/b2bcart/', { method: 'POST', body: { action: 'add', entries }, ...as(user) }),
  )
  expect(res.status).toBe(200)
}
const dataOf = async (user = USER) =>
  (await json<B2BCartData>(await dataGetApi(makeRequest('/api/b2bcart-data/', as(user))))).body.data
const postData = async (body: unknown, user = USER) =>
  json<B2BCartData>(
    await dataPostApi(makeRequest('/api/b2bcart-data/', { method: 'POST', body, ...as(user) })),
  )
const commit = async (submissionKey: string, user = USER) =>
  json<CommitResult>(
    await commitApi(
      makeRequest('/api/b2bcart-data/commit', {
        method: 'POST',
        body: { submissionKey, termsAccepted: true },
        ...as(user),
      }),
    ),
  )
const key = () => crypto.randomUUID()

/** The stored B2B cart of lieferung (what a refused request must leave as it was). */
const storedCart = async () =>
  (
    await payload.find({
      collection: 'carts',
      where: { and: [{ account: { equals: lieferungId } }, { kind: { equals: 'b2b' } }] },
      depth: 0,
      limit: 1,
    })
  ).docs[0] as Cart | undefined
let lieferungId: number

/** Sets an article's stock as the ERP import would (one row per article). */
async function setStock(articleNumber: string, quantity: number, restockDate: string | null) {
  const { docs } = await payload.find({
    collection: 'stock-levels',
    where: { and: [{ tenant: { equals: tenant } }, { articleNumber: { equals: articleNumber } }] },
    depth: 0,
  })
  if (docs[0])
    await payload.update({
      collection: 'stock-levels',
      id: docs[0].id,
      data: { quantity, restockDate },
      context: { disableRevalidate: true },
    })
  else
    await payload.create({
      collection: 'stock-levels',
      data: { tenant, articleNumber, quantity, restockDate },
      context: { disableRevalidate: true },
    })
}
async function dropStock(articleNumber: string) {
  await payload.delete({
    collection: 'stock-levels',
    where: { and: [{ tenant: { equals: tenant } }, { articleNumber: { equals: articleNumber } }] },
    context: { disableRevalidate: true },
  })
}

const cartContext = (user = USER) => b2bCartContext({ request: makeRequest('/api/b2bcart/', as(user)) })

/** The first day from `from` on that `accept` likes. */
function firstDay(from: string, accept: (day: string) => boolean): string {
  let day = from
  while (!accept(day)) day = addDays(day, 1)
  return day
}

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  lieferungId = demo.accounts.lieferung.id
  const customer = (
    await payload.find({
      collection: 'customers',
      where: { customerId: { equals: '100200' } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]!
  const priceList = typeof customer.priceList === 'object' ? customer.priceList!.id : customer.priceList
  articles = (
    (
      await payload.find({
        collection: 'articles',
        where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
        sort: 'articleNumber',
        depth: 0,
        limit: 200,
      })
    ).docs as Article[]
  )
    .filter((a) =>
      (a.prices ?? []).some(
        (row) =>
          (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === priceList &&
          (row.scales ?? []).length,
      ),
    )
    .map((a) => a.articleNumber)
    .slice(0, 4)
  expect(articles).toHaveLength(4)
}, 300_000)

describe('stock levels of the demo data', () => {
  it('has one row per article of the tenant, the demo packs in their states, restock dates ahead; a second run adds none', async () => {
    const rows = (
      await payload.find({
        collection: 'stock-levels',
        where: { tenant: { equals: tenant } },
        pagination: false,
        depth: 0,
      })
    ).docs as StockLevel[]
    const numbers = rows.map((row) => row.articleNumber)
    const all = await payload.count({ collection: 'articles', where: { tenant: { equals: tenant } } })
    expect(new Set(numbers).size).toBe(rows.length)
    expect(rows.length).toBe(all.totalDocs)
    const today = swissToday()
    const byNumber = new Map(rows.map((row) => [row.articleNumber, row]))
    expect(byNumber.get('TRB-SYNDSL-5W30-005L')).toMatchObject({ quantity: 180 })
    expect(byNumber.get('TRB-SYNDSL-5W30-020L')).toMatchObject({
      quantity: 6,
      restockDate: addDays(today, 14),
    })
    expect(byNumber.get('TRB-SYNDSL-5W30-060L')).toMatchObject({
      quantity: 0,
      restockDate: addDays(today, 16),
    })
    expect(byNumber.get('TRB-SYN-5W30-C3-208L')).toMatchObject({ quantity: 0 })
    expect(byNumber.get('TRB-SYN-5W30-C3-208L')?.restockDate ?? null).toBeNull()
    // A realistic mix: most packs in stock, some out of stock with a date, some on request.
    const inStock = rows.filter((row) => row.quantity > 0).length
    const restocking = rows.filter((row) => row.quantity === 0 && row.restockDate).length
    const onRequest = rows.filter((row) => row.quantity === 0 && !row.restockDate).length
    expect(inStock / rows.length).toBeGreaterThan(0.7)
    expect(restocking).toBeGreaterThan(10)
    expect(onRequest).toBeGreaterThan(5)
    // Relative to the seed day: every restock date of the demo lies ahead.
    expect(rows.every((row) => !row.restockDate || row.restockDate > today)).toBe(true)

    const before = await payload.count({ collection: 'stock-levels' })
    const recorded: string[] = []
    await stockLevelsStep.run({
      payload,
      scale: 1,
      log: () => {},
      tenants: new Map(),
      customers: new Map(),
      media: new Map(),
      record: (_collection, outcome) => recorded.push(outcome),
    })
    expect((await payload.count({ collection: 'stock-levels' })).totalDocs).toBe(before.totalDocs)
    expect(recorded.every((outcome) => outcome === 'existing')).toBe(true)
  })
})

describe('who sees availability', () => {
  it('signed-in business customers only: visitors and private customers get none, not even through the cart', async () => {
    const [a] = articles
    await setStock(a!, 25, null)
    const visitor = await articleAvailability({ tenant: { id: tenant }, account: null, viewer: ANONYMOUS }, [
      a!,
    ])
    expect(visitor.size).toBe(0)
    const privat = await catalogContext({ request: makeRequest('/api/product', as('privat')) })
    expect((await articleAvailability(privat, [a!])).size).toBe(0)
    const buyer = await catalogContext({ request: makeRequest('/api/product', as(USER)) })
    expect((await articleAvailability(buyer, [a!])).get(a!)).toMatchObject({ status: 'inStock', inStock: 25 })

    // The B2B cart answers 401 to a visitor; the B2C cart of a visitor carries no availability.
    expect((await cartApi(makeRequest('/api/b2bcart/', as()))).status).toBe(401)
    const b2c = await json<B2CCart>(
      await b2cPostApi(
        makeRequest('/api/b2ccart', {
          method: 'POST',
          body: { action: 'add', entries: [{ articleNumber: a!, count: 1 }] },
          ...as(),
        }),
      ),
    )
    expect(b2c.status).toBe(200)
    expect(b2c.body.data.entries).toHaveLength(1)
    expect(JSON.stringify(b2c.body.data)).not.toMatch(/availability|inStock|restock/)
  })

  it('a buyer’s cart carries each line’s availability', async () => {
    const [a, b, c, d] = articles
    await setStock(a!, 100, null)
    await setStock(b!, 4, addDays(swissToday(), 20))
    await setStock(c!, 0, addDays(swissToday(), 30))
    await dropStock(d!)
    await fill([
      { articleNumber: a!, count: 10 },
      { articleNumber: b!, count: 10 },
      { articleNumber: c!, count: 1 },
      { articleNumber: d!, count: 1 },
    ])
    const { status, body } = await cartOf()
    expect(status).toBe(200)
    const byArticle = new Map(body.data.entries.map((entry) => [entry.articleNumber, entry.availability]))
    expect(byArticle.get(a!)).toMatchObject({ status: 'inStock', quantity: 10, inStock: 100 })
    expect(byArticle.get(b!)).toMatchObject({ status: 'partial', quantity: 10, inStock: 4 })
    expect(byArticle.get(c!)).toMatchObject({ status: 'restock', inStock: 0 })
    expect(byArticle.get(d!)).toMatchObject({ status: 'onRequest', firstDate: null, completeDate: null })
    const restock = byArticle.get(c!)!
    expect(restock.completeDate! >= addDays(swissToday(), 30)).toBe(true)
    expect(isWeekend(restock.completeDate!)).toBe(false)
  })
})

describe('estimates at a fixed moment, across weekends and holidays', () => {
  // Thursday 24 December 2026, 09:00 in Zurich: Christmas on Friday, St Stephen's on Saturday.
  const christmasEve = new Date('2026-12-24T09:00:00+01:00')

  beforeEach(async () => {
    const [a, b, c, d] = articles
    await setStock(a!, 50, null)
    await setStock(b!, 0, '2027-01-01') // New Year, a Friday; 2 January a Saturday
    await setStock(c!, 3, '2027-01-09') // a Saturday
    await dropStock(d!)
  })

  it('in stock the next working day, a restock the first working day on or after its date', async () => {
    const ctx = await cartContext()
    expect(orderMoment(christmasEve)).toEqual({ day: '2026-12-24', time: '09:00' })
    const [a, b, c, d] = articles
    const lines = await linesAvailability(
      ctx,
      [
        { articleNumber: a!, count: 5 },
        { articleNumber: b!, count: 2 },
        { articleNumber: c!, count: 10 },
        { articleNumber: d!, count: 1 },
      ],
      christmasEve,
    )
    expect(lines).toEqual<LineAvailability[]>([
      { status: 'inStock', quantity: 5, inStock: 50, firstDate: '2026-12-28', completeDate: '2026-12-28' },
      { status: 'restock', quantity: 2, inStock: 0, firstDate: '2027-01-04', completeDate: '2027-01-04' },
      { status: 'partial', quantity: 10, inStock: 3, firstDate: '2026-12-28', completeDate: '2027-01-11' },
      { status: 'onRequest', quantity: 1, inStock: 0, firstDate: null, completeDate: null },
    ])
    // After the cut-off the order leaves on the next working day (Monday 28th) and arrives on Tuesday.
    const evening = await linesAvailability(
      ctx,
      [{ articleNumber: a!, count: 5 }],
      new Date('2026-12-24T17:30:00+01:00'),
    )
    expect(evening[0]!.firstDate).toBe('2026-12-29')
  })

  it('offers the checkout’s earliest days with and without partial delivery, and the holidays to skip', async () => {
    const [a, b, c, d] = articles
    await fill([
      { articleNumber: a!, count: 5 },
      { articleNumber: b!, count: 2 },
      { articleNumber: c!, count: 10 },
    ])
    const ctx = await cartContext()
    const data = await b2bCheckoutData(ctx, await readCart(ctx, 'b2b'), christmasEve)
    expect(data.delivery).toMatchObject({
      today: '2026-12-24',
      earliestPartial: '2026-12-28',
      earliestComplete: '2027-01-11',
      latest: '2027-12-24',
    })
    expect(data.delivery.holidays.slice(0, 3)).toEqual([
      { day: '2026-12-25', holiday: 'christmas' },
      { day: '2027-01-01', holiday: 'newYear' },
      { day: '2027-03-26', holiday: 'goodFriday' },
    ])
    // A line on request: nothing can be promised for everything at once.
    await fill([
      { articleNumber: a!, count: 5 },
      { articleNumber: d!, count: 1 },
    ])
    const withRequest = await b2bCheckoutData(ctx, await readCart(ctx, 'b2b'), christmasEve)
    expect(withRequest.delivery.earliestPartial).toBe('2026-12-28')
    expect(withRequest.delivery.earliestComplete).toBeNull()
  })

  it('follows the warehouse canton of the checkout settings (St Joseph in Ticino)', async () => {
    const ctx = await cartContext()
    const [a] = articles
    const thursday = new Date('2027-03-18T10:00:00+01:00')
    const settings = (
      await payload.find({ collection: 'checkout-settings', where: { tenant: { equals: tenant } }, limit: 1 })
    ).docs[0]!
    expect(settings.delivery?.warehouseCanton).toBe('ZH')
    expect((await linesAvailability(ctx, [{ articleNumber: a!, count: 1 }], thursday))[0]!.firstDate).toBe(
      '2027-03-19',
    )
    await payload.update({
      collection: 'checkout-settings',
      id: settings.id,
      data: { delivery: { warehouseCanton: 'TI' } },
      context: { disableRevalidate: true },
    })
    try {
      expect((await linesAvailability(ctx, [{ articleNumber: a!, count: 1 }], thursday))[0]!.firstDate).toBe(
        '2027-03-22',
      )
    } finally {
      await payload.update({
        collection: 'checkout-settings',
        id: settings.id,
        data: { delivery: { warehouseCanton: 'ZH' } },
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('the requested delivery date (POST /api/b2bcart-data)', () => {
  /** lieferung's cart: a line in stock and one out of stock until a delivery in three weeks. */
  async function stockedCart() {
    const [a, b] = articles
    await setStock(a!, 100, null)
    await setStock(b!, 0, addDays(swissToday(), 21))
    await fill([
      { articleNumber: a!, count: 2 },
      { articleNumber: b!, count: 3 },
    ])
    await postData({ requestedDeliveryDate: null, partialDelivery: true })
    const data = await dataOf()
    return { data, first: data.delivery.earliestPartial!, complete: data.delivery.earliestComplete! }
  }
  const refused = async (
    body: Record<string, unknown>,
    status: number,
    message: RegExp,
    field = 'requestedDeliveryDate',
  ) => {
    const before = (await storedCart())?.checkout
    const res = await postData({ purchaseOrderNumber: 'REFUSED', ...body })
    expect(res.status).toBe(status)
    expect(res.body.messages![0]!.meta!.fields).toEqual([field])
    expect(res.body.messages![0]!.message).toMatch(message)
    // Nothing stored: not the date, not the other fields of the same request.
    const after = (await storedCart())?.checkout
    expect(after?.requestedDeliveryDate ?? null).toBe(before?.requestedDeliveryDate ?? null)
    expect(after?.purchaseOrderNumber ?? null).toBe(before?.purchaseOrderNumber ?? null)
    expect(after?.partialDelivery).toBe(before?.partialDelivery)
  }

  it('offers the earliest days: the line in stock first, everything when the delivery has come', async () => {
    const { data, first, complete } = await stockedCart()
    expect(first < complete).toBe(true)
    expect(data.requestedDeliveryDate).toBeNull()
    expect(data.partialDelivery).toBe(true)
    expect(data.delivery.today).toBe(orderMoment(new Date()).day)
    expect(isWeekend(first) || isWeekend(complete)).toBe(false)
  })

  it('refuses a malformed date, one before the earliest, a weekend, a holiday and one more than a year ahead, naming the field', async () => {
    const { data, first, complete } = await stockedCart()
    const fmt = (day: string) => `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
    await refused({ requestedDeliveryDate: '2026-13-01' }, 400, /kein gültiges Datum/)
    await refused({ requestedDeliveryDate: '30.11.2026' }, 400, /kein gültiges Datum/)
    await refused({ partialDelivery: 'yes' }, 400, /partialDelivery/, 'partialDelivery')
    await refused(
      { requestedDeliveryDate: data.delivery.today },
      400,
      new RegExp(`frühestens am ${fmt(first)}`),
    )
    // Everything at once: not before the delivery to the warehouse.
    await refused(
      { requestedDeliveryDate: first, partialDelivery: false },
      400,
      new RegExp(`ist zu früh: Die Lieferung ist frühestens am ${fmt(complete)} möglich`),
    )
    const saturday = firstDay(first, (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6)
    await refused({ requestedDeliveryDate: saturday }, 400, /fällt auf ein Wochenende/)
    const holiday = data.delivery.holidays.find((entry) => entry.day >= first)!
    expect(holiday).toBeTruthy()
    await refused(
      { requestedDeliveryDate: holiday.day },
      400,
      new RegExp(`${fmt(holiday.day)} ist ein Feiertag \\(`),
    )
    const tooFar = firstDay(addDays(data.delivery.latest, 1), (day) => !isWeekend(day))
    await refused({ requestedDeliveryDate: tooFar }, 400, /höchstens ein Jahr im Voraus/)
  })

  it('refuses any date when a line is on request and everything must come at once', async () => {
    const [a, , , d] = articles
    await setStock(a!, 100, null)
    await dropStock(d!)
    await fill([
      { articleNumber: a!, count: 1 },
      { articleNumber: d!, count: 1 },
    ])
    const data = await dataOf()
    expect(data.delivery.earliestComplete).toBeNull()
    const day = data.delivery.earliestPartial!
    await refused({ requestedDeliveryDate: day, partialDelivery: false }, 400, /Lieferdatum auf Anfrage/)
    const ok = await postData({ requestedDeliveryDate: day, partialDelivery: true })
    expect(ok.status).toBe(200)
    expect(ok.body.data.requestedDeliveryDate).toBe(day)
  })

  it('a viewer may not set one (403 before the date is checked)', async () => {
    const res = await postData({ requestedDeliveryDate: swissToday(), partialDelivery: false }, 'ansicht')
    expect(res.status).toBe(403)
  })

  it('stores an accepted date and the partial-delivery choice, writes them on the order and shows them everywhere', async () => {
    const { complete } = await stockedCart()
    const chosen = firstDay(addDays(complete, 3), (day) => !isWeekend(day))
    const saved = await postData({ requestedDeliveryDate: chosen, partialDelivery: false })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ requestedDeliveryDate: chosen, partialDelivery: false })
    const stored = (await storedCart())!.checkout!
    expect(stored.requestedDeliveryDate).toBe(chosen)
    expect(stored.partialDelivery).toBe(false)
    // Sending other fields keeps the date.
    expect((await postData({ remark: 'Rampe 3' })).body.data.requestedDeliveryDate).toBe(chosen)

    const placed = await commit(key())
    expect(placed.status).toBe(200)
    const order = (
      await payload.find({
        collection: 'orders',
        where: { orderNumber: { equals: placed.body.data.orderNumber } },
        depth: 0,
      })
    ).docs[0] as Order
    expect(order.requestedDeliveryDate).toBe(chosen)
    expect(order.partialDelivery).toBe(false)
    // The cart forgets the order's date; whether lines may come apart stays the buyer's choice.
    const after = await dataOf()
    expect(after.requestedDeliveryDate).toBeNull()
    expect(after.partialDelivery).toBe(false)

    const ctx = await cartContext()
    expect(await placedOrder(ctx, order.orderNumber)).toMatchObject({
      requestedDeliveryDate: chosen,
      partialDelivery: false,
    })
    const detail = await json<{ order: OrderDetail }>(
      await detailApi(makeRequest(`/api/orders/${order.orderNumber}`, as(USER)), {
        params: Promise.resolve({ orderNumber: order.orderNumber }),
      }),
    )
    expect(detail.body.data.order).toMatchObject({ requestedDeliveryDate: chosen, partialDelivery: false })
    const csv = await (
      await exportApi(makeRequest(`/api/orders/export?search=${order.orderNumber}`, as(USER)))
    ).text()
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(header!.split(';').slice(-2)).toEqual(['Wunschliefertermin', 'Teillieferung'])
    expect(row!.split(';').slice(-2)).toEqual([
      `${chosen.slice(8)}.${chosen.slice(5, 7)}.${chosen.slice(0, 4)}`,
      'nein',
    ])
  })

  it('as soon as possible (no date) with partial delivery is the default, and is written so', async () => {
    await stockedCart()
    const placed = await commit(key())
    expect(placed.status).toBe(200)
    const order = (
      await payload.find({
        collection: 'orders',
        where: { orderNumber: { equals: placed.body.data.orderNumber } },
        depth: 0,
      })
    ).docs[0] as Order
    expect(order.requestedDeliveryDate ?? null).toBeNull()
    expect(order.partialDelivery).toBe(true)
  })

  it('checks the date again at the submit: stock that ran out meanwhile refuses it (409, the field named), nothing is ordered', async () => {
    const { first } = await stockedCart()
    const [a, b] = articles
    // Only the line in stock, delivered on its earliest day.
    await fill([{ articleNumber: a!, count: 2 }])
    expect((await postData({ requestedDeliveryDate: first, partialDelivery: true })).status).toBe(200)
    // The ERP reports it sold out, the next delivery in a month.
    await setStock(a!, 0, addDays(swissToday(), 30))
    const orders = await payload.count({ collection: 'orders', where: { account: { equals: lieferungId } } })
    const submissionKey = key()
    const res = await commit(submissionKey)
    expect(res.status).toBe(409)
    expect(res.body.messages![0]!.meta!.fields).toEqual(['requestedDeliveryDate'])
    expect(res.body.messages![0]!.message).toMatch(
      /^Die Verfügbarkeit hat sich geändert\. Der Wunschliefertermin .* ist zu früh/,
    )
    expect(
      (await payload.count({ collection: 'orders', where: { account: { equals: lieferungId } } })).totalDocs,
    ).toBe(orders.totalDocs)
    const cart = await dataOf()
    expect(cart.entries.map((entry) => entry.articleNumber)).toEqual([a])
    expect(cart.requestedDeliveryDate).toBe(first)
    // Choosing a day the new stock allows, the same submit goes through.
    const later = cart.delivery.earliestPartial!
    expect(later > first).toBe(true)
    expect((await postData({ requestedDeliveryDate: later })).status).toBe(200)
    expect((await commit(submissionKey)).status).toBe(200)
    expect(b).toBeTruthy()
  })
})
