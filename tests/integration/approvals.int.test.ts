import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DELETE as emptyApi, GET as cartGetApi, POST as cartApi } from '@/app/api/b2bcart/route'
import { POST as commitApi } from '@/app/api/b2bcart-data/commit/route'
import { GET as dataGetApi } from '@/app/api/b2bcart-data/route'
import { GET as listApi } from '@/app/api/company/approvals/route'
import { GET as detailApi } from '@/app/api/company/approvals/[orderNumber]/route'
import { POST as approveApi } from '@/app/api/company/approvals/[orderNumber]/approve/route'
import { POST as rejectApi } from '@/app/api/company/approvals/[orderNumber]/reject/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as reorderApi } from '@/app/api/orders/[orderNumber]/reorder/route'
import type { Account, Article, AuditLog, Contact, Customer, Order } from '@/cms/payload-types'
import type { B2BCartData, CommitResult } from '@/features/carts/checkout-schemas'
import type { B2BCart } from '@/features/carts/schemas'
import type { ApprovalDetail, ApprovalEntry } from '@/features/company/approval-schemas'
import { spentThisMonth } from '@/features/carts/server/approval-check'
import type { TableResults } from '@/features/table-lists/types'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tenant: number
let tokens: Record<string, string>
let accounts: Record<string, Account>
let garage: Customer
/** Orderable articles of Garage Muster's price list with their first unit price. */
let priced: { articleNumber: string; unitPriceCents: number; article: Article }[] = []

const ORIGIN = 'http://localhost:3000'
const as = (user?: string) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin: ORIGIN },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (orderNumber: string) => ({ params: Promise.resolve({ orderNumber }) })

const add = (user: string, entries: { articleNumber: string; count: number }[]) =>
  cartApi(makeRequest('/api/b2bcart/', { method: 'POST', body: { action: 'add', entries }, ...as(user) }))
const empty = (user: string) => emptyApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))
const cartOf = async (user: string) =>
  (await json<B2BCart>(await cartGetApi(makeRequest('/api/b2bcart/', as(user))))).body.data
const checkoutData = async (user: string) =>
  (await json<B2BCartData>(await dataGetApi(makeRequest('/api/b2bcart-data/', as(user))))).body.data
const commit = async (user: string) =>
  json<CommitResult>(
    await commitApi(
      makeRequest('/api/b2bcart-data/commit', {
        method: 'POST',
        body: { submissionKey: `approval-${crypto.randomUUID()}`, termsAccepted: true },
        ...as(user),
      }),
    ),
  )
const list = async (user: string, query = '') =>
  json<{ results: TableResults<ApprovalEntry> }>(
    await listApi(makeRequest(`/api/company/approvals${query}`, as(user))),
  )
const detail = async (user: string, orderNumber: string) =>
  json<{ approval: ApprovalDetail }>(
    await detailApi(makeRequest(`/api/company/approvals/${orderNumber}`, as(user)), params(orderNumber)),
  )
const approve = (user: string, orderNumber: string, body: unknown) =>
  approveApi(
    makeRequest(`/api/company/approvals/${orderNumber}/approve`, { method: 'POST', body, ...as(user) }),
    params(orderNumber),
  )
const reject = (user: string, orderNumber: string, body: unknown) =>
  rejectApi(
    makeRequest(`/api/company/approvals/${orderNumber}/reject`, { method: 'POST', body, ...as(user) }),
    params(orderNumber),
  )
const orderNamed = async (orderNumber: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { orderNumber: { equals: orderNumber } },
      limit: 1,
      depth: 0,
    })
  ).docs[0] as Order
const setLimits = (username: string, data: Partial<Account>) =>
  payload.update({ collection: 'accounts', where: { username: { equals: username } }, data, depth: 0 })

/** Places an order of `count` × the article as `user` and answers the commit. */
async function order(user: string, lines: { articleNumber: string; count: number }[]) {
  await empty(user)
  expect((await add(user, lines)).status).toBe(200)
  return commit(user)
}

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  garage = (
    await payload.find({
      collection: 'customers',
      where: { customerId: { equals: '100200' } },
      limit: 1,
      depth: 0,
    })
  ).docs[0] as Customer
  const priceList = typeof garage.priceList === 'object' ? garage.priceList!.id : garage.priceList
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
      sort: 'articleNumber',
      depth: 0,
      limit: 300,
    })
  ).docs as Article[]
  priced = articles.flatMap((article) => {
    const row = (article.prices ?? []).find(
      (p) => (typeof p.priceList === 'object' ? p.priceList.id : p.priceList) === priceList,
    )
    const scales = row?.scales ?? []
    return scales.length && scales[0]!.unitPriceCents > 0
      ? [{ articleNumber: article.articleNumber, unitPriceCents: scales[0]!.unitPriceCents, article }]
      : []
  })
  expect(priced.length).toBeGreaterThan(3)
}, 300_000)

beforeEach(async () => {
  // einkauf as seeded: CHF 1 000 per order, CHF 5 000 a month.
  await setLimits('einkauf', { orderLimitCents: 100_000, monthlyBudgetCents: 500_000, companyRole: 'buyer' })
})

describe('the order limit', () => {
  it('places an order at the limit, and one a cent above it awaits approval — the overview says so before', async () => {
    const line = { articleNumber: priced[0]!.articleNumber, count: 2 }
    await empty('einkauf')
    await add('einkauf', [line])
    const net = (await checkoutData('einkauf')).vat.netCents
    await setLimits('einkauf', { orderLimitCents: net, monthlyBudgetCents: null })
    expect((await checkoutData('einkauf')).approval).toMatchObject({ required: false, reasons: [] })
    const at = await commit('einkauf')
    expect(at.status).toBe(200)
    expect(at.body.data.awaitingApproval).toBe(false)
    expect((await orderNamed(at.body.data.orderNumber)).status).toBe('open')

    await setLimits('einkauf', { orderLimitCents: net - 1 })
    await add('einkauf', [line])
    expect((await checkoutData('einkauf')).approval).toMatchObject({ required: true, reasons: ['limit'] })
    const above = await commit('einkauf')
    expect(above.body.data.awaitingApproval).toBe(true)
    const stored = await orderNamed(above.body.data.orderNumber)
    expect(stored.status).toBe('awaitingApproval')
    expect(stored.approval).toMatchObject({
      reasons: ['limit'],
      submittedTotalCents: net,
      limitCents: net - 1,
    })
    // The cart empties as for any order; the buyer did not get an "order confirmed" notification.
    expect((await cartOf('einkauf')).entries).toHaveLength(0)
    const notices = await payload.find({
      collection: 'account-notifications',
      where: {
        and: [{ account: { equals: accounts.kunde!.id } }, { kind: { equals: 'approvalRequested' } }],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(notices.docs[0]?.title).toBe(`Bestellung ${stored.orderNumber} wartet auf Ihre Freigabe`)
    expect(notices.docs[0]?.link).toBe(`/de-ch/konto/freigaben?bestellung=${stored.orderNumber}`)
    const mails = await payload.find({
      collection: 'email-outbox',
      where: { subject: { equals: `Bestellung ${stored.orderNumber} wartet auf Ihre Freigabe` } },
      depth: 0,
    })
    expect(mails.docs.map((mail) => mail.to)).toContain('kunde@garage-muster.ch')
    expect(mails.docs[0]?.text).toContain(`/de-ch/konto/freigaben?bestellung=${stored.orderNumber}`)
    const confirmed = await payload.count({
      collection: 'account-notifications',
      where: {
        and: [{ account: { equals: accounts.einkauf!.id } }, { title: { contains: stored.orderNumber } }],
      },
    })
    expect(confirmed.totalDocs).toBe(0)
  })

  it('never holds an administrator’s order, whatever limits its account carries', async () => {
    await setLimits('kunde', { orderLimitCents: 1 })
    try {
      const placed = await order('kunde', [{ articleNumber: priced[1]!.articleNumber, count: 1 }])
      expect(placed.body.data.awaitingApproval).toBe(false)
    } finally {
      await setLimits('kunde', { orderLimitCents: null })
    }
  })
})

describe('the monthly budget (Europe/Zurich)', () => {
  it('counts the placed orders of the Swiss calendar month: 23:30 UTC on 31 January is already February', async () => {
    const buyer = accounts.disposition!
    const alpin = (
      await payload.find({ collection: 'customers', where: { customerId: { equals: '100300' } }, limit: 1 })
    ).docs[0]!
    const base = {
      tenant,
      customer: alpin.id,
      account: buyer.id,
      lines: [
        {
          product: (priced[0]!.article.product as number) ?? 0,
          articleNumber: 'X',
          quantity: 1,
          unitPriceCents: 1,
        },
      ],
      vatCents: 0,
    }
    const make = (orderNumber: string, orderedAt: string, totalCents: number, status: Order['status']) =>
      payload.create({
        collection: 'orders',
        data: { ...base, orderNumber, orderedAt, totalCents, grossTotalCents: totalCents, status },
        depth: 0,
      })
    await make('BUDGET-JAN', '2027-01-31T22:30:00.000Z', 10_000, 'completed')
    await make('BUDGET-FEB', '2027-01-31T23:30:00.000Z', 20_000, 'open')
    await make('BUDGET-FEB-WAIT', '2027-02-02T10:00:00.000Z', 40_000, 'awaitingApproval')
    await make('BUDGET-FEB-REJ', '2027-02-03T10:00:00.000Z', 80_000, 'rejected')
    await make('BUDGET-FEB-CANC', '2027-02-04T10:00:00.000Z', 160_000, 'cancelled')
    expect(await spentThisMonth(tenant, alpin.id, buyer.id, new Date('2027-01-20T12:00:00Z'))).toBe(10_000)
    expect(await spentThisMonth(tenant, alpin.id, buyer.id, new Date('2027-02-15T12:00:00Z'))).toBe(20_000)
    // The first moment of March in Zurich is 23:00 UTC on 28 February.
    expect(await spentThisMonth(tenant, alpin.id, buyer.id, new Date('2027-02-28T23:00:00Z'))).toBe(0)
  })

  it('holds the order that goes beyond the budget with what the buyer placed this month', async () => {
    const line = { articleNumber: priced[2]!.articleNumber, count: 1 }
    await empty('einkauf')
    await add('einkauf', [line])
    const net = (await checkoutData('einkauf')).vat.netCents
    const spent = await spentThisMonth(tenant, garage.id, accounts.einkauf!.id)
    await setLimits('einkauf', { orderLimitCents: null, monthlyBudgetCents: spent + net })
    expect((await checkoutData('einkauf')).approval).toMatchObject({ required: false, spentCents: spent })
    await setLimits('einkauf', { monthlyBudgetCents: spent + net - 1 })
    const data = await checkoutData('einkauf')
    expect(data.approval).toMatchObject({ required: true, reasons: ['budget'], spentCents: spent })
    const held = await commit('einkauf')
    expect(held.body.data.awaitingApproval).toBe(true)
    expect((await orderNamed(held.body.data.orderNumber)).approval?.reasons).toEqual(['budget'])
  })
})

describe('deciding', () => {
  let pending: string

  beforeEach(async () => {
    await setLimits('einkauf', { orderLimitCents: 1, monthlyBudgetCents: null })
    const held = await order('einkauf', [
      { articleNumber: priced[0]!.articleNumber, count: 30 },
      { articleNumber: priced[1]!.articleNumber, count: 30 },
    ])
    expect(held.body.data.awaitingApproval).toBe(true)
    pending = held.body.data.orderNumber
  })

  it('lists the company’s approvals for an administrator and only its own for a buyer; another customer sees none of them', async () => {
    const admin = await list('kunde', '?filters[state][]=pending&limit=100')
    expect(admin.status).toBe(200)
    const row = admin.body.data.results.entries.find((entry) => entry.orderNumber === pending)
    expect(row).toMatchObject({
      state: 'pending',
      buyer: 'Petra Einkauf',
      canDecide: true,
      reasons: ['limit'],
    })
    // The seeded ones: two pending of einkauf, one approved and one rejected by kunde.
    const all = await list('kunde', '?limit=100')
    // Newest request first.
    const requested = all.body.data.results.entries.map((entry) => entry.requestedAt)
    expect(requested).toEqual([...requested].sort().reverse())
    const seeded = all.body.data.results.entries.filter((entry) => entry.orderNumber.includes('-FRG'))
    expect(seeded.map((entry) => entry.state).sort()).toEqual(['approved', 'pending', 'pending', 'rejected'])
    const own = await list('einkauf', '?limit=100')
    expect(own.body.data.results.entries.find((entry) => entry.orderNumber === pending)?.canDecide).toBe(
      false,
    )
    expect(own.body.data.results.entries.every((entry) => entry.buyer === 'Petra Einkauf')).toBe(true)
    const foreign = await list('alpin', '?limit=100')
    expect(foreign.body.data.results.entries.map((entry) => entry.orderNumber)).not.toContain(pending)
    expect(foreign.body.data.results.entries.map((entry) => entry.orderNumber)).toEqual(['W261123-FRG05'])
    expect((await list('ansicht')).body.data.results.entries).toEqual([])
    expect((await detail('alpin', pending)).status).toBe(404)
    expect((await approve('alpin', pending, { expectedTotalCents: 1 })).status).toBe(404)
    expect((await reject('alpin', pending, { reason: 'Nicht unsere Bestellung' })).status).toBe(404)
    expect((await orderNamed(pending)).status).toBe('awaitingApproval')
    expect((await listApi(makeRequest('/api/company/approvals', as()))).status).toBe(401)
    expect((await listApi(makeRequest('/api/company/approvals', as('privat')))).status).toBe(403)
  })

  it('refuses the buyer, a viewer and bad input with clear messages and changes nothing', async () => {
    const { body } = await detail('kunde', pending)
    const total = body.data.approval.current.netCents
    const own = await json(await approve('einkauf', pending, { expectedTotalCents: total }))
    expect(own.status).toBe(403)
    expect(own.body.messages?.[0]?.message).toMatch(/Nur Administratoren/)
    expect((await approve('ansicht', pending, { expectedTotalCents: total })).status).toBe(404)
    for (const bad of [
      {},
      { expectedTotalCents: 'viel' },
      { expectedTotalCents: -1 },
      { expectedTotalCents: 1.5 },
      { expectedTotalCents: total, extra: 1 },
    ]) {
      const answer = await json(await approve('kunde', pending, bad))
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect(answer.body.messages?.[0]?.message).toMatch(/bestätigte Betrag/)
    }
    for (const reason of [undefined, '', 'ab', 'x'.repeat(501), 'Zu\u0000teuer', 42]) {
      const answer = await json(await reject('kunde', pending, { reason }))
      expect(answer.status, String(reason)).toBe(400)
      expect(answer.body.messages?.[0]?.meta?.fields).toEqual(['reason'])
      expect(answer.body.messages?.[0]?.message).toMatch(/Begründung mit 3 bis 500 Zeichen/)
    }
    expect((await orderNamed(pending)).status).toBe('awaitingApproval')
  })

  it('lets a buyer who became administrator not approve its own order', async () => {
    await setLimits('einkauf', { companyRole: 'administrator' })
    const answer = await json(await approve('einkauf', pending, { expectedTotalCents: 1 }))
    expect(answer.status).toBe(403)
    expect(answer.body.messages?.[0]?.message).toMatch(/nur ein anderer Administrator/)
  })

  it('approves at today’s total: places the order with the approver, notifies the buyer and writes the audit log', async () => {
    const { body } = await detail('kunde', pending)
    expect(body.data.approval).toMatchObject({ state: 'pending', canDecide: true, priceChanged: false })
    const total = body.data.approval.current.netCents
    const done = await json<{ state: string }>(await approve('kunde', pending, { expectedTotalCents: total }))
    expect(done.status).toBe(200)
    expect(done.body.messages?.[0]?.message).toBe(
      `Die Bestellung ${pending} ist freigegeben und an uns übermittelt.`,
    )
    const stored = await orderNamed(pending)
    expect(stored.status).toBe('open')
    expect(stored.approval).toMatchObject({ decidedBy: accounts.kunde!.id, decidedByName: 'Hans Muster' })
    expect(stored.totalCents).toBe(total)
    const notice = await payload.find({
      collection: 'account-notifications',
      where: { and: [{ account: { equals: accounts.einkauf!.id } }, { kind: { equals: 'orderApproved' } }] },
      sort: '-createdAt',
      limit: 1,
    })
    expect(notice.docs[0]?.title).toBe(`Bestellung ${pending} freigegeben`)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'approval.approve' } }, { actor: { equals: accounts.kunde!.id } }] },
      sort: '-createdAt',
      limit: 1,
    })
    expect((audit.docs[0] as AuditLog).details).toMatchObject({ orderNumber: pending, totalCents: total })
    // Decided: a second approval or a rejection names who decided.
    const again = await json(await reject('kunde', pending, { reason: 'Doch nicht' }))
    expect(again.status).toBe(409)
    expect(again.body.messages?.[0]?.message).toBe('Diese Bestellung hat Hans Muster bereits freigegeben.')
  })

  it('lets exactly one of two administrators deciding at once win; the other is told who decided', async () => {
    const second = await payload.create({
      collection: 'accounts',
      data: {
        tenant,
        username: `admin-${Date.now()}`,
        email: `admin-${Date.now()}@garage-muster.ch`,
        password: 'Zweiter-Admin-2026!',
        firstName: 'Zora',
        lastName: 'Zweit',
        type: 'customer',
        customer: garage.id,
        companyRole: 'administrator',
        isActiveEcommerceShopUser: true,
      },
      depth: 0,
    })
    const login = await payload.login({
      collection: 'accounts',
      data: { username: second.username, password: 'Zweiter-Admin-2026!' } as never,
    })
    tokens.zweit = login.token!
    const total = (await detail('kunde', pending)).body.data.approval.current.netCents
    const answers = await Promise.all([
      approve('kunde', pending, { expectedTotalCents: total }).then((res) => json(res)),
      reject('zweit', pending, { reason: 'Budget ist ausgeschöpft' }).then((res) => json(res)),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const loser = answers.find((a) => a.status === 409)!
    expect(loser.body.messages?.[0]?.message).toMatch(
      /^Diese Bestellung hat (Hans Muster|Zora Zweit) bereits (freigegeben|abgelehnt)\.$/,
    )
    const stored = await orderNamed(pending)
    expect(['open', 'rejected']).toContain(stored.status)
  })

  it('asks the approver to confirm when the price changed since the order, then places it at the new total', async () => {
    const before = (await detail('kunde', pending)).body.data.approval
    const changed = priced[0]!
    const prices = (changed.article.prices ?? []).map((row) => ({
      ...row,
      scales: (row.scales ?? []).map((scale) => ({ ...scale, unitPriceCents: scale.unitPriceCents + 100 })),
    }))
    await payload.update({ collection: 'articles', id: changed.article.id, data: { prices }, depth: 0 })
    try {
      const now = (await detail('kunde', pending)).body.data.approval
      expect(now.priceChanged).toBe(true)
      expect(now.current.netCents).toBe(before.current.netCents + 30 * 100)
      const stale = await json(
        await approve('kunde', pending, { expectedTotalCents: before.current.netCents }),
      )
      expect(stale.status).toBe(409)
      expect(stale.body.messages?.[0]?.message).toMatch(/Der Betrag hat sich geändert: heute CHF/)
      expect((await orderNamed(pending)).status).toBe('awaitingApproval')
      expect((await approve('kunde', pending, { expectedTotalCents: now.current.netCents })).status).toBe(200)
      const stored = await orderNamed(pending)
      expect(stored.totalCents).toBe(now.current.netCents)
      expect(stored.approval?.submittedTotalCents).toBe(before.current.netCents)
      // Each line at today's price for its quantity (the price list's scale for 30 pieces, raised by 1.00).
      const today = now.lines.find((line) => line.articleNumber === changed.articleNumber)!
      expect(today.unitPriceCents).toBe(
        before.lines.find((line) => line.articleNumber === changed.articleNumber)!.unitPriceCents! + 100,
      )
      expect(stored.lines.find((line) => line.articleNumber === changed.articleNumber)?.unitPriceCents).toBe(
        today.unitPriceCents,
      )
    } finally {
      await payload.update({
        collection: 'articles',
        id: changed.article.id,
        data: { prices: changed.article.prices },
        depth: 0,
      })
    }
  })

  it('rejects with a reason: the buyer is notified and finds the articles back in its cart', async () => {
    await empty('einkauf')
    const done = await json(
      await reject('kunde', pending, { reason: '  Bitte über den Rahmenvertrag bestellen.  ' }),
    )
    expect(done.status).toBe(200)
    const stored = await orderNamed(pending)
    expect(stored.status).toBe('rejected')
    expect(stored.approval?.rejectionReason).toBe('Bitte über den Rahmenvertrag bestellen.')
    const cart = await cartOf('einkauf')
    expect(cart.entries.map((entry) => [entry.articleNumber, entry.count]).sort()).toEqual(
      [
        [priced[0]!.articleNumber, 30],
        [priced[1]!.articleNumber, 30],
      ].sort(),
    )
    const notice = await payload.find({
      collection: 'account-notifications',
      where: { and: [{ account: { equals: accounts.einkauf!.id } }, { kind: { equals: 'orderRejected' } }] },
      sort: '-createdAt',
      limit: 1,
    })
    expect(notice.docs[0]?.text).toContain('«Bitte über den Rahmenvertrag bestellen.»')
    const audit = await payload.count({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'approval.reject' } }, { 'details.orderNumber': { equals: pending } }],
      },
    })
    expect(audit.totalDocs).toBe(1)
  })

  it('lets an employee acting for an administrator contact approve; the log names the employee and the contact', async () => {
    const contact = (
      await payload.find({
        collection: 'contacts',
        where: { and: [{ customer: { equals: garage.id } }, { contactId: { equals: 'K-100200-01' } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    await payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { account: accounts.kunde!.id },
      depth: 0,
    })
    try {
      const selected = await selectApi(
        makeRequest('/api/contact/select', {
          method: 'POST',
          body: { id: String(contact.id), contactId: contact.contactId },
          ...as('mitarbeiter'),
        }),
      )
      expect(selected.status).toBe(200)
      const total = (await detail('mitarbeiter', pending)).body.data.approval.current.netCents
      expect((await approve('mitarbeiter', pending, { expectedTotalCents: total })).status).toBe(200)
      const stored = await orderNamed(pending)
      expect(stored.approval).toMatchObject({
        decidedBy: accounts.kunde!.id,
        decidedByName: `${contact.firstName} ${contact.lastName}`,
        onBehalfOf: accounts.mitarbeiter!.id,
      })
      const audit = (
        await payload.find({
          collection: 'audit-log',
          where: {
            and: [{ action: { equals: 'approval.approve' } }, { 'details.orderNumber': { equals: pending } }],
          },
          limit: 1,
          depth: 0,
        })
      ).docs[0] as AuditLog
      expect(audit.actor).toBe(accounts.mitarbeiter!.id)
      expect(audit.contact).toBe(contact.id)
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
      await payload.update({ collection: 'contacts', id: contact.id, data: { account: null }, depth: 0 })
    }
  })
})

describe('viewers', () => {
  it('cannot order through any endpoint: cart, checkout, reorder', async () => {
    const line = { articleNumber: priced[0]!.articleNumber, count: 1 }
    const added = await json(await add('ansicht', [line]))
    expect(added.status).toBe(403)
    expect(added.body.messages?.[0]?.message).toMatch(/Betrachter/)
    expect((await commit('ansicht')).status).toBe(403)
    const anOrder = (
      await payload.find({
        collection: 'orders',
        where: { and: [{ customer: { equals: garage.id } }, { status: { equals: 'completed' } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Order
    const reordered = await reorderApi(
      makeRequest(`/api/orders/${anOrder.orderNumber}/reorder`, {
        method: 'POST',
        body: {},
        ...as('ansicht'),
      }),
      params(anOrder.orderNumber),
    )
    expect(reordered.status).toBe(403)
    expect((await cartOf('ansicht')).entries).toEqual([])
  })
})
