import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DELETE as emptyCartApi, GET as cartApi, POST as cartPostApi } from '@/app/api/b2bcart/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { GET as listApi, POST as createApi } from '@/app/api/repeat-orders/route'
import { GET as draftApi } from '@/app/api/repeat-orders/draft/route'
import { DELETE as deleteApi, GET as oneApi, PATCH as patchApi } from '@/app/api/repeat-orders/[id]/route'
import type {
  Account,
  AccountNotification,
  Address,
  Article,
  AuditLog,
  Contact,
  Customer,
  Order,
  OrderSchedule,
  OrderScheduleRun,
} from '@/cms/payload-types'
import type { B2BCart } from '@/features/carts/schemas'
import type {
  ScheduleAnswer,
  ScheduleDetail,
  ScheduleDraft,
  ScheduleEntry,
} from '@/features/repeat-orders/schemas'
import { SCHEDULES_MAX } from '@/features/repeat-orders/constants'
import { addDays } from '@/features/repeat-orders/schedule'
import { acquireRunnerLock } from '@/features/repeat-orders/server/runner-lock'
import { runDueSchedules, runRepeatOrders, runSchedule } from '@/features/repeat-orders/server/runner'
import type { TableResults } from '@/features/table-lists/types'
import { swissToday } from '@/lib/dates'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = {
  data: T
  messages?: { type?: string; message: string; meta?: { fields?: string[] } }[]
}

let payload: Payload
let tenant: number
let tokens: Record<string, string>
let accounts: Record<DemoAccount, Account>
const customers: Record<string, Customer> = {}
/** Partner ids of each demo customer's preferred delivery and invoice address. */
const addresses: Record<string, { shipTo: string; billTo: string }> = {}
/** One of Transporte Alpin's orders whose lines can all be ordered today. */
let alpinOrder: Order
/** Articles each customer can order (not disabled, priced in its list). */
const orderable: Record<string, { articleNumber: string; product: number }[]> = {}

const today = swissToday()
const ORIGIN = 'http://localhost:3000'
const LOCAL = { context: { disableRevalidate: true } } as const

const as = (user?: DemoAccount, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

const list = (user?: DemoAccount, query = '') =>
  listApi(makeRequest(`/api/repeat-orders${query ? `?${query}` : ''}`, as(user)))
const create = (body: unknown, user?: DemoAccount, origin?: string) =>
  createApi(makeRequest('/api/repeat-orders', { method: 'POST', body, ...as(user, origin) }))
const one = (id: number | string, user?: DemoAccount) =>
  oneApi(makeRequest(`/api/repeat-orders/${id}`, as(user)), params(id))
const patch = (id: number | string, body: unknown, user?: DemoAccount, origin?: string) =>
  patchApi(
    makeRequest(`/api/repeat-orders/${id}`, { method: 'PATCH', body, ...as(user, origin) }),
    params(id),
  )
const draft = (query: string, user?: DemoAccount) =>
  draftApi(makeRequest(`/api/repeat-orders/draft?${query}`, as(user)))
const remove = (id: number | string, user?: DemoAccount) =>
  deleteApi(makeRequest(`/api/repeat-orders/${id}`, { method: 'DELETE', ...as(user) }), params(id))

const fillCart = async (user: DemoAccount, entries: { articleNumber: string; count: number }[]) => {
  expect((await emptyCartApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))).status).toBe(
    200,
  )
  const res = await cartPostApi(
    makeRequest('/api/b2bcart/', { method: 'POST', body: { action: 'add', entries }, ...as(user) }),
  )
  expect(res.status).toBe(200)
}
const cartOf = async (user: DemoAccount) =>
  (await json<B2BCart>(await cartApi(makeRequest('/api/b2bcart/', as(user))))).body.data

/** A valid body for `user`'s customer: from Transporte Alpin's order unless said otherwise. */
const body = (customerId: string, over: Record<string, unknown> = {}) => ({
  source: 'order',
  orderNumber: alpinOrder.orderNumber,
  name: 'Test-Abo',
  frequency: 'weeks',
  intervalWeeks: 2,
  startDate: today,
  endKind: 'never',
  shipTo: addresses[customerId]!.shipTo,
  billTo: addresses[customerId]!.billTo,
  purchaseOrderNumber: 'ABO-TEST',
  ...over,
})

/** Creates a schedule through the API (201) and answers it. */
async function created(user: DemoAccount, customerId: string, over: Record<string, unknown> = {}) {
  const res = await json<ScheduleAnswer>(await create(body(customerId, over), user))
  expect(res.status, JSON.stringify(res.body.messages)).toBe(201)
  return res.body.data.schedule
}

const scheduleRow = async (id: number) =>
  (await payload.findByID({ collection: 'order-schedules', id, depth: 0 })) as OrderSchedule
const runsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'order-schedule-runs',
      where: { schedule: { equals: id } },
      sort: 'dueDate',
      depth: 0,
      pagination: false,
    })
  ).docs as OrderScheduleRun[]
const ordersOf = async (id: number) =>
  (
    await payload.find({
      collection: 'orders',
      where: { schedule: { equals: id } },
      depth: 0,
      pagination: false,
    })
  ).docs as Order[]
const notices = async (user: DemoAccount, kind: AccountNotification['kind']) =>
  (
    await payload.find({
      collection: 'account-notifications',
      where: { and: [{ account: { equals: accounts[user].id } }, { kind: { equals: kind } }] },
      sort: '-id',
      depth: 0,
      pagination: false,
    })
  ).docs as AccountNotification[]
const countSchedules = async () => (await payload.count({ collection: 'order-schedules' })).totalDocs
/** Noon in Zurich on a Swiss day (the runner's "now" for a later due date). */
const noonOf = (day: string) => new Date(`${day}T11:00:00Z`)

const setArticleDisabled = (articleNumber: string, disabled: boolean) =>
  payload.update({
    collection: 'articles',
    where: { articleNumber: { equals: articleNumber } },
    data: { disabled },
    depth: 0,
    ...LOCAL,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  for (const doc of (await payload.find({ collection: 'customers', depth: 0, pagination: false }))
    .docs as Customer[])
    customers[doc.customerId] = doc
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { tenant: { equals: tenant } },
      sort: 'articleNumber',
      depth: 0,
      pagination: false,
    })
  ).docs as Article[]
  for (const customerId of ['100200', '100300']) {
    const customer = customers[customerId]!
    const priceList = typeof customer.priceList === 'object' ? customer.priceList!.id : customer.priceList
    orderable[customerId] = articles
      .filter(
        (article) =>
          !article.disabled &&
          (article.prices ?? []).some(
            (row) =>
              (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === priceList &&
              (row.scales ?? []).length > 0,
          ),
      )
      .map((article) => ({
        articleNumber: article.articleNumber,
        product: typeof article.product === 'object' ? article.product.id : article.product,
      }))
    const own = (
      await payload.find({
        collection: 'addresses',
        where: { customer: { equals: customer.id } },
        depth: 0,
        pagination: false,
      })
    ).docs as Address[]
    const first = (type: Address['type']) =>
      own.filter((a) => a.type === type).sort((a, b) => Number(!!b.preferred) - Number(!!a.preferred))[0]!
    addresses[customerId] = { shipTo: first('SHIP_TO').partnerId, billTo: first('BILL_TO').partnerId }
  }
  // An order of Transporte Alpin whose every line can be ordered today (the newest first).
  const alpinOrders = (
    await payload.find({
      collection: 'orders',
      where: {
        and: [{ customer: { equals: customers['100300']!.id } }, { status: { equals: 'completed' } }],
      },
      sort: '-orderedAt',
      depth: 0,
      limit: 50,
    })
  ).docs as Order[]
  const orderableNumbers = new Set(orderable['100300']!.map((a) => a.articleNumber))
  alpinOrder = alpinOrders.find(
    (order) =>
      order.lines.length >= 2 && order.lines.every((line) => orderableNumbers.has(line.articleNumber)),
  )!
  expect(alpinOrder).toBeDefined()
}, 300_000)

afterEach(async () => {
  await payload.update({
    collection: 'accounts',
    id: accounts.mitarbeiter.id,
    data: { selectedContact: null },
    depth: 0,
  })
})

describe('repeat orders: who may use them', () => {
  it('answers 401 to visitors, 403 to private customers, viewers and other sites, and stores nothing', async () => {
    const before = await countSchedules()
    expect((await list()).status).toBe(401)
    expect((await create(body('100300'))).status).toBe(401)
    expect((await list('privat')).status).toBe(403)
    expect((await create(body('100300'), 'privat')).status).toBe(403)
    const viewer = await json(await create(body('100200'), 'ansicht'))
    expect(viewer.status).toBe(403)
    expect(viewer.body.messages?.[0]?.message).toMatch(/Rolle «Betrachter»/)
    expect((await list('ansicht')).status).toBe(403)
    expect((await create(body('100300'), 'alpin', 'https://evil.example')).status).toBe(403)
    expect(await countSchedules()).toBe(before)
  })

  it('shows the seeded schedules with their history, next dates ahead', async () => {
    const res = await json<{ results: TableResults<ScheduleEntry> }>(await list('alpin'))
    expect(res.status).toBe(200)
    const depot = res.body.data.results.entries.find((entry) => entry.name === 'Depot Chur Schmierstoffe')!
    expect(depot).toMatchObject({
      status: 'active',
      rhythmLabel: 'alle 2 Wochen',
      own: true,
      deletable: false,
    })
    expect(depot.nextRunDate! > today).toBe(true)
    expect(depot.lastRun).toMatchObject({ outcome: 'placed', outcomeLabel: 'Bestellt' })
    const orders = await ordersOf(depot.id)
    expect(orders.map((order) => order.orderNumber)).toContain(depot.lastRun!.orderNumber)
    // An administrator sees its buyer's schedule (read only); the buyer never the administrator's.
    const company = await json<{ results: TableResults<ScheduleEntry> }>(await list('kunde'))
    const paused = company.body.data.results.entries.find((entry) => entry.name === 'Hydrauliköl Hebebühnen')!
    expect(paused).toMatchObject({ status: 'paused', own: false, nextRunDate: null })
    expect(paused.pausedReason?.text).toBe('Zwei Bestellungen in Folge konnten nicht ausgeführt werden.')
    const monthly = company.body.data.results.entries.find(
      (entry) => entry.name === 'Werkstatt Monatsbedarf',
    )!
    expect(monthly.rhythmLabel).toMatch(/^monatlich am \d{1,2}\.$/)
    const own = await json<{ results: TableResults<ScheduleEntry> }>(await list('einkauf'))
    expect(own.body.data.results.entries.map((entry) => entry.name)).toEqual(['Hydrauliköl Hebebühnen'])
    const detail = await json<{ schedule: ScheduleDetail }>(await one(paused.id, 'kunde'))
    expect(detail.status).toBe(200)
    expect(detail.body.data.schedule.runs.map((run) => run.outcome)).toEqual(['skipped', 'skipped'])
    expect(detail.body.data.schedule.lines.some((line) => !line.orderable)).toBe(true)
  })
})

describe('setting one up', () => {
  it('copies an order’s lines into a schedule of the buyer, due on its first date', async () => {
    const schedule = await created('alpin', '100300', {
      name: 'Aus Bestellung',
      frequency: 'monthly',
      dayOfMonth: 5,
      startDate: addDays(today, 1),
      remark: 'Bitte anrufen',
    })
    expect(schedule).toMatchObject({
      name: 'Aus Bestellung',
      status: 'active',
      rhythmLabel: 'monatlich am 5.',
      endLabel: 'ohne Ende',
      own: true,
      deletable: true,
      sourceOrderNumber: alpinOrder.orderNumber,
      purchaseOrderNumber: 'ABO-TEST',
      remark: 'Bitte anrufen',
    })
    expect(schedule.nextRunDate! > today).toBe(true)
    expect(schedule.nextRunDate!.endsWith('-05')).toBe(true)
    expect(schedule.lines.map((line) => [line.articleNumber, line.count])).toEqual(
      alpinOrder.lines.map((line) => [line.articleNumber, line.quantity]),
    )
    expect(schedule.lines.every((line) => line.orderable && line.unitPriceCents! > 0)).toBe(true)
    const row = await scheduleRow(schedule.id)
    expect(row).toMatchObject({
      account: accounts.alpin.id,
      customer: customers['100300']!.id,
      createdBy: accounts.alpin.id,
    })
  })

  it('copies the cart’s lines and leaves the cart as it is', async () => {
    const [a, b] = orderable['100200']!
    await fillCart('kunde', [
      { articleNumber: a!.articleNumber, count: 3 },
      { articleNumber: b!.articleNumber, count: 7 },
    ])
    const schedule = await created('kunde', '100200', {
      source: 'cart',
      orderNumber: undefined,
      name: 'Aus dem Warenkorb',
    })
    expect(schedule.lines.map((line) => [line.articleNumber, line.count])).toEqual([
      [a!.articleNumber, 3],
      [b!.articleNumber, 7],
    ])
    expect(schedule.sourceOrderNumber).toBeNull()
    expect((await cartOf('kunde')).entries.map((entry) => [entry.articleNumber, entry.count])).toEqual([
      [a!.articleNumber, 3],
      [b!.articleNumber, 7],
    ])
  })

  it('opens the dialog with a draft of the order or the cart: its lines, the customer’s addresses, monthly from tomorrow', async () => {
    const ofOrder = await json<{ draft: ScheduleDraft }>(
      await draft(`source=order&orderNumber=${alpinOrder.orderNumber}`, 'alpin'),
    )
    expect(ofOrder.status).toBe(200)
    expect(ofOrder.body.data.draft).toMatchObject({
      source: 'order',
      orderNumber: alpinOrder.orderNumber,
      lineCount: alpinOrder.lines.length,
      leftOutCount: 0,
      values: {
        name: `Nachbestellung ${alpinOrder.orderNumber}`,
        frequency: 'monthly',
        startDate: addDays(today, 1),
        endKind: 'never',
      },
    })
    const partnerIds = ofOrder.body.data.draft.addresses.shipToAddresses.map((a) => a.partnerId)
    expect(partnerIds).toContain(ofOrder.body.data.draft.values.shipTo)
    expect(partnerIds).not.toContain(addresses['100200']!.shipTo)
    const [a] = orderable['100300']!
    await fillCart('alpin', [{ articleNumber: a!.articleNumber, count: 2 }])
    const ofCart = await json<{ draft: ScheduleDraft }>(await draft('source=cart', 'alpin'))
    expect(ofCart.body.data.draft).toMatchObject({ source: 'cart', orderNumber: null, lineCount: 1 })
    await emptyCartApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as('alpin') }))
    expect((await draft(`source=order&orderNumber=${alpinOrder.orderNumber}`, 'kunde')).status).toBe(404)
    expect((await draft('source=cart', 'ansicht')).status).toBe(403)
    expect((await draft('source=cart')).status).toBe(401)
    const bad = await json(await draft('source=somewhere', 'alpin'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['source'])
  })

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await countSchedules()
    const refused = async (over: Record<string, unknown>, field: string, text?: RegExp) => {
      const res = await json(await create(body('100300', over), 'alpin'))
      expect(res.status, JSON.stringify(over)).toBe(400)
      const message = res.body.messages?.find((m) => m.meta?.fields?.includes(field))
      expect(message, `${field} in ${JSON.stringify(res.body.messages)}`).toBeDefined()
      if (text) expect(message!.message).toMatch(text)
    }
    await refused({ name: '   ' }, 'name', /«Name»/)
    await refused({ name: 'x'.repeat(81) }, 'name', /höchstens 80 Zeichen/)
    await refused({ frequency: 'daily' }, 'frequency')
    await refused({ intervalWeeks: 53 }, 'intervalWeeks', /1 bis 52/)
    await refused({ intervalWeeks: null }, 'intervalWeeks')
    await refused({ frequency: 'monthly', dayOfMonth: 29 }, 'dayOfMonth', /1 bis 28/)
    await refused({ startDate: addDays(today, -1) }, 'startDate', /Vergangenheit/)
    await refused({ startDate: '2027-02-30' }, 'startDate', /gültiges Datum/)
    await refused({ endKind: 'date', endDate: today }, 'endDate', /nach dem Beginn/)
    await refused(
      {
        frequency: 'monthly',
        dayOfMonth: 1,
        startDate: '2099-01-02',
        endKind: 'date',
        endDate: '2099-01-20',
      },
      'endDate',
      /keine einzige Bestellung/,
    )
    await refused({ endKind: 'count', maxRuns: 0 }, 'maxRuns', /1 bis 120/)
    await refused({ endKind: 'count' }, 'maxRuns')
    await refused({ shipTo: addresses['100200']!.shipTo }, 'shipTo', /Ihrer Adressen/)
    await refused({ billTo: addresses['100200']!.billTo }, 'billTo')
    await refused({ purchaseOrderNumber: 'x'.repeat(36) }, 'purchaseOrderNumber')
    await refused({ remark: 'a\u0000b' }, 'remark', /Steuerzeichen/)
    await refused({ orderNumber: undefined }, 'orderNumber')
    await refused({ colour: 'red' }, 'colour')
    // Several at once: each field named.
    const many = await json(
      await create(body('100300', { name: '', intervalWeeks: 0, startDate: 'gestern' }), 'alpin'),
    )
    expect(many.body.messages?.map((m) => m.meta?.fields?.[0])).toEqual([
      'name',
      'intervalWeeks',
      'startDate',
    ])
    expect(await countSchedules()).toBe(before)
  })

  it('answers 404 for another customer’s order and 409 for a source with nothing orderable', async () => {
    const before = await countSchedules()
    const foreign = await json(await create(body('100200'), 'kunde'))
    expect(foreign.status).toBe(404)
    expect(foreign.body.messages?.[0]?.meta?.fields).toEqual(['orderNumber'])
    expect(
      (await emptyCartApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as('einkauf') }))).status,
    ).toBe(200)
    const empty = await json(
      await create(body('100200', { source: 'cart', orderNumber: undefined }), 'einkauf'),
    )
    expect(empty.status).toBe(409)
    expect(await countSchedules()).toBe(before)
  })

  it('lets an employee set one up for the contact’s login, audited; a contact without login is refused', async () => {
    const hans = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100200-01' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    const stefan = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100200-05' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    await payload.update({
      collection: 'contacts',
      id: hans.id,
      data: { account: accounts.kunde.id },
      depth: 0,
    })
    const select = async (contact: Contact) =>
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
      await select(hans)
      await fillCart('mitarbeiter', [{ articleNumber: orderable['100200']![2]!.articleNumber, count: 2 }])
      const schedule = await created('mitarbeiter', '100200', {
        source: 'cart',
        orderNumber: undefined,
        name: 'Telefonbestellung Hans',
      })
      expect(schedule.ownerName).toBe(`${accounts.kunde.firstName} ${accounts.kunde.lastName}`)
      expect(await scheduleRow(schedule.id)).toMatchObject({
        account: accounts.kunde.id,
        contact: hans.id,
        createdBy: accounts.mitarbeiter.id,
        customer: customers['100200']!.id,
      })
      // The buyer itself finds it as its own.
      const own = await json<{ schedule: ScheduleDetail }>(await one(schedule.id, 'kunde'))
      expect(own.body.data.schedule).toMatchObject({ own: true, createdByName: 'Erika Berger' })
      const audit = (
        await payload.find({
          collection: 'audit-log',
          where: {
            and: [
              { actor: { equals: accounts.mitarbeiter.id } },
              { action: { equals: 'repeatOrder.create' } },
            ],
          },
          depth: 0,
        })
      ).docs as AuditLog[]
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({ contact: hans.id, customer: customers['100200']!.id })
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
      await select(stefan)
      const refused = await json(
        await create(body('100200', { source: 'cart', orderNumber: undefined }), 'mitarbeiter'),
      )
      expect(refused.status).toBe(409)
      expect(refused.body.messages?.[0]?.message).toMatch(/kein Shop-Login/)
    } finally {
      await payload.update({ collection: 'contacts', id: hans.id, data: { account: null }, depth: 0 })
    }
  })
})

describe('another customer’s and a colleague’s schedules', () => {
  it('answers 404 for another customer’s schedule and changes nothing; an administrator only reads its buyer’s', async () => {
    const alpins = await created('alpin', '100300', { name: 'Nur Alpin' })
    for (const user of ['kunde', 'einkauf'] as const) {
      expect((await one(alpins.id, user)).status).toBe(404)
      expect((await patch(alpins.id, { action: 'pause' }, user)).status).toBe(404)
      expect((await remove(alpins.id, user)).status).toBe(404)
    }
    expect((await scheduleRow(alpins.id)).status).toBe('active')
    const buyers = (
      await payload.find({
        collection: 'order-schedules',
        where: { name: { equals: 'Hydrauliköl Hebebühnen' } },
        depth: 0,
      })
    ).docs[0] as OrderSchedule
    expect((await one(buyers.id, 'kunde')).status).toBe(200)
    expect((await patch(buyers.id, { action: 'resume' }, 'kunde')).status).toBe(404)
    expect((await one('abc', 'alpin')).status).toBe(404)
    expect((await one(999_999_999, 'alpin')).status).toBe(404)
  })
})

describe('changing one', () => {
  it('pauses, resumes from today, edits and ends; an ended one stays ended', async () => {
    const schedule = await created('alpin', '100300', { name: 'Zum Ändern', startDate: addDays(today, 3) })
    const paused = await json<ScheduleAnswer>(await patch(schedule.id, { action: 'pause' }, 'alpin'))
    expect(paused.status).toBe(200)
    expect(paused.body.data.schedule).toMatchObject({ status: 'paused', nextRunDate: null })
    expect((await patch(schedule.id, { action: 'pause' }, 'alpin')).status).toBe(409)
    const resumed = await json<ScheduleAnswer>(await patch(schedule.id, { action: 'resume' }, 'alpin'))
    expect(resumed.body.data.schedule).toMatchObject({ status: 'active', nextRunDate: addDays(today, 3) })
    expect(resumed.body.messages?.[0]?.message).toMatch(/läuft wieder/)

    const first = schedule.lines[0]!
    const edited = await json<ScheduleAnswer>(
      await patch(
        schedule.id,
        {
          name: 'Geändert',
          frequency: 'monthly',
          dayOfMonth: 20,
          endKind: 'count',
          maxRuns: 6,
          entries: [{ id: first.id, count: 42 }],
          remark: '',
        },
        'alpin',
      ),
    )
    expect(edited.status, JSON.stringify(edited.body.messages)).toBe(200)
    expect(edited.body.data.schedule).toMatchObject({
      name: 'Geändert',
      rhythmLabel: 'monatlich am 20.',
      maxRuns: 6,
      endKind: 'count',
      remark: '',
      lines: [expect.objectContaining({ id: first.id, count: 42 })],
    })
    expect(edited.body.data.schedule.nextRunDate!.endsWith('-20')).toBe(true)
    const bad = await json(await patch(schedule.id, { entries: [{ id: 'nope', count: 1 }] }, 'alpin'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['entries'])
    expect((await patch(schedule.id, { action: 'pause', name: 'x' }, 'alpin')).status).toBe(400)
    expect((await patch(schedule.id, {}, 'alpin')).status).toBe(400)
    expect((await patch(schedule.id, { startDate: addDays(today, -2) }, 'alpin')).status).toBe(400)
    expect((await patch(schedule.id, { shipTo: addresses['100200']!.shipTo }, 'alpin')).status).toBe(400)
    expect((await scheduleRow(schedule.id)).name).toBe('Geändert')

    expect((await patch(schedule.id, { action: 'end' }, 'alpin')).status).toBe(200)
    expect(await scheduleRow(schedule.id)).toMatchObject({ status: 'ended', nextRunDate: null })
    expect((await patch(schedule.id, { action: 'resume' }, 'alpin')).status).toBe(409)
    expect((await patch(schedule.id, { name: 'Wieder' }, 'alpin')).status).toBe(409)
    const ended = await json<{ results: TableResults<ScheduleEntry> }>(
      await list('alpin', 'filters[status][]=ended'),
    )
    expect(ended.body.data.results.entries.map((entry) => entry.id)).toContain(schedule.id)
    expect(ended.body.data.results.entries.every((entry) => entry.status === 'ended')).toBe(true)
    expect((await list('alpin', 'filters[status][]=someday')).status).toBe(400)
  })

  it('deletes one that never ordered; one with a history is ended instead (409)', async () => {
    const fresh = await created('alpin', '100300', { name: 'Zum Löschen', startDate: addDays(today, 5) })
    expect((await remove(fresh.id, 'alpin')).status).toBe(200)
    expect((await one(fresh.id, 'alpin')).status).toBe(404)
    const seeded = (
      await payload.find({
        collection: 'order-schedules',
        where: { name: { equals: 'Depot Chur Schmierstoffe' } },
        depth: 0,
      })
    ).docs[0] as OrderSchedule
    const refused = await json(await remove(seeded.id, 'alpin'))
    expect(refused.status).toBe(409)
    expect(refused.body.messages?.[0]?.message).toMatch(/beenden Sie es/)
    expect(await scheduleRow(seeded.id)).toBeTruthy()
  })
})

describe('the runner', () => {
  it('places a due schedule’s order with its lines at today’s prices, and tells the buyer', async () => {
    const schedule = await created('alpin', '100300', { name: 'Heute fällig' })
    expect(schedule.nextRunDate).toBe(today)
    const result = await runSchedule(schedule.id)
    expect(result).toMatchObject({ result: 'placed', dueDate: today })
    const orders = await ordersOf(schedule.id)
    expect(orders).toHaveLength(1)
    const order = orders[0]!
    expect(order).toMatchObject({
      orderNumber: result.orderNumber,
      status: 'open',
      account: accounts.alpin.id,
      customer: customers['100300']!.id,
      submissionKey: `schedule:${schedule.id}:${today}`,
      purchaseOrderNumber: 'ABO-TEST',
      placedBy: null,
    })
    expect(order.lines.map((line) => [line.articleNumber, line.quantity, line.unitPriceCents])).toEqual(
      schedule.lines.map((line) => [line.articleNumber, line.count, line.unitPriceCents]),
    )
    expect(order.totalCents).toBe(schedule.totalCents)
    expect(await runsOf(schedule.id)).toEqual([
      expect.objectContaining({ dueDate: today, outcome: 'placed', orderNumber: order.orderNumber }),
    ])
    expect(await scheduleRow(schedule.id)).toMatchObject({
      status: 'active',
      runCount: 1,
      nextRunDate: addDays(today, 14),
    })
    const placed = (await notices('alpin', 'repeatOrderPlaced'))[0]!
    expect(placed.title).toBe(`Abo-Bestellung ${order.orderNumber} aufgegeben`)
    expect(placed.text).toContain('«Heute fällig»')
    expect(placed.link).toBe(`/de-ch/konto/bestellungen/${order.orderNumber}`)
    // The schedule's own notification, not a second "order confirmed".
    const confirmed = await payload.count({
      collection: 'account-notifications',
      where: { and: [{ kind: { equals: 'orderConfirmed' } }, { title: { contains: order.orderNumber } }] },
    })
    expect(confirmed.totalDocs).toBe(0)
    // Its confirmation PDF, written once the run committed.
    const confirmation = await payload.find({
      collection: 'order-documents',
      where: { and: [{ order: { equals: order.id } }, { kind: { equals: 'confirmation' } }] },
      depth: 0,
    })
    expect(confirmation.docs.map((doc) => [doc.documentNumber, doc.customer])).toEqual([
      [order.orderNumber, customers['100300']!.id],
    ])
    // Run again the same day: nothing more.
    expect((await runSchedule(schedule.id)).result).toBe('notDue')
    expect(await ordersOf(schedule.id)).toHaveLength(1)
    // The detail shows the run with its order.
    const detail = await json<{ schedule: ScheduleDetail }>(await one(schedule.id, 'alpin'))
    expect(detail.body.data.schedule.runs[0]).toMatchObject({
      outcome: 'placed',
      orderNumber: order.orderNumber,
      orderUrl: `/de-ch/konto/bestellungen/${order.orderNumber}`,
    })
  })

  it('places exactly one order per due date when two runners race for it', async () => {
    const schedule = await created('alpin', '100300', { name: 'Wettlauf' })
    const results = await Promise.all([runSchedule(schedule.id), runSchedule(schedule.id)])
    expect(results.filter((r) => r.result === 'placed')).toHaveLength(1)
    expect(results.filter((r) => r.result !== 'placed').map((r) => r.result)).toEqual([
      expect.stringMatching(/^(changed|raced|notDue)$/),
    ])
    expect(await ordersOf(schedule.id)).toHaveLength(1)
    expect((await runsOf(schedule.id)).filter((run) => run.dueDate === today)).toHaveLength(1)

    // Two whole passes at once (each its own transactions and, on PostgreSQL, connections).
    const second = await created('alpin', '100300', { name: 'Wettlauf 2' })
    await Promise.all([runDueSchedules(), runDueSchedules()])
    expect(await ordersOf(second.id)).toHaveLength(1)
    expect(await runsOf(second.id)).toHaveLength(1)
  })

  it('refuses a due date whose run row exists (the unique index): no order, the schedule moves on', async () => {
    const schedule = await created('alpin', '100300', { name: 'Schon erledigt' })
    await payload.create({
      collection: 'order-schedule-runs',
      data: {
        tenant,
        schedule: schedule.id,
        dueDate: today,
        outcome: 'placed',
        customer: customers['100300']!.id,
        orderNumber: 'ANDERE-INSTANZ',
      },
      depth: 0,
      ...LOCAL,
    })
    expect((await runSchedule(schedule.id)).result).toBe('raced')
    expect(await ordersOf(schedule.id)).toHaveLength(0)
    expect(await runsOf(schedule.id)).toHaveLength(1)
    expect((await scheduleRow(schedule.id)).nextRunDate).toBe(addDays(today, 14))
  })

  it('lets one runner pass at a time: in this process, and across instances through the lock', async () => {
    const [a, b] = await Promise.all([runRepeatOrders(), runRepeatOrders()])
    expect([a.skipped, b.skipped]).toContain('busy')
    const first = await acquireRunnerLock(payload, 60_000)
    expect(first).not.toBeNull()
    try {
      if (first!.via === 'postgres') {
        // A second instance (another connection) does not get it while the first holds it.
        expect(await acquireRunnerLock(payload, 60_000)).toBeNull()
      } else expect(first!.via).toBe('process')
    } finally {
      await first!.release()
    }
    const again = await acquireRunnerLock(payload, 60_000)
    expect(again).not.toBeNull()
    await again!.release()
  })

  it('skips a date with a line that can no longer be ordered, tells the buyer, and pauses after the second skip', async () => {
    const schedule = await created('alpin', '100300', { name: 'Mit Auslauf', intervalWeeks: 1 })
    const gone = schedule.lines[0]!.articleNumber
    await setArticleDisabled(gone, true)
    try {
      const skipped = await runSchedule(schedule.id)
      expect(skipped.result).toBe('skipped')
      expect(await ordersOf(schedule.id)).toHaveLength(0)
      expect(await runsOf(schedule.id)).toEqual([
        expect.objectContaining({ dueDate: today, outcome: 'skipped', message: `[notOrderable] ${gone}` }),
      ])
      expect(await scheduleRow(schedule.id)).toMatchObject({
        status: 'active',
        nextRunDate: addDays(today, 7),
      })
      const notice = (await notices('alpin', 'repeatOrderSkipped'))[0]!
      expect(notice.title).toBe('Abo-Bestellung ausgelassen')
      expect(notice.text).toContain(`Nicht bestellbar: ${gone}`)
      expect(notice.link).toBe(`/de-ch/konto/abos/${schedule.id}`)
      const mails = await payload.find({
        collection: 'email-outbox',
        where: {
          and: [
            { to: { equals: 'einkauf@transporte-alpin.ch' } },
            { text: { contains: `/de-ch/konto/abos/${schedule.id}` } },
          ],
        },
        depth: 0,
      })
      expect(mails.docs).toHaveLength(1)

      const next = addDays(today, 7)
      const paused = await runSchedule(schedule.id, noonOf(next))
      expect(paused.result).toBe('paused')
      expect(await scheduleRow(schedule.id)).toMatchObject({
        status: 'paused',
        nextRunDate: null,
        pausedReason: '[skippedTwice]',
      })
      expect((await notices('alpin', 'repeatOrderSkipped'))[0]!.title).toBe('Abo pausiert')
      expect(await ordersOf(schedule.id)).toHaveLength(0)
      const detail = await json<{ schedule: ScheduleDetail }>(await one(schedule.id, 'alpin'))
      expect(
        detail.body.data.schedule.runs.map((run) => [run.dueDate, run.outcome, run.reason?.code]),
      ).toEqual([
        [next, 'skipped', 'notOrderable'],
        [today, 'skipped', 'notOrderable'],
      ])
    } finally {
      await setArticleDisabled(gone, false)
    }
  })

  it('places an order beyond a buyer’s limit as awaiting approval, and the administrator is asked', async () => {
    const article = orderable['100300']![0]!
    await fillCart('disposition', [{ articleNumber: article.articleNumber, count: 900 }])
    const schedule = await created('disposition', '100300', {
      source: 'cart',
      orderNumber: undefined,
      name: 'Grossbestellung',
    })
    expect(schedule.totalCents).toBeGreaterThan(accounts.disposition.orderLimitCents!)
    const result = await runSchedule(schedule.id)
    expect(result.result).toBe('awaitingApproval')
    const [order] = await ordersOf(schedule.id)
    expect(order).toMatchObject({ status: 'awaitingApproval', account: accounts.disposition.id })
    expect(order!.approval?.reasons).toContain('limit')
    expect((await runsOf(schedule.id))[0]).toMatchObject({
      outcome: 'awaitingApproval',
      orderNumber: order!.orderNumber,
    })
    expect((await notices('disposition', 'repeatOrderPlaced'))[0]!.title).toBe(
      `Abo-Bestellung ${order!.orderNumber} wartet auf Freigabe`,
    )
    const asked = (await notices('alpin', 'approvalRequested')).filter((n) =>
      n.title.includes(order!.orderNumber),
    )
    expect(asked).toHaveLength(1)
    const mails = await payload.count({
      collection: 'email-outbox',
      where: { subject: { equals: `Bestellung ${order!.orderNumber} wartet auf Ihre Freigabe` } },
    })
    expect(mails.totalDocs).toBe(1)
  })

  it('ends a schedule after its number of orders', async () => {
    const schedule = await created('alpin', '100300', { name: 'Einmal', endKind: 'count', maxRuns: 1 })
    expect((await runSchedule(schedule.id)).result).toBe('placed')
    expect(await scheduleRow(schedule.id)).toMatchObject({ status: 'ended', nextRunDate: null, runCount: 1 })
    expect((await runSchedule(schedule.id, noonOf(addDays(today, 14)))).result).toBe('notDue')
    expect(await ordersOf(schedule.id)).toHaveLength(1)
  })

  it('after a pause of the scheduler places the latest due date once and records the older ones as missed', async () => {
    const schedule = await created('alpin', '100300', { name: 'Nachholen', intervalWeeks: 1 })
    await payload.update({
      collection: 'order-schedules',
      id: schedule.id,
      data: { startDate: addDays(today, -21), nextRunDate: addDays(today, -21) },
      depth: 0,
      ...LOCAL,
    })
    expect((await runSchedule(schedule.id)).result).toBe('placed')
    expect(await ordersOf(schedule.id)).toHaveLength(1)
    expect((await runsOf(schedule.id)).map((run) => [run.dueDate, run.outcome, run.message ?? null])).toEqual(
      [
        [addDays(today, -21), 'skipped', '[missed]'],
        [addDays(today, -14), 'skipped', '[missed]'],
        [addDays(today, -7), 'skipped', '[missed]'],
        [today, 'placed', null],
      ],
    )
    expect((await scheduleRow(schedule.id)).nextRunDate).toBe(addDays(today, 7))
  })

  it('pauses with a notification when the buyer may no longer order', async () => {
    const schedule = await created('disposition', '100300', {
      name: 'Rolle entzogen',
      startDate: addDays(today, 1),
    })
    await payload.update({
      collection: 'order-schedules',
      id: schedule.id,
      data: { nextRunDate: today },
      depth: 0,
      ...LOCAL,
    })
    await payload.update({
      collection: 'accounts',
      id: accounts.disposition.id,
      data: { companyRole: 'viewer' },
      depth: 0,
    })
    try {
      expect((await runSchedule(schedule.id)).result).toBe('paused')
      expect(await scheduleRow(schedule.id)).toMatchObject({
        status: 'paused',
        pausedReason: '[mayNotOrder]',
      })
      expect(await ordersOf(schedule.id)).toHaveLength(0)
      const notice = (await notices('disposition', 'repeatOrderSkipped'))[0]!
      expect(notice.title).toBe('Abo pausiert')
      expect(notice.text).toContain('«Betrachter»')
    } finally {
      await payload.update({
        collection: 'accounts',
        id: accounts.disposition.id,
        data: { companyRole: 'buyer' },
        depth: 0,
      })
    }
  })
})

describe('a buyer who can no longer order', () => {
  it('pauses the schedule of a deactivated login without an order; the notification waits for it', async () => {
    const schedule = await created('disposition', '100300', {
      name: 'Login deaktiviert',
      startDate: addDays(today, 1),
    })
    await payload.update({
      collection: 'order-schedules',
      id: schedule.id,
      data: { nextRunDate: today },
      depth: 0,
      ...LOCAL,
    })
    await payload.update({
      collection: 'accounts',
      id: accounts.disposition.id,
      data: { deactivatedAt: new Date().toISOString() },
      depth: 0,
    })
    try {
      const mailsBefore = (await payload.count({ collection: 'email-outbox' })).totalDocs
      expect((await runSchedule(schedule.id)).result).toBe('paused')
      expect(await scheduleRow(schedule.id)).toMatchObject({
        status: 'paused',
        nextRunDate: null,
        pausedReason: '[accountInactive]',
      })
      expect(await ordersOf(schedule.id)).toHaveLength(0)
      expect((await runsOf(schedule.id)).map((run) => [run.outcome, run.message])).toEqual([
        ['skipped', '[accountInactive]'],
      ])
      expect((await notices('disposition', 'repeatOrderSkipped'))[0]!.text).toContain('deaktiviert')
      // No mail to a deactivated login.
      expect((await payload.count({ collection: 'email-outbox' })).totalDocs).toBe(mailsBefore)
    } finally {
      await payload.update({
        collection: 'accounts',
        id: accounts.disposition.id,
        data: { deactivatedAt: null },
        depth: 0,
      })
    }
  })
})

describe('the number of schedules', () => {
  it('refuses a 51st running or paused schedule of a buyer; ended ones do not count', async () => {
    const open = await payload.count({
      collection: 'order-schedules',
      where: { and: [{ account: { equals: accounts.einkauf.id } }, { status: { not_equals: 'ended' } }] },
    })
    const template = (
      await payload.find({
        collection: 'order-schedules',
        where: { account: { equals: accounts.einkauf.id } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as OrderSchedule
    const filler: number[] = []
    for (let i = open.totalDocs; i < SCHEDULES_MAX; i++) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...data } = template
      const row = await payload.create({
        collection: 'order-schedules',
        data: {
          ...data,
          entries: (data.entries ?? []).map(({ id: _line, ...entry }) => entry),
          name: `Füller ${i}`,
          status: 'active',
          nextRunDate: '2099-01-01',
        } as never,
        depth: 0,
        ...LOCAL,
      })
      filler.push(row.id)
    }
    const [article] = orderable['100200']!
    await fillCart('einkauf', [{ articleNumber: article!.articleNumber, count: 1 }])
    const cartBody = body('100200', { source: 'cart', orderNumber: undefined, name: 'Zu viel' })
    const refused = await json(await create(cartBody, 'einkauf'))
    expect(refused.status).toBe(409)
    expect(refused.body.messages?.[0]?.message).toMatch(/höchstens 50 laufende oder pausierte Abos/)
    expect((await patch(filler[0]!, { action: 'end' }, 'einkauf')).status).toBe(200)
    expect((await create(cartBody, 'einkauf')).status).toBe(201)
  })
})
