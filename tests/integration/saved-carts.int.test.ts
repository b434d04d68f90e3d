import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DELETE as emptyCartApi, GET as cartApi, POST as cartPostApi } from '@/app/api/b2bcart/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { GET as listApi, POST as saveApi } from '@/app/api/saved-carts/route'
import { DELETE as deleteApi, GET as oneApi } from '@/app/api/saved-carts/[id]/route'
import { POST as restoreApi } from '@/app/api/saved-carts/[id]/restore/route'
import type { Account, Article, AuditLog, Contact, Customer, Product, SavedCart } from '@/cms/payload-types'
import { SAVED_CARTS_MAX } from '@/features/carts/constants'
import type {
  RestoreSavedCartData,
  SaveCartData,
  SavedCartDetail,
  SavedCartsData,
} from '@/features/carts/saved-cart-schemas'
import type { B2BCart } from '@/features/carts/schemas'

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
/** Articles Garage Muster AG (100200) can order, by article number with their product. */
let orderable: { articleNumber: string; product: number }[] = []
let disabled: { articleNumber: string; product: number }

const LOCAL = { context: { disableRevalidate: true } } as const

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
  const garage = customers['100200']!
  const priceList = typeof garage.priceList === 'object' ? garage.priceList!.id : garage.priceList
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { tenant: { equals: tenant } },
      sort: 'articleNumber',
      depth: 0,
      limit: 400,
    })
  ).docs as Article[]
  const productOf = (article: Article) =>
    typeof article.product === 'object' ? (article.product as Product).id : article.product
  orderable = articles
    .filter(
      (a) =>
        !a.disabled &&
        (a.prices ?? []).some(
          (row) =>
            (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === priceList &&
            (row.scales ?? []).length > 0,
        ),
    )
    .map((a) => ({ articleNumber: a.articleNumber, product: productOf(a) }))
  const off = articles.find((a) => a.disabled)
  if (off) disabled = { articleNumber: off.articleNumber, product: productOf(off) }
  else {
    // The seed disables ~2 % of the articles; should none be among these, disable one for the test.
    const article = articles.at(-1)!
    await payload.update({ collection: 'articles', id: article.id, data: { disabled: true }, ...LOCAL })
    disabled = { articleNumber: article.articleNumber, product: productOf(article) }
    orderable = orderable.filter((a) => a.articleNumber !== article.articleNumber)
  }
}, 300_000)

const ORIGIN = 'http://localhost:3000'
const as = (user?: DemoAccount, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

const list = (user?: DemoAccount) => listApi(makeRequest('/api/saved-carts', as(user)))
const save = (body: unknown, user?: DemoAccount, origin?: string) =>
  saveApi(makeRequest('/api/saved-carts', { method: 'POST', body, ...as(user, origin) }))
const one = (id: number | string, user?: DemoAccount) =>
  oneApi(makeRequest(`/api/saved-carts/${id}`, as(user)), params(id))
const restore = (id: number | string, body: unknown, user?: DemoAccount, origin?: string) =>
  restoreApi(
    makeRequest(`/api/saved-carts/${id}/restore`, { method: 'POST', body, ...as(user, origin) }),
    params(id),
  )
const remove = (id: number | string, user?: DemoAccount, origin?: string) =>
  deleteApi(makeRequest(`/api/saved-carts/${id}`, { method: 'DELETE', ...as(user, origin) }), params(id))
const cartOf = async (user: DemoAccount) =>
  (await json<B2BCart>(await cartApi(makeRequest('/api/b2bcart/', as(user))))).body.data
const emptyCart = (user: DemoAccount) =>
  emptyCartApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))
const fillCart = async (user: DemoAccount, entries: { articleNumber: string; count: number }[]) => {
  await emptyCart(user)
  const res = await cartPostApi(
    makeRequest('/api/b2bcart/', { method: 'POST', body: { action: 'add', entries }, ...as(user) }),
  )
  expect(res.status).toBe(200)
}
const cartLines = async (user: DemoAccount) =>
  (await cartOf(user)).entries.map((entry) => [entry.articleNumber, entry.count] as const)

const savedRows = async (where: Record<string, unknown> = {}) =>
  (
    await payload.find({
      collection: 'saved-carts',
      where: where as never,
      depth: 0,
      pagination: false,
      sort: 'id',
    })
  ).docs as SavedCart[]
const countSaved = async () => (await payload.count({ collection: 'saved-carts' })).totalDocs
const seeded = async (username: DemoAccount, name: string) =>
  (await savedRows({ and: [{ account: { equals: accounts[username].id } }, { name: { equals: name } }] }))[0]!

/** A saved cart written directly (lines the seed would never save: gone or disabled articles). */
async function storeSavedCart(
  username: DemoAccount,
  name: string,
  entries: { articleNumber: string; product: number; count: number; itemRefText?: string }[],
  customerId = '100200',
): Promise<SavedCart> {
  return (await payload.create({
    collection: 'saved-carts',
    data: {
      tenant,
      name,
      account: accounts[username].id,
      customer: customers[customerId]!.id,
      entries: entries.map((entry, index) => ({ itemKey: `test-${index}`, ...entry })),
    },
    depth: 0,
    ...LOCAL,
  })) as SavedCart
}

beforeEach(async () => {
  // The employee acts for nobody unless a test says so.
  await payload.update({
    collection: 'accounts',
    id: accounts.mitarbeiter.id,
    data: { selectedContact: null },
    depth: 0,
  })
})

describe('saved carts: who may use them', () => {
  it('answers 401 to visitors, 403 to non-shop users and to other sites, and stores nothing', async () => {
    const before = await countSaved()
    expect((await list()).status).toBe(401)
    expect((await save({ name: 'X' })).status).toBe(401)
    expect((await one(1)).status).toBe(401)
    expect((await restore(1, { mode: 'merge' })).status).toBe(401)
    expect((await remove(1)).status).toBe(401)
    expect((await list('privat')).status).toBe(403)
    expect((await save({ name: 'X' }, 'privat')).status).toBe(403)
    await fillCart('einkauf', [{ articleNumber: orderable[0]!.articleNumber, count: 1 }])
    expect((await save({ name: 'Fremd' }, 'einkauf', 'https://evil.example')).status).toBe(403)
    const own = await seeded('einkauf', 'Nachbestellung Lager')
    expect((await restore(own.id, { mode: 'merge' }, 'einkauf', 'https://evil.example')).status).toBe(403)
    expect((await remove(own.id, 'einkauf', 'https://evil.example')).status).toBe(403)
    expect(await countSaved()).toBe(before)
    expect(await cartLines('einkauf')).toEqual([[orderable[0]!.articleNumber, 1]])
  })

  it('refuses a viewer saving or restoring (403 with the reason), but lets it read', async () => {
    const before = await countSaved()
    const refused = await json(await save({ name: 'Ansicht' }, 'ansicht'))
    expect(refused.status).toBe(403)
    expect(refused.body.messages?.[0]?.message).toMatch(/Rolle «Betrachter»/)
    const own = await seeded('kunde', 'Werkstatt Grundausstattung')
    const restoring = await json(await restore(own.id, { mode: 'replace' }, 'ansicht'))
    expect(restoring.status).toBe(403)
    expect(restoring.body.messages?.[0]?.message).toMatch(/Rolle «Betrachter»/)
    expect(await countSaved()).toBe(before)
    const read = await json<SavedCartsData>(await list('ansicht'))
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual({ savedCarts: [], companyView: false })
  })
})

describe('saving the cart', () => {
  it('copies the lines into a saved cart and empties the cart, in one step', async () => {
    const [a, b] = orderable
    await fillCart('einkauf', [
      { articleNumber: a!.articleNumber, count: 3 },
      { articleNumber: b!.articleNumber, count: 1 },
    ])
    const before = (await cartOf('einkauf')).entries
    const res = await json<SaveCartData>(await save({ name: '  Wochenbestellung KW 48  ' }, 'einkauf'))
    expect(res.status).toBe(201)
    expect(res.body.messages?.[0]).toMatchObject({
      type: 'success',
      message: 'Der Warenkorb wurde als «Wochenbestellung KW 48» gespeichert und ist jetzt leer.',
    })
    expect(res.body.data.cart).toMatchObject({ count: 0, entries: [] })
    expect(res.body.data.savedCart).toMatchObject({
      name: 'Wochenbestellung KW 48',
      lineCount: 2,
      ownerName: 'Petra Einkauf',
      contactName: null,
      own: true,
      totalCents: before.reduce((sum, entry) => sum + entry.price!.totalCents, 0),
    })
    expect((await cartOf('einkauf')).count).toBe(0)
    const [row] = await savedRows({ id: { equals: res.body.data.savedCart.id } })
    expect(row).toMatchObject({
      tenant,
      account: accounts.einkauf.id,
      customer: customers['100200']!.id,
      contact: null,
    })
    expect(row!.entries!.map((e) => [e.itemKey, e.product, e.articleNumber, e.count])).toEqual(
      before.map((entry) => [
        entry.itemKey,
        orderable.find((o) => o.articleNumber === entry.articleNumber)!.product,
        entry.articleNumber,
        entry.count,
      ]),
    )
  })

  it('refuses an empty cart (409) and stores nothing', async () => {
    await emptyCart('einkauf')
    const before = await countSaved()
    const res = await json(await save({ name: 'Leer' }, 'einkauf'))
    expect(res.status).toBe(409)
    expect(res.body.messages?.[0]?.message).toBe('Der Warenkorb ist leer: Es gibt nichts zu speichern.')
    expect(await countSaved()).toBe(before)
  })

  it('answers a bad name with 400 naming the field, and changes nothing', async () => {
    await fillCart('einkauf', [{ articleNumber: orderable[0]!.articleNumber, count: 2 }])
    const before = await countSaved()
    const cases: [unknown, string[], string][] = [
      [{ name: '' }, ['name'], 'Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.'],
      [{ name: '    ' }, ['name'], 'Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.'],
      [{ name: 'x'.repeat(81) }, ['name'], 'Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.'],
      [{ name: 42 }, ['name'], 'Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.'],
      [{}, ['name'], 'Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.'],
      [{ name: 'Lager\u0000Nord' }, ['name'], 'Der Name darf keine Steuerzeichen enthalten.'],
      [{ name: 'Lager\tNord' }, ['name'], 'Der Name darf keine Steuerzeichen enthalten.'],
      [{ name: 'Lager', account: accounts.kunde.id }, ['account'], 'Der Wert «account» ist ungültig.'],
    ]
    for (const [body, fields, message] of cases) {
      const res = await json(await save(body, 'einkauf'))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields, JSON.stringify(body)).toEqual(fields)
      expect(res.body.messages?.[0]?.message, JSON.stringify(body)).toBe(message)
    }
    expect(await countSaved()).toBe(before)
    expect(await cartLines('einkauf')).toEqual([[orderable[0]!.articleNumber, 2]])
  })

  it(`keeps at most ${SAVED_CARTS_MAX} saved carts per account (409, the cart stays)`, async () => {
    const existing = (await savedRows({ account: { equals: accounts.disposition.id } })).length
    const filler: SavedCart[] = []
    for (let i = existing; i < SAVED_CARTS_MAX; i++)
      filler.push(
        await storeSavedCart('disposition', `Füller ${i}`, [{ ...orderable[0]!, count: 1 }], '100300'),
      )
    try {
      await fillCart('disposition', [{ articleNumber: orderable[0]!.articleNumber, count: 1 }])
      const before = await countSaved()
      const res = await json(await save({ name: 'Eine zu viel' }, 'disposition'))
      expect(res.status).toBe(409)
      expect(res.body.messages?.[0]?.message).toBe(
        `Sie können höchstens ${SAVED_CARTS_MAX} Warenkörbe speichern. Löschen Sie zuerst einen gespeicherten Warenkorb.`,
      )
      expect(await countSaved()).toBe(before)
      expect((await cartOf('disposition')).count).toBe(1)
      // Another account of the same company still has its own room.
      await fillCart('alpin', [{ articleNumber: orderable[0]!.articleNumber, count: 1 }])
      const other = await json<SaveCartData>(await save({ name: 'Alpin eigener' }, 'alpin'))
      expect(other.status).toBe(201)
      await payload.delete({ collection: 'saved-carts', id: other.body.data.savedCart.id, ...LOCAL })
    } finally {
      for (const doc of filler) await payload.delete({ collection: 'saved-carts', id: doc.id, ...LOCAL })
      await emptyCart('disposition')
    }
  })
})

describe('listing and reading saved carts', () => {
  it('shows a buyer its own only, newest first, with line count, total and owner', async () => {
    const res = await json<SavedCartsData>(await list('einkauf'))
    expect(res.status).toBe(200)
    expect(res.body.data.companyView).toBe(false)
    const names = res.body.data.savedCarts.map((cart) => cart.name)
    expect(names).toEqual(expect.arrayContaining(['Nachbestellung Lager', 'Offerte Flotte Müller']))
    expect(names).not.toContain('Werkstatt Grundausstattung')
    expect(names).not.toContain('Depot Chur Wochenbedarf')
    expect(res.body.data.savedCarts.every((cart) => cart.own && cart.ownerName === 'Petra Einkauf')).toBe(
      true,
    )
    const savedAt = res.body.data.savedCarts.map((cart) => cart.savedAt)
    expect(savedAt).toEqual([...savedAt].sort().reverse())
    const lager = res.body.data.savedCarts.find((cart) => cart.name === 'Nachbestellung Lager')!
    expect(lager.lineCount).toBe(4)
    expect(lager.totalCents).toBeGreaterThan(0)
  })

  it('shows an administrator the company’s saved carts with their owners; only its own are marked own', async () => {
    const res = await json<SavedCartsData>(await list('kunde'))
    expect(res.body.data.companyView).toBe(true)
    const byName = new Map(res.body.data.savedCarts.map((cart) => [cart.name, cart]))
    expect(byName.get('Werkstatt Grundausstattung')).toMatchObject({ ownerName: 'Hans Muster', own: true })
    expect(byName.get('Nachbestellung Lager')).toMatchObject({ ownerName: 'Petra Einkauf', own: false })
    expect(byName.get('Offerte Flotte Müller')).toMatchObject({ ownerName: 'Petra Einkauf', own: false })
    expect(byName.has('Depot Chur Wochenbedarf')).toBe(false)
    // It reads a colleague's lines …
    const colleague = await seeded('einkauf', 'Nachbestellung Lager')
    const detail = await json<{ savedCart: SavedCartDetail }>(await one(colleague.id, 'kunde'))
    expect(detail.status).toBe(200)
    expect(detail.body.data.savedCart.lines).toHaveLength(4)
    // … but restores and deletes only its own.
    const before = await cartLines('kunde')
    const restoring = await json(await restore(colleague.id, { mode: 'replace' }, 'kunde'))
    expect(restoring.status).toBe(404)
    expect(restoring.body.messages?.[0]?.message).toBe('Diesen gespeicherten Warenkorb gibt es nicht.')
    expect((await remove(colleague.id, 'kunde')).status).toBe(404)
    expect(await cartLines('kunde')).toEqual(before)
    expect(await savedRows({ id: { equals: colleague.id } })).toHaveLength(1)
  })

  it('never shows a buyer a colleague’s saved cart (404)', async () => {
    const admins = await seeded('kunde', 'Werkstatt Grundausstattung')
    expect((await one(admins.id, 'einkauf')).status).toBe(404)
    expect((await restore(admins.id, { mode: 'merge' }, 'einkauf')).status).toBe(404)
    expect((await remove(admins.id, 'einkauf')).status).toBe(404)
    expect(await savedRows({ id: { equals: admins.id } })).toHaveLength(1)
  })

  it('never lets another customer see or reach Garage Muster’s saved carts', async () => {
    const garage = await savedRows({ customer: { equals: customers['100200']!.id } })
    expect(garage.length).toBeGreaterThanOrEqual(3)
    for (const user of ['alpin', 'disposition'] as const) {
      const listed = await json<SavedCartsData>(await list(user))
      expect(listed.body.data.savedCarts.map((cart) => cart.id)).not.toEqual(
        expect.arrayContaining([garage[0]!.id]),
      )
      for (const doc of garage) {
        expect(listed.body.data.savedCarts.some((cart) => cart.id === doc.id)).toBe(false)
        expect((await one(doc.id, user)).status).toBe(404)
        expect((await restore(doc.id, { mode: 'merge' }, user)).status).toBe(404)
        expect((await remove(doc.id, user)).status).toBe(404)
      }
    }
    expect(await savedRows({ customer: { equals: customers['100200']!.id } })).toHaveLength(garage.length)
    // Transporte Alpin's own: its administrator sees the buyer's.
    const alpin = await json<SavedCartsData>(await list('alpin'))
    expect(alpin.body.data.savedCarts.find((cart) => cart.name === 'Depot Chur Wochenbedarf')).toMatchObject({
      ownerName: 'Martina Casutt',
      own: false,
    })
  })

  it('shows a saved cart’s lines with product, pack, price and whether they can be ordered', async () => {
    const doc = await storeSavedCart('einkauf', 'Mit Gesperrtem', [
      { ...orderable[0]!, count: 2, itemRefText: 'Halle 2' },
      { ...disabled, count: 1 },
    ])
    try {
      const res = await json<{ savedCart: SavedCartDetail }>(await one(doc.id, 'einkauf'))
      expect(res.status).toBe(200)
      const [good, off] = res.body.data.savedCart.lines
      expect(good).toMatchObject({
        articleNumber: orderable[0]!.articleNumber,
        count: 2,
        itemRefText: 'Halle 2',
        orderable: true,
        notOrderableReason: null,
      })
      expect(good!.title).not.toBe(good!.articleNumber)
      expect(good!.packLabel).toBeTruthy()
      expect(good!.totalCents).toBe(good!.unitPriceCents! * 2)
      expect(off).toMatchObject({
        articleNumber: disabled.articleNumber,
        orderable: false,
        notOrderableReason: 'articleDisabled',
        totalCents: null,
      })
      expect(res.body.data.savedCart.totalCents).toBe(good!.totalCents)
      for (const bad of ['abc', '0', '-3', '1.5', '99999999'])
        expect((await one(bad, 'einkauf')).status, bad).toBe(404)
    } finally {
      await payload.delete({ collection: 'saved-carts', id: doc.id, ...LOCAL })
    }
  })
})

describe('restoring a saved cart', () => {
  it('merge adds the saved counts to equal articles; the saved cart stays', async () => {
    const [a, b, c] = orderable
    const doc = await storeSavedCart('einkauf', 'Zum Zusammenführen', [
      { ...a!, count: 3 },
      { ...b!, count: 1 },
    ])
    try {
      await fillCart('einkauf', [
        { articleNumber: a!.articleNumber, count: 2 },
        { articleNumber: c!.articleNumber, count: 5 },
      ])
      const res = await json<RestoreSavedCartData>(await restore(doc.id, { mode: 'merge' }, 'einkauf'))
      expect(res.status).toBe(200)
      expect(res.body.data.skipped).toEqual([])
      expect(res.body.messages?.[0]?.message).toBe(
        '2 Positionen aus «Zum Zusammenführen» zum Warenkorb hinzugefügt. Der gespeicherte Warenkorb bleibt erhalten.',
      )
      const expected = [
        [a!.articleNumber, 5],
        [c!.articleNumber, 5],
        [b!.articleNumber, 1],
      ]
      expect(res.body.data.cart.entries.map((e) => [e.articleNumber, e.count])).toEqual(expected)
      expect(await cartLines('einkauf')).toEqual(expected)
      expect(await savedRows({ id: { equals: doc.id } })).toHaveLength(1)
    } finally {
      await payload.delete({ collection: 'saved-carts', id: doc.id, ...LOCAL })
    }
  })

  it('replace makes the saved lines the cart, with their reference texts shown', async () => {
    const [a, b, c] = orderable
    const doc = await storeSavedCart('einkauf', 'Zum Ersetzen', [
      { ...a!, count: 3, itemRefText: 'Lager Nord' },
      { ...b!, count: 1 },
    ])
    try {
      await fillCart('einkauf', [
        { articleNumber: a!.articleNumber, count: 2 },
        { articleNumber: c!.articleNumber, count: 5 },
      ])
      const res = await json<RestoreSavedCartData>(await restore(doc.id, { mode: 'replace' }, 'einkauf'))
      expect(res.status).toBe(200)
      const cart = await cartOf('einkauf')
      expect(cart.entries.map((e) => [e.articleNumber, e.count, e.itemRefText])).toEqual([
        [a!.articleNumber, 3, 'Lager Nord'],
        [b!.articleNumber, 1, ''],
      ])
      expect(cart.showItemRefTexts).toBe(true)
      // Restoring again is a replace again: nothing doubles.
      await restore(doc.id, { mode: 'replace' }, 'einkauf')
      expect(await cartLines('einkauf')).toEqual([
        [a!.articleNumber, 3],
        [b!.articleNumber, 1],
      ])
    } finally {
      await payload.delete({ collection: 'saved-carts', id: doc.id, ...LOCAL })
    }
  })

  it('skips and names lines that can no longer be ordered; nothing orderable is a 409 without change', async () => {
    const [a] = orderable
    const mixed = await storeSavedCart('einkauf', 'Teilweise', [
      { ...a!, count: 2 },
      { ...disabled, count: 1 },
      { articleNumber: 'XX-GIBTS-NICHT', product: a!.product, count: 4 },
    ])
    const none = await storeSavedCart('einkauf', 'Nichts mehr', [{ ...disabled, count: 1 }])
    try {
      await emptyCart('einkauf')
      const res = await json<RestoreSavedCartData>(await restore(mixed.id, { mode: 'merge' }, 'einkauf'))
      expect(res.status).toBe(200)
      expect(res.body.data.skipped.map((line) => [line.articleNumber, line.reason])).toEqual([
        [disabled.articleNumber, 'articleDisabled'],
        ['XX-GIBTS-NICHT', 'articleMissing'],
      ])
      expect(res.body.messages?.filter((m) => m.type === 'warning').map((m) => m.message)).toEqual([
        expect.stringMatching(/ist nicht mehr erhältlich und wurde übersprungen\.$/),
        expect.stringMatching(/gibt es nicht mehr und wurde übersprungen\.$/),
      ])
      expect(await cartLines('einkauf')).toEqual([[a!.articleNumber, 2]])

      const refused = await json(await restore(none.id, { mode: 'replace' }, 'einkauf'))
      expect(refused.status).toBe(409)
      expect(refused.body.messages?.[0]?.message).toBe(
        'Keine Position dieses gespeicherten Warenkorbs ist jetzt bestellbar; Ihr Warenkorb bleibt, wie er ist.',
      )
      expect(await cartLines('einkauf')).toEqual([[a!.articleNumber, 2]])
    } finally {
      await payload.delete({ collection: 'saved-carts', id: mixed.id, ...LOCAL })
      await payload.delete({ collection: 'saved-carts', id: none.id, ...LOCAL })
    }
  })

  it('refuses a merge beyond the cart’s 200 lines (409, no change); a replace of the same lines fits', async () => {
    expect(orderable.length).toBeGreaterThanOrEqual(260)
    const inCart = orderable.slice(0, 150)
    const doc = await storeSavedCart(
      'einkauf',
      'Grosser Warenkorb',
      orderable.slice(150, 260).map((article) => ({ ...article, count: 1 })),
    )
    try {
      await fillCart(
        'einkauf',
        inCart.map((article) => ({ articleNumber: article.articleNumber, count: 1 })),
      )
      const refused = await json(await restore(doc.id, { mode: 'merge' }, 'einkauf'))
      expect(refused.status).toBe(409)
      expect(refused.body.messages?.[0]?.message).toBe(
        'Der Warenkorb kann höchstens 200 Positionen enthalten.',
      )
      expect((await cartOf('einkauf')).count).toBe(150)
      const replaced = await json<RestoreSavedCartData>(await restore(doc.id, { mode: 'replace' }, 'einkauf'))
      expect(replaced.status).toBe(200)
      expect(replaced.body.data.cart.count).toBe(110)
    } finally {
      await payload.delete({ collection: 'saved-carts', id: doc.id, ...LOCAL })
      await emptyCart('einkauf')
    }
  })

  it('answers a bad mode with 400 naming `mode`, and changes nothing', async () => {
    const own = await seeded('einkauf', 'Offerte Flotte Müller')
    await fillCart('einkauf', [{ articleNumber: orderable[0]!.articleNumber, count: 1 }])
    for (const body of [{}, { mode: 'append' }, { mode: null }, { mode: ['merge'] }]) {
      const res = await json(await restore(own.id, body, 'einkauf'))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual(['mode'])
      expect(res.body.messages?.[0]?.message).toBe('Bitte wählen Sie «Zusammenführen» oder «Ersetzen».')
    }
    expect(await cartLines('einkauf')).toEqual([[orderable[0]!.articleNumber, 1]])
    expect((await restore('abc', { mode: 'merge' }, 'einkauf')).status).toBe(404)
  })
})

describe('deleting a saved cart', () => {
  it('lets only the saver delete it; the answer is the remaining list', async () => {
    const doc = await storeSavedCart('einkauf', 'Zum Löschen', [{ ...orderable[0]!, count: 1 }])
    expect((await remove(doc.id, 'ansicht')).status).toBe(404)
    const res = await json<SavedCartsData>(await remove(doc.id, 'einkauf'))
    expect(res.status).toBe(200)
    expect(res.body.messages?.[0]?.message).toBe('Der gespeicherte Warenkorb «Zum Löschen» wurde gelöscht.')
    expect(res.body.data.savedCarts.some((cart) => cart.id === doc.id)).toBe(false)
    expect(await savedRows({ id: { equals: doc.id } })).toHaveLength(0)
    expect((await remove(doc.id, 'einkauf')).status).toBe(404)
  })
})

describe('an employee acting for a contact', () => {
  const contactOf = async (contactId: string) =>
    (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: contactId } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
  const select = async (contactId: string) => {
    const contact = await contactOf(contactId)
    const res = await selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: String(contact.id), contactId: contact.contactId },
        ...as('mitarbeiter'),
      }),
    )
    expect(res.status).toBe(200)
    return contact
  }
  const leave = () => leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))

  it('saves the contact’s cart for that contact, restores it only for that contact, and is audited', async () => {
    expect((await list('mitarbeiter')).status).toBe(403)
    const hans = await select('K-100200-01')
    await fillCart('mitarbeiter', [{ articleNumber: orderable[1]!.articleNumber, count: 4 }])
    const res = await json<SaveCartData>(await save({ name: 'Telefon Hans Muster' }, 'mitarbeiter'))
    expect(res.status).toBe(201)
    expect(res.body.data.savedCart).toMatchObject({
      ownerName: 'Erika Berger',
      contactName: 'Hans Muster',
      own: true,
    })
    const id = res.body.data.savedCart.id
    expect(await savedRows({ id: { equals: id } })).toEqual([
      expect.objectContaining({
        account: accounts.mitarbeiter.id,
        contact: hans.id,
        customer: customers['100200']!.id,
      }),
    ])
    expect((await cartOf('mitarbeiter')).count).toBe(0)
    const audit = (
      await payload.find({
        collection: 'audit-log',
        where: { and: [{ actor: { equals: accounts.mitarbeiter.id } }, { action: { equals: 'cart.save' } }] },
        depth: 0,
        sort: '-createdAt',
        limit: 1,
      })
    ).docs[0] as AuditLog
    expect(audit).toMatchObject({ contact: hans.id, customer: customers['100200']!.id })
    expect(audit.details).toMatchObject({ savedCart: id, name: 'Telefon Hans Muster', lines: 1 })

    // The company's administrator sees it, with the employee and the contact; the buyer does not.
    const admin = await json<SavedCartsData>(await list('kunde'))
    expect(admin.body.data.savedCarts.find((cart) => cart.id === id)).toMatchObject({
      ownerName: 'Erika Berger',
      contactName: 'Hans Muster',
      own: false,
    })
    expect(
      (await json<SavedCartsData>(await list('einkauf'))).body.data.savedCarts.some((c) => c.id === id),
    ).toBe(false)

    // Acting for another contact of the same customer, it is not there.
    expect((await leave()).status).toBe(200)
    await select('K-100200-03')
    expect(
      (await json<SavedCartsData>(await list('mitarbeiter'))).body.data.savedCarts.some((c) => c.id === id),
    ).toBe(false)
    expect((await restore(id, { mode: 'merge' }, 'mitarbeiter')).status).toBe(404)
    expect((await leave()).status).toBe(200)

    // Back with Hans: restore it into Hans's cart, then delete it.
    await select('K-100200-01')
    const restored = await json<RestoreSavedCartData>(await restore(id, { mode: 'replace' }, 'mitarbeiter'))
    expect(restored.status).toBe(200)
    expect(await cartLines('mitarbeiter')).toEqual([[orderable[1]!.articleNumber, 4]])
    expect((await remove(id, 'mitarbeiter')).status).toBe(200)
    const actions = (
      await payload.find({
        collection: 'audit-log',
        where: { actor: { equals: accounts.mitarbeiter.id } },
        depth: 0,
        pagination: false,
      })
    ).docs.map((row) => (row as AuditLog).action)
    expect(actions).toEqual(expect.arrayContaining(['cart.save', 'cart.restoreSaved', 'cart.deleteSaved']))
    await emptyCart('mitarbeiter')
    await leave()
  })
})
