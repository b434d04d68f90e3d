import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as emptyApi, GET as getApi, POST as updateApi } from '@/app/api/b2bcart/route'
import { POST as confirmApi } from '@/app/api/b2bcart/confirm-change/route'
import { POST as quickOrderApi } from '@/app/api/b2bcart/quick-order/route'
import { POST as refTextApi } from '@/app/api/b2bcart/set-item-ref-text/route'
import { POST as showRefTextsApi } from '@/app/api/b2bcart/set-show-item-ref-texts/route'
import { POST as manualPricingApi } from '@/app/api/b2bcart/set-show-manual-pricing/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import type { Account, Article, Contact, Product } from '@/cms/payload-types'
import type { B2BCart } from '@/features/carts/schemas'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tenant: number
let tokens: Record<string, string>
let accounts: Record<string, Account>
/** Articles kunde (customer 100200) can order, with scale prices. */
let orderable: { articleNumber: string; scales: { minQuantity: number; unitPriceCents: number }[] }[] = []
let disabled: string

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
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
      where: { tenant: { equals: tenant } },
      sort: 'articleNumber',
      depth: 1,
      limit: 400,
      populate: { products: { productNumber: true } },
    })
  ).docs as Article[]
  orderable = articles
    .filter((a) => !a.disabled)
    .map((a) => ({
      articleNumber: a.articleNumber,
      scales:
        (a.prices ?? []).find(
          (row) => (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === priceList,
        )?.scales ?? [],
    }))
    .filter((a) => a.scales.length > 0)
  const off = articles.find((a) => a.disabled)
  disabled = off ? off.articleNumber : articles.at(-1)!.articleNumber
  if (!off)
    await payload.update({
      collection: 'articles',
      id: articles.at(-1)!.id,
      data: { disabled: true },
      context: { disableRevalidate: true },
    })
  void (articles[0]!.product as Product)
}, 300_000)

const ORIGIN = 'http://localhost:3000'
const as = (user?: string, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })

const get = (user?: string) => getApi(makeRequest('/api/b2bcart/', as(user)))
const post = (body: unknown, user?: string, origin?: string) =>
  updateApi(makeRequest('/api/b2bcart/', { method: 'POST', body, ...as(user, origin) }))
const empty = (user?: string) => emptyApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))
const refText = (body: unknown, user = 'kunde') =>
  refTextApi(makeRequest('/api/b2bcart/set-item-ref-text', { method: 'POST', body, ...as(user) }))
const showRefTexts = (body: unknown, user = 'kunde') =>
  showRefTextsApi(makeRequest('/api/b2bcart/set-show-item-ref-texts', { method: 'POST', body, ...as(user) }))
const manualPricing = (body: unknown, user = 'kunde') =>
  manualPricingApi(makeRequest('/api/b2bcart/set-show-manual-pricing', { method: 'POST', body, ...as(user) }))
const add = (articleNumber: string, count: number, user = 'kunde') =>
  post({ action: 'add', entries: [{ articleNumber, count }] }, user)
const cartOf = async (user = 'kunde') => (await json<B2BCart>(await get(user))).body.data

describe('B2B cart: who may use it', () => {
  it('answers 401 to visitors, 403 to non-shop users and to other sites, and changes nothing', async () => {
    expect((await get()).status).toBe(401)
    expect(
      (await post({ action: 'add', entries: [{ articleNumber: orderable[0]!.articleNumber, count: 1 }] }))
        .status,
    ).toBe(401)
    const privat = await json(await get('privat'))
    expect(privat.status).toBe(403)
    expect(privat.body.messages?.[0]?.message).toBe('Der Warenkorb steht nur Shop-Benutzern zur Verfügung.')
    expect(
      (
        await post(
          { action: 'add', entries: [{ articleNumber: orderable[0]!.articleNumber, count: 1 }] },
          'kunde',
          'https://evil.example',
        )
      ).status,
    ).toBe(403)
    expect((await cartOf()).count).toBe(0)
  })
})

describe('B2B cart: changes', () => {
  it('adds articles, merges repeats, prices by scale and answers the whole cart with its count', async () => {
    await empty('kunde')
    const [first, second] = orderable
    const res = await json<B2BCart>(
      await post(
        {
          action: 'add',
          entries: [
            { articleNumber: first!.articleNumber, count: 1 },
            { articleNumber: second!.articleNumber, count: 2 },
          ],
        },
        'kunde',
      ),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.count).toBe(2)
    expect(res.body.data.entries.map((e) => [e.articleNumber, e.count])).toEqual([
      [first!.articleNumber, 1],
      [second!.articleNumber, 2],
    ])
    const again = (await json<B2BCart>(await add(first!.articleNumber, 4))).body.data
    expect(again.entries[0]!.count).toBe(5)
    const top = [...first!.scales].sort((a, b) => b.minQuantity - a.minQuantity)[0]!
    const scaled = (
      await json<B2BCart>(
        await post(
          { action: 'update', itemKey: again.entries[0]!.itemKey, count: Math.max(top.minQuantity, 1) },
          'kunde',
        ),
      )
    ).body.data
    expect(scaled.entries[0]!.price).toMatchObject({
      unitPriceCents: top.unitPriceCents,
      priceType: 'net',
      totalCents: top.unitPriceCents * Math.max(top.minQuantity, 1),
    })
    expect(scaled.totalCents).toBe(scaled.entries.reduce((sum, e) => sum + e.price!.totalCents, 0))
  })

  it('refuses bad input with a 400 naming the parameter and changes nothing', async () => {
    const before = await cartOf()
    const bad = async (body: unknown) => json(await post(body, 'kunde'))
    const tooMany = await bad({ action: 'update', itemKey: before.entries[0]!.itemKey, count: 10000 })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.messages?.[0]).toMatchObject({
      message: 'Bitte geben Sie eine ganze Menge von 1 bis 9999 ein.',
      meta: { fields: ['count'] },
    })
    expect((await bad({ action: 'update', itemKey: before.entries[0]!.itemKey, count: 0 })).status).toBe(400)
    expect((await bad({ action: 'update', itemKey: before.entries[0]!.itemKey, count: 1.5 })).status).toBe(
      400,
    )
    expect((await bad({ action: 'explode' })).body.messages?.[0]?.meta?.fields).toEqual(['action'])
    expect((await bad(null)).status).toBe(400)
    const mixed = await bad({
      action: 'add',
      entries: [
        { articleNumber: orderable[2]!.articleNumber, count: 1 },
        { articleNumber: 'NOPE-000', count: 1 },
        { articleNumber: disabled, count: 1 },
      ],
    })
    expect(mixed.status).toBe(400)
    expect(mixed.body.messages?.map((m) => m.meta?.fields?.[0])).toEqual(['entries.1', 'entries.2'])
    expect(mixed.body.messages?.[0]?.message).toBe('Position 2: Den Artikel NOPE-000 gibt es nicht.')
    const unknown = await json(await post({ action: 'remove', itemKey: 'not-a-line' }, 'kunde'))
    expect(unknown.status).toBe(404)
    expect(await cartOf()).toEqual(before)
  })

  it('keeps reference texts only while they are on, refuses a # and clears all texts on every toggle', async () => {
    const cart = await cartOf()
    const key = cart.entries[0]!.itemKey
    expect((await refText({ itemKey: key, itemRefText: 'Lager 3' })).status).toBe(409)
    expect(
      (await json<B2BCart>(await showRefTexts({ showItemRefTexts: true }))).body.data.showItemRefTexts,
    ).toBe(true)
    const set = await json<{ itemRefText: string }>(await refText({ itemKey: key, itemRefText: 'Lager 3' }))
    expect(set.body.data.itemRefText).toBe('Lager 3')
    const hash = await json(await refText({ itemKey: key, itemRefText: 'Lager #3' }))
    expect(hash.status).toBe(400)
    expect(hash.body.messages?.[0]?.message).toBe('Der Referenztext darf kein #-Zeichen enthalten.')
    expect((await cartOf()).entries[0]!.itemRefText).toBe('Lager 3')
    expect((await json(await refText({ itemKey: key, itemRefText: 'x'.repeat(36) }))).status).toBe(400)
    const off = (await json<B2BCart>(await showRefTexts({ showItemRefTexts: false }))).body.data
    expect(off.showItemRefTexts).toBe(false)
    const on = (await json<B2BCart>(await showRefTexts({ showItemRefTexts: true }))).body.data
    expect(on.entries.every((e) => e.itemRefText === '')).toBe(true)
    expect((await json(await showRefTexts({ showItemRefTexts: 'yes' }))).status).toBe(400)
  })

  it('lets no customer price by hand', async () => {
    expect((await manualPricing({ showManualPricing: true })).status).toBe(403)
    const key = (await cartOf()).entries[0]!.itemKey
    expect((await post({ action: 'manualPrice', itemKey: key, manualPriceCents: 1 }, 'kunde')).status).toBe(
      403,
    )
  })

  it('loses no update when the same cart changes concurrently', async () => {
    await empty('kunde')
    const articles = orderable.slice(0, 8)
    await Promise.all(articles.map((a) => add(a.articleNumber, 1)))
    await Promise.all(articles.map((a) => add(a.articleNumber, 2)))
    const cart = await cartOf()
    expect(cart.count).toBe(8)
    expect(cart.entries.map((e) => e.count)).toEqual(articles.map(() => 3))
    const counts = await Promise.all(
      cart.entries.map((e, i) =>
        post({ action: 'update', itemKey: e.itemKey, count: 10 + i }, 'kunde').then((r) => r.status),
      ),
    )
    expect(counts.every((s) => s === 200)).toBe(true)
    expect((await cartOf()).entries.map((e) => e.count)).toEqual(articles.map((_, i) => 10 + i))
  })
})

describe('B2B cart: one per account, and per contact for employees', () => {
  const contactOf = async (contactId: string) =>
    (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: contactId } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
  const select = (contact: Contact) =>
    selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: String(contact.id), contactId: contact.contactId },
        ...as('mitarbeiter' as DemoAccount),
      }),
    )
  const leave = () => leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))

  it('never shows one account the cart of another, not even one acting for the same customer', async () => {
    const kunde = await cartOf('kunde')
    expect(kunde.count).toBeGreaterThan(0)
    const foreign = kunde.entries[0]!.itemKey
    // An employee without a selected contact orders for nobody: no cart at all.
    const noContact = await json(await get('mitarbeiter'))
    expect(noContact.status).toBe(403)
    expect(noContact.body.messages?.[0]?.message).toBe(
      'Wählen Sie zuerst einen Kontakt, für den Sie bestellen.',
    )
    expect((await select(await contactOf('K-100200-01'))).status).toBe(200)
    expect((await cartOf('mitarbeiter')).entries.map((e) => e.itemKey)).not.toContain(foreign)
    expect((await post({ action: 'remove', itemKey: foreign }, 'mitarbeiter')).status).toBe(404)
    expect((await post({ action: 'update', itemKey: foreign, count: 7 }, 'mitarbeiter')).status).toBe(404)
    expect(await cartOf('kunde')).toEqual(kunde)
    await leave()
  })

  it('keeps a cart per contact, allows manual pricing there and records what the employee did', async () => {
    const hans = await contactOf('K-100200-01')
    expect((await select(hans)).status).toBe(200)
    const forHans = (await json<B2BCart>(await add(orderable[0]!.articleNumber, 2, 'mitarbeiter'))).body.data
    expect(forHans.count).toBe(1)
    expect(forHans.manualPricingAvailable).toBe(true)
    const key = forHans.entries[0]!.itemKey
    expect(
      (await post({ action: 'manualPrice', itemKey: key, manualPriceCents: 990 }, 'mitarbeiter')).status,
    ).toBe(409)
    expect(
      (await json<B2BCart>(await manualPricing({ showManualPricing: true }, 'mitarbeiter'))).body.data
        .showManualPricing,
    ).toBe(true)
    const priced = (
      await json<B2BCart>(
        await post({ action: 'manualPrice', itemKey: key, manualPriceCents: 990 }, 'mitarbeiter'),
      )
    ).body.data
    expect(priced.entries[0]!.price).toMatchObject({
      unitPriceCents: 990,
      totalCents: 1980,
      priceType: 'manual',
    })
    expect(
      (await json(await post({ action: 'manualPrice', itemKey: key, manualPriceCents: 0 }, 'mitarbeiter')))
        .status,
    ).toBe(400)
    const off = (await json<B2BCart>(await manualPricing({ showManualPricing: false }, 'mitarbeiter'))).body
      .data
    expect(off.entries[0]!.price?.priceType).toBe('net')
    expect(off.entries[0]!.manualPriceCents).toBeNull()
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ actor: { equals: accounts.mitarbeiter!.id } }, { action: { like: 'cart.' } }] },
      depth: 0,
      limit: 50,
    })
    expect(audit.docs.map((d) => d.action)).toEqual(
      expect.arrayContaining(['cart.add', 'cart.manualPrice', 'cart.showManualPricing']),
    )
    // Another contact has its own cart; back with Hans, his cart is as it was.
    expect((await leave()).status).toBe(200)
    expect((await select(await contactOf('K-100300-01'))).status).toBe(200)
    expect((await cartOf('mitarbeiter')).entries.map((e) => e.itemKey)).not.toContain(key)
    expect((await leave()).status).toBe(200)
    expect((await select(hans)).status).toBe(200)
    expect((await cartOf('mitarbeiter')).entries.map((e) => e.itemKey)).toEqual([key])
    await leave()
  })
})

describe('Quick order: pasted "article number; quantity" lines', () => {
  const quick = (body: unknown, user = 'kunde') =>
    quickOrderApi(makeRequest('/api/b2bcart/quick-order', { method: 'POST', body, ...as(user) }))

  it('adds the good lines and names every bad line with its number and reason', async () => {
    await empty('kunde')
    const [first, second] = orderable
    const text = [
      `${first!.articleNumber}; 3`,
      '',
      `${second!.articleNumber.toLowerCase()},2`,
      'NOPE-404;1',
      `${first!.articleNumber};0`,
      `${disabled};1`,
      'kaputt ! zeile',
    ].join('\n')
    const res = await json<B2BCart>(await quick({ text }))
    expect(res.status).toBe(200)
    expect(res.body.data.entries.map((e) => [e.articleNumber, e.count])).toEqual([
      [first!.articleNumber, 3],
      [second!.articleNumber, 2],
    ])
    expect(res.body.messages?.map((m) => m.message)).toEqual([
      '2 Positionen wurden in den Warenkorb gelegt.',
      'Zeile 4: Den Artikel NOPE-404 gibt es nicht.',
      `Zeile 5 («${first!.articleNumber};0»): Die Menge muss eine ganze Zahl von 1 bis 9999 sein.`,
      `Zeile 6: Der Artikel ${disabled} ist nicht mehr erhältlich.`,
      'Zeile 7 («kaputt ! zeile»): Bitte im Format «Artikelnummer; Menge» eingeben.',
    ])
    expect(res.body.messages?.[1]?.meta?.fields).toEqual(['line.4'])
    // A repeat adds to the counts already there.
    expect(
      (await json<B2BCart>(await quick({ text: `${first!.articleNumber};1` }))).body.data.entries[0]!.count,
    ).toBe(4)
  })

  it('changes nothing when no line is good, and refuses bad bodies, visitors and other accounts', async () => {
    const before = await cartOf()
    const none = await json(await quick({ text: 'NOPE-404;1\nfoo bar baz' }))
    expect(none.status).toBe(400)
    expect(none.body.messages).toHaveLength(2)
    expect((await json(await quick({ text: '   ' }))).body.messages?.[0]?.message).toBe(
      'Bitte geben Sie mindestens eine Artikelnummer ein.',
    )
    expect((await quick({ text: 'x'.repeat(10_001) })).status).toBe(400)
    expect(
      (
        await quick({
          text: Array.from({ length: 201 }, () => `${orderable[0]!.articleNumber};1`).join('\n'),
        })
      ).status,
    ).toBe(400)
    expect((await quick({ lines: [] })).status).toBe(400)
    expect(
      (
        await quickOrderApi(
          makeRequest('/api/b2bcart/quick-order', {
            method: 'POST',
            body: { text: `${orderable[0]!.articleNumber};1` },
            headers: { 'x-tribo-locale': 'de-ch', origin: ORIGIN },
          }),
        )
      ).status,
    ).toBe(401)
    expect((await quick({ text: `${orderable[0]!.articleNumber};1` }, 'privat')).status).toBe(403)
    expect(await cartOf()).toEqual(before)
  })
})

describe('Cart changes: reasons surfaced to confirm', () => {
  const confirm = (id: unknown, user = 'kunde') =>
    confirmApi(makeRequest('/api/b2bcart/confirm-change', { method: 'POST', body: { id }, ...as(user) }))

  it('reports a price change, a cut count and a withdrawn article once, until confirmed', async () => {
    await empty('kunde')
    const [a, b] = orderable
    const addedRes = await json<B2BCart>(
      await post(
        {
          action: 'add',
          entries: [
            { articleNumber: a!.articleNumber, count: 1 },
            { articleNumber: b!.articleNumber, count: 9000 },
          ],
        },
        'kunde',
      ),
    )
    expect(addedRes.body.messages ?? []).toEqual([])
    const added = addedRes.body.data
    expect(added.changes).toEqual([])
    const cut = (await json<B2BCart>(await add(b!.articleNumber, 2000))).body.data
    const countChange = cut.changes.find((c) => c.reason === 'countUpdated')!
    expect(countChange).toMatchObject({ articleNumber: b!.articleNumber, from: 11000, to: 9999 })

    // The price list changes behind the customer's back.
    const doc = (
      await payload.find({
        collection: 'articles',
        where: { articleNumber: { equals: a!.articleNumber } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Article
    const before = structuredClone(doc.prices)
    const raised = (doc.prices ?? []).map((row) => ({
      ...row,
      scales: (row.scales ?? []).map((scale) => ({ ...scale, unitPriceCents: scale.unitPriceCents + 111 })),
    }))
    await payload.update({ collection: 'articles', id: doc.id, data: { prices: raised } })
    try {
      const changed = await cartOf()
      const priceChange = changed.changes.find((c) => c.reason === 'pricingChanged')!
      expect(priceChange).toMatchObject({
        articleNumber: a!.articleNumber,
        from: a!.scales[0]!.unitPriceCents,
        to: a!.scales[0]!.unitPriceCents + 111,
      })
      expect(changed.entries.find((e) => e.articleNumber === a!.articleNumber)!.price!.unitPriceCents).toBe(
        a!.scales[0]!.unitPriceCents + 111,
      )

      expect((await confirm(priceChange.id)).status).toBe(200)
      expect((await confirm(countChange.id)).status).toBe(200)
      expect((await cartOf()).changes).toEqual([])
      // Confirming again changes nothing; unknown ids and lines are a 404, a missing id a 400.
      expect((await confirm(priceChange.id)).status).toBe(200)
      expect((await confirm('nope~pricingChanged')).status).toBe(404)
      expect((await confirm('nonsense')).status).toBe(404)
      expect(
        (
          await confirmApi(
            makeRequest('/api/b2bcart/confirm-change', { method: 'POST', body: {}, ...as('kunde') }),
          )
        ).status,
      ).toBe(400)
      expect((await confirm(priceChange.id, 'privat')).status).toBe(403)

      await payload.update({ collection: 'articles', id: doc.id, data: { disabled: true } })
      const gone = (await cartOf()).changes.find((c) => c.reason === 'removed')!
      expect(gone.articleNumber).toBe(a!.articleNumber)
      const afterRemove = (await json<B2BCart>(await confirm(gone.id))).body.data
      expect(
        [...afterRemove.entries, ...afterRemove.entriesNotOrderable].map((e) => e.articleNumber),
      ).toEqual([b!.articleNumber])
    } finally {
      await payload.update({ collection: 'articles', id: doc.id, data: { prices: before, disabled: false } })
      await empty('kunde')
    }
  })
})
