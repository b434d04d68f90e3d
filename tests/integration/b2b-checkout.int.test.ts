import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE as emptyApi, POST as cartApi } from '@/app/api/b2bcart/route'
import { POST as refTextApi } from '@/app/api/b2bcart/set-item-ref-text/route'
import { POST as showRefTextsApi } from '@/app/api/b2bcart/set-show-item-ref-texts/route'
import { POST as commitApi } from '@/app/api/b2bcart-data/commit/route'
import { GET as dataGetApi, POST as dataPostApi } from '@/app/api/b2bcart-data/route'
import { GET as termsApi } from '@/app/api/b2bcart-data/terms/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import type { Account, Article, Contact, Order } from '@/cms/payload-types'
import type { B2BCartData, CommitResult } from '@/features/carts/checkout-schemas'
import type { B2BCart } from '@/features/carts/schemas'
import { placedOrder } from '@/features/carts/server/checkout'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tenant: { id: number }
let tokens: Record<string, string>
let accounts: Record<string, Account>
let orderable: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = {
    id: (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
    ).docs[0]!.id,
  }
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  const customer = (
    await payload.find({
      collection: 'customers',
      where: { customerId: { equals: '100200' } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]!
  const priceList = typeof customer.priceList === 'object' ? customer.priceList!.id : customer.priceList
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { and: [{ tenant: { equals: tenant.id } }, { disabled: { not_equals: true } }] },
      sort: 'articleNumber',
      depth: 0,
      limit: 400,
    })
  ).docs as Article[]
  orderable = articles
    .filter((a) =>
      (a.prices ?? []).some(
        (row) =>
          (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === priceList &&
          (row.scales ?? []).length,
      ),
    )
    .map((a) => a.articleNumber)
}, 300_000)

afterAll(async () => {
  await payload?.update({
    collection: 'accounts',
    where: { username: { equals: 'kunde' } },
    data: { retailerModeEnabled: false },
  })
})

const ORIGIN = 'http://localhost:3000'
const as = (user?: string, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })

const getData = (user?: string) => dataGetApi(makeRequest('/api/b2bcart-data/', as(user)))
const postData = (body: unknown, user = 'kunde', origin?: string) =>
  dataPostApi(makeRequest('/api/b2bcart-data/', { method: 'POST', body, ...as(user, origin) }))
const commit = (body: unknown, user = 'kunde', origin?: string) =>
  commitApi(makeRequest('/api/b2bcart-data/commit', { method: 'POST', body, ...as(user, origin) }))
const add = (articleNumber: string, count: number, user = 'kunde') =>
  cartApi(
    makeRequest('/api/b2bcart/', {
      method: 'POST',
      body: { action: 'add', entries: [{ articleNumber, count }] },
      ...as(user),
    }),
  )
const empty = (user = 'kunde') => emptyApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))
const dataOf = async (user = 'kunde') => (await json<B2BCartData>(await getData(user))).body.data
const key = () => `test-${crypto.randomUUID()}`
const ordersWith = async (submissionKeySuffix: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { submissionKey: { like: submissionKeySuffix } },
      depth: 0,
      limit: 10,
    })
  ).docs as Order[]

describe('B2B cart data: who may use it', () => {
  it('answers 401 to visitors, 403 to non-shop users and to calls from other sites; the terms are public', async () => {
    expect((await getData()).status).toBe(401)
    expect((await getData('privat')).status).toBe(403)
    expect((await postData({ purchaseOrderNumber: 'X' }, 'kunde', 'https://evil.example')).status).toBe(403)
    expect(
      (await commit({ submissionKey: key(), termsAccepted: true }, 'kunde', 'https://evil.example')).status,
    ).toBe(403)
    const terms = await json<{ title: string; content: { root: unknown } }>(
      await termsApi(makeRequest('/api/b2bcart-data/terms', as())),
    )
    expect(terms.status).toBe(200)
    expect(terms.body.data.title).toBe('Allgemeine Geschäftsbedingungen')
    expect(terms.body.data.content.root).toBeTruthy()
  })
})

describe('B2B cart data: the delivery and invoice step', () => {
  it('offers only the customer’s own addresses, the preferred chosen, and the terms link', async () => {
    const data = await dataOf()
    expect(data.checkoutConfig.agbContentLink).toBe('/api/b2bcart-data/terms')
    expect(data.shipToAddresses.map((a) => a.partnerId)).toEqual(['100200', '100201', '100202'])
    expect(data.shipToAddresses.every((a) => a.typeCode === 'CRMH02')).toBe(true)
    expect(data.billToAddresses.map((a) => a.partnerId)).toEqual(['100200', '100290'])
    expect(data.billToAddresses.every((a) => a.typeCode === 'CRMH04')).toBe(true)
    expect(data.shipTo).toBe('100200')
    expect(data.billTo).toBe('100200')
  })

  it('stores the choices; a foreign or unknown address, a bad text or an unknown field is a 400 naming it and changes nothing', async () => {
    const saved = await json<B2BCartData>(
      await postData({
        shipTo: '100201',
        billTo: '100290',
        purchaseOrderNumber: ' PO-4711 ',
        costCentre: 'KST-20',
        remark: 'Rampe 3\nbis 16 Uhr',
      }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      shipTo: '100201',
      billTo: '100290',
      purchaseOrderNumber: 'PO-4711',
      costCentre: 'KST-20',
      remark: 'Rampe 3\nbis 16 Uhr',
    })

    const foreign = await json(await postData({ shipTo: '100300' }))
    expect(foreign.status).toBe(400)
    expect(foreign.body.messages?.[0]).toMatchObject({
      message: 'Bitte wählen Sie eine Lieferadresse Ihres Unternehmens.',
      meta: { fields: ['shipTo'] },
    })
    // A ship-to partner id is no bill-to address.
    expect((await json(await postData({ billTo: '100201' }))).body.messages?.[0]?.meta?.fields).toEqual([
      'billTo',
    ])
    const long = await json(await postData({ purchaseOrderNumber: 'x'.repeat(36) }))
    expect(long.status).toBe(400)
    expect(long.body.messages?.[0]?.message).toBe('Die Bestellnummer darf höchstens 35 Zeichen lang sein.')
    expect((await postData({ costCentre: 'a\tb' })).status).toBe(400)
    expect((await postData({ hack: true })).status).toBe(400)
    expect((await postData('nonsense')).status).toBe(400)
    expect(await dataOf()).toMatchObject({
      shipTo: '100201',
      billTo: '100290',
      purchaseOrderNumber: 'PO-4711',
      costCentre: 'KST-20',
    })
  })
})

describe('B2B submit', () => {
  it('refuses without accepted terms, with a bad key and with an empty cart', async () => {
    await empty()
    const noTerms = await json(await commit({ submissionKey: key() }))
    expect(noTerms.status).toBe(400)
    expect(noTerms.body.messages?.[0]?.message).toBe(
      'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
    )
    expect((await commit({ submissionKey: key(), termsAccepted: false })).status).toBe(400)
    expect((await commit({ submissionKey: 'short', termsAccepted: true })).status).toBe(400)
    const emptyCart = await json(await commit({ submissionKey: key(), termsAccepted: true }))
    expect(emptyCart.status).toBe(409)
    expect(emptyCart.body.messages?.[0]?.message).toBe('Ihr Warenkorb ist leer.')
  })

  it('makes exactly one order of a double submit and of a retry, with addresses, references, reference texts and a notification', async () => {
    await empty()
    await add(orderable[0]!, 2)
    const cart = (await json<B2BCart>(await add(orderable[1]!, 5))).body.data
    await showRefTextsApi(
      makeRequest('/api/b2bcart/set-show-item-ref-texts', {
        method: 'POST',
        body: { showItemRefTexts: true },
        ...as('kunde'),
      }),
    )
    await refTextApi(
      makeRequest('/api/b2bcart/set-item-ref-text', {
        method: 'POST',
        body: { itemKey: cart.entries[0]!.itemKey, itemRefText: 'Werkstatt Halle 2' },
        ...as('kunde'),
      }),
    )
    await postData({
      shipTo: '100202',
      billTo: '100200',
      purchaseOrderNumber: 'PO-DOUBLE',
      costCentre: '',
      remark: '',
    })
    const before = await dataOf()
    const submission = key()
    const [first, second] = await Promise.all([
      json<CommitResult>(await commit({ submissionKey: submission, termsAccepted: true })),
      json<CommitResult>(await commit({ submissionKey: submission, termsAccepted: true })),
    ])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body.data.orderNumber).toBe(first.body.data.orderNumber)
    expect(first.body.data.confirmationUrl).toBe(
      `/de-ch/warenkorb/bestaetigung?bestellung=${first.body.data.orderNumber}`,
    )
    const retry = await json<CommitResult>(await commit({ submissionKey: submission, termsAccepted: true }))
    expect(retry.body.data.orderNumber).toBe(first.body.data.orderNumber)

    const orders = await ordersWith(submission)
    expect(orders).toHaveLength(1)
    const order = orders[0]!
    expect(order.orderNumber).toMatch(/^W\d{6}-[2-9A-Z]{5}$/)
    expect(order.purchaseOrderNumber).toBe('PO-DOUBLE')
    expect(order.shipTo).toMatchObject({ partnerId: '100202', city: 'Dietlikon' })
    expect(order.billTo).toMatchObject({ partnerId: '100200', city: 'Volketswil' })
    expect(order.totalCents).toBe(before.totalCents)
    expect(order.lines.map((l) => [l.articleNumber, l.quantity, l.itemRefText ?? null])).toEqual(
      before.entries.map((e) => [e.articleNumber, e.count, e.itemRefText || null]),
    )
    expect(order.lines.map((l) => l.unitPriceCents)).toEqual(
      before.entries.map((e) => e.price!.unitPriceCents),
    )
    expect(order.account).toBe(accounts.kunde!.id)
    expect(order.placedBy ?? null).toBeNull()

    const after = await dataOf()
    expect(after.count).toBe(0)
    expect(after.purchaseOrderNumber).toBe('')
    expect(after.shipTo).toBe('100202')
    const notes = await payload.find({
      collection: 'account-notifications',
      where: { and: [{ account: { equals: accounts.kunde!.id } }, { kind: { equals: 'orderConfirmed' } }] },
      depth: 0,
      limit: 50,
    })
    expect(notes.docs.filter((n) => n.title.includes(order.orderNumber))).toHaveLength(1)
  })

  it('states and stores the VAT per rate: the tenant’s standard rate, an article’s own rate where it differs', async () => {
    const reduced = (
      await payload.find({
        collection: 'articles',
        where: { articleNumber: { equals: orderable[2]! } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    await payload.update({ collection: 'articles', id: reduced.id, data: { vatRate: 2.6 }, depth: 0 })
    try {
      await empty()
      await add(orderable[0]!, 3)
      await add(orderable[2]!, 2)
      await postData({ shipTo: '100200', billTo: '100200' })
      const data = await dataOf()
      const byRate = (rate: number) =>
        data.entries.filter((e) => e.price!.vatRate === rate).reduce((sum, e) => sum + e.price!.totalCents, 0)
      expect(data.entries.map((e) => e.price!.vatRate).sort()).toEqual([2.6, 8.1])
      const standardVat = Math.floor((byRate(8.1) * 810 * 2 + 10000) / 20000)
      const reducedVat = Math.floor((byRate(2.6) * 260 * 2 + 10000) / 20000)
      expect(data.vat).toEqual({
        pricesIncludeVat: false,
        rates: [
          { rate: 2.6, netCents: byRate(2.6), vatCents: reducedVat },
          { rate: 8.1, netCents: byRate(8.1), vatCents: standardVat },
        ],
        netCents: data.totalCents,
        vatCents: standardVat + reducedVat,
        grossCents: data.totalCents + standardVat + reducedVat,
      })

      const submission = key()
      const placed = await json<CommitResult>(
        await commit({ submissionKey: submission, termsAccepted: true }),
      )
      expect(placed.status).toBe(200)
      const order = (await ordersWith(submission))[0]!
      expect(order.totalCents).toBe(data.vat.netCents)
      expect(order.vatCents).toBe(data.vat.vatCents)
      expect(order.grossTotalCents).toBe(data.vat.grossCents)
      expect(order.vatBreakdown).toEqual(data.vat.rates)
      expect(order.lines.map((l) => l.vatRate).sort()).toEqual([2.6, 8.1])
      // The confirmation page states the stored amounts.
      const confirmation = await placedOrder({ tenant, account: accounts.kunde! } as never, order.orderNumber)
      expect(confirmation?.vat).toEqual(data.vat)
    } finally {
      await payload.update({ collection: 'articles', id: reduced.id, data: { vatRate: null }, depth: 0 })
    }
  })

  it('uses the standard rate of the tenant’s checkout settings', async () => {
    const settings = (
      await payload.find({
        collection: 'checkout-settings',
        where: { tenant: { equals: tenant.id } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    expect(settings.vat.standardRate).toBe(8.1)
    await payload.update({
      collection: 'checkout-settings',
      id: settings.id,
      data: { vat: { standardRate: 7.7 } },
      depth: 0,
    })
    try {
      await empty()
      await add(orderable[0]!, 1)
      const data = await dataOf()
      expect(data.vat.rates.map((r) => r.rate)).toEqual([7.7])
      expect(data.vat.vatCents).toBe(Math.floor((data.totalCents * 770 * 2 + 10000) / 20000))
    } finally {
      await payload.update({
        collection: 'checkout-settings',
        id: settings.id,
        data: { vat: { standardRate: 8.1 } },
        depth: 0,
      })
      await empty()
    }
  })

  it('blocks the submit in retailer mode with the message to leave customer mode; nothing is ordered', async () => {
    await empty()
    await add(orderable[0]!, 1)
    await payload.update({
      collection: 'accounts',
      id: accounts.kunde!.id,
      data: { retailerModeEnabled: true },
    })
    try {
      const submission = key()
      const res = await json(await commit({ submissionKey: submission, termsAccepted: true }))
      expect(res.status).toBe(409)
      expect(res.body.messages?.[0]?.message).toBe(
        'Bitte verlassen Sie den Kundenmodus, um die Bestellung abzuschliessen.',
      )
      expect(await ordersWith(submission)).toHaveLength(0)
      expect((await dataOf()).retailerMode).toBe(true)
      expect((await dataOf()).count).toBe(1)
    } finally {
      await payload.update({
        collection: 'accounts',
        id: accounts.kunde!.id,
        data: { retailerModeEnabled: false },
      })
    }
  })

  it('refuses while a line cannot be ordered', async () => {
    await empty()
    const article = (
      await payload.find({
        collection: 'articles',
        where: { articleNumber: { equals: orderable[2]! } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    await add(article.articleNumber, 1)
    await payload.update({ collection: 'articles', id: article.id, data: { disabled: true } })
    try {
      const submission = key()
      const res = await json(await commit({ submissionKey: submission, termsAccepted: true }))
      expect(res.status).toBe(409)
      expect(res.body.messages?.[0]?.message).toBe(
        'Entfernen Sie zuerst die nicht bestellbaren Positionen aus dem Warenkorb.',
      )
      expect(await ordersWith(submission)).toHaveLength(0)
    } finally {
      await payload.update({ collection: 'articles', id: article.id, data: { disabled: false } })
      await empty()
    }
  })

  it('records the employee who ordered for a contact, and the order belongs to the contact’s customer only', async () => {
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
      await empty('mitarbeiter')
      await add(orderable[0]!, 3, 'mitarbeiter')
      const submission = key()
      const res = await json<CommitResult>(
        await commit({ submissionKey: submission, termsAccepted: true }, 'mitarbeiter'),
      )
      expect(res.status).toBe(200)
      const [order] = await ordersWith(submission)
      expect(order!.placedBy).toBe(accounts.mitarbeiter!.id)
      expect(order!.contact).toBe(hans.id)
      const audit = await payload.find({
        collection: 'audit-log',
        where: {
          and: [{ actor: { equals: accounts.mitarbeiter!.id } }, { action: { equals: 'order.submit' } }],
        },
        depth: 0,
        limit: 10,
      })
      expect(
        audit.docs.some((entry) => JSON.stringify(entry.details).includes(res.body.data.orderNumber)),
      ).toBe(true)

      // The confirmation finds the order for the same customer, never for another one.
      const kundeAccount = { ...accounts.kunde!, collection: 'accounts' as const }
      expect(
        (await placedOrder({ tenant: tenant as never, account: kundeAccount }, res.body.data.orderNumber))
          ?.orderNumber,
      ).toBe(res.body.data.orderNumber)
      const other = (
        await payload.find({
          collection: 'customers',
          where: { customerId: { equals: '100300' } },
          limit: 1,
          depth: 0,
        })
      ).docs[0]!
      expect(
        await placedOrder(
          { tenant: tenant as never, account: { ...kundeAccount, customer: other.id } },
          res.body.data.orderNumber,
        ),
      ).toBeNull()
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
  })
})
