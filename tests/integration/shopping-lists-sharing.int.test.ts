import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as colleaguesApi } from '@/app/api/shopping-lists/colleagues/route'
import { GET as listApi, POST as createApi } from '@/app/api/shopping-lists/route'
import { POST as addApi } from '@/app/api/shopping-lists/[id]/items/route'
import { DELETE as deleteApi, GET as oneApi, PATCH as patchApi } from '@/app/api/shopping-lists/[id]/route'
import { POST as toCartApi } from '@/app/api/shopping-lists/[id]/cart/route'
import { GET as exportApi } from '@/app/api/shopping-lists/[id]/export/route'
import { DELETE as emptyCartApi } from '@/app/api/b2bcart/route'
import type { Account, Article, AuditLog, Contact, Product, ShoppingList } from '@/cms/payload-types'
import type { ShoppingListDetail, ShoppingListSummary } from '@/features/shopping-lists/schemas'
import { relationId } from '@/lib/relation-ids'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Message = { type?: string; message: string; meta?: { fields?: string[] } }
type Envelope<T> = { data: T; messages?: Message[] }

const LOCAL = { context: { disableRevalidate: true } } as const
const ORIGIN = 'http://localhost:3000'
const READ_ONLY = 'Diese Merkliste ist mit Ihnen nur zum Ansehen geteilt.'
const OWNER_ONLY = 'Nur wer die Merkliste angelegt hat, kann sie umbenennen, teilen oder löschen.'
const BAD_COLLEAGUES =
  'Bitte wählen Sie nur aktive Benutzer Ihrer Firma, jeden nur einmal und nicht sich selbst.'

let payload: Payload
let tokens: Record<DemoAccount, string>
let accounts: Record<DemoAccount, Account>
/** Orderable articles of the garage price list (Garage Muster AG's). */
let orderable: { productNumber: string; articleNumber: string }[] = []
/** The seeded lists: kunde's shared with the company, kunde's naming einkauf, alpin's shared with Transporte Alpin. */
let workshop: ShoppingList
let winter: ShoppingList
let fleet: ShoppingList

const seeded = async (username: DemoAccount, name: string) =>
  (
    await payload.find({
      collection: 'shopping-lists',
      where: { and: [{ account: { equals: accounts[username].id } }, { name: { equals: name } }] },
      limit: 1,
      depth: 0,
    })
  ).docs[0] as ShoppingList

beforeAll(async () => {
  payload = await getTestPayload()
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  const tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { tenant: { equals: tenant } },
      sort: 'articleNumber',
      depth: 1,
      limit: 400,
      populate: { products: { productNumber: true }, 'price-lists': { code: true } },
    })
  ).docs as Article[]
  orderable = articles
    .filter(
      (article) =>
        !article.disabled &&
        (article.prices ?? []).some(
          (row) =>
            typeof row.priceList === 'object' &&
            row.priceList.code === 'PL-GARAGE' &&
            (row.scales ?? []).length > 0,
        ),
    )
    .map((article) => ({
      productNumber: (article.product as Product).productNumber,
      articleNumber: article.articleNumber,
    }))
  workshop = await seeded('kunde', 'Werkstatt Standard')
  winter = await seeded('kunde', 'Saisonwechsel Winter')
  fleet = await seeded('alpin', 'Fuhrpark Service')
}, 300_000)

const as = (user?: DemoAccount, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user] } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

const lists = async (user: DemoAccount) =>
  (
    await json<{ shoppingLists: ShoppingListSummary[] }>(
      await listApi(makeRequest('/api/shopping-lists', as(user))),
    )
  ).body.data.shoppingLists
const one = (id: number, user?: DemoAccount) =>
  oneApi(makeRequest(`/api/shopping-lists/${id}`, as(user)), params(id))
const detailOf = async (id: number, user: DemoAccount) => {
  const res = await json<{ shoppingList: ShoppingListDetail }>(await one(id, user))
  expect(res.status).toBe(200)
  return res.body.data.shoppingList
}
const create = (body: unknown, user: DemoAccount) =>
  createApi(makeRequest('/api/shopping-lists', { method: 'POST', body, ...as(user) }))
const patch = (id: number, body: unknown, user?: DemoAccount) =>
  patchApi(makeRequest(`/api/shopping-lists/${id}`, { method: 'PATCH', body, ...as(user) }), params(id))
const add = (id: number, body: unknown, user: DemoAccount) =>
  addApi(makeRequest(`/api/shopping-lists/${id}/items`, { method: 'POST', body, ...as(user) }), params(id))
const remove = (id: number, user: DemoAccount) =>
  deleteApi(
    makeRequest(`/api/shopping-lists/${id}`, {
      method: 'DELETE',
      body: { referer: '/de-ch/konto/merklisten' },
      ...as(user),
    }),
    params(id),
  )
const toCart = (id: number, user: DemoAccount) =>
  toCartApi(makeRequest(`/api/shopping-lists/${id}/cart`, { method: 'POST', ...as(user) }), params(id))
const exportCsv = (id: number, user: DemoAccount) =>
  exportApi(makeRequest(`/api/shopping-lists/${id}/export`, as(user)), params(id))
const emptyCart = async (user: DemoAccount) =>
  expect((await emptyCartApi(makeRequest('/api/b2bcart', { method: 'DELETE', ...as(user) }))).status).toBe(
    200,
  )
const colleagues = async (user: DemoAccount) =>
  json<{ colleagues: { id: number; name: string }[] }>(
    await colleaguesApi(makeRequest('/api/shopping-lists/colleagues', as(user))),
  )
const stored = (id: number) =>
  payload.findByID({ collection: 'shopping-lists', id, depth: 0 }) as Promise<ShoppingList>
const entryOf = (index: number, quantity = 1) => ({ ...orderable[index]!, quantity })
const shareAudits = async () =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'shoppingList.share' } },
      sort: '-createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs as AuditLog[]

/** A new list of kunde's with a few entries. */
async function newList(name: string, entries = [entryOf(0, 2), entryOf(1, 3)], user: DemoAccount = 'kunde') {
  const res = await json<{ shoppingList: ShoppingListDetail }>(await create({ name, entries }, user))
  expect(res.status).toBe(201)
  return res.body.data.shoppingList
}

describe('who sees which lists', () => {
  it('shows each account its own lists and its company’s lists shared with it, with owner and rights', async () => {
    const byName = (rows: ShoppingListSummary[]) => new Map(rows.map((row) => [row.name, row]))
    const purchasing = byName(await lists('einkauf'))
    expect(purchasing.get('Werkstatt Standard')).toMatchObject({
      id: workshop.id,
      owner: { id: accounts.kunde.id, name: 'Hans Muster' },
      canManage: false,
      canEdit: false,
      shared: true,
    })
    expect(purchasing.get('Saisonwechsel Winter')).toMatchObject({
      owner: { name: 'Hans Muster' },
      canManage: false,
      canEdit: true,
      shared: true,
    })
    // The viewer sees the list shared with the company, not the one naming a colleague.
    const viewer = byName(await lists('ansicht'))
    expect(viewer.get('Werkstatt Standard')).toMatchObject({ canEdit: false, canManage: false })
    expect(viewer.has('Saisonwechsel Winter')).toBe(false)
    const owner = byName(await lists('kunde'))
    expect(owner.get('Werkstatt Standard')).toMatchObject({ canManage: true, canEdit: true, shared: true })
    expect(owner.get('Saisonwechsel Winter')).toMatchObject({ canManage: true, shared: true })
    // Each company keeps its own: Transporte Alpin's people see its list, never Garage Muster's, and the other way round.
    for (const user of ['alpin', 'disposition'] as const) {
      const names = (await lists(user)).map((row) => row.id)
      expect(names, user).toContain(fleet.id)
      expect(names, user).not.toContain(workshop.id)
      expect(names, user).not.toContain(winter.id)
    }
    expect(byName(await lists('disposition')).get('Fuhrpark Service')).toMatchObject({
      owner: { name: 'Nina Brunner' },
      canEdit: false,
    })
    for (const user of ['kunde', 'einkauf', 'ansicht'] as const)
      expect(
        (await lists(user)).map((row) => row.id),
        user,
      ).not.toContain(fleet.id)
  })

  it('answers the list with its owner, sharing, rights and changes', async () => {
    const shared = await detailOf(workshop.id, 'einkauf')
    expect(shared).toMatchObject({
      owner: { id: accounts.kunde.id, name: 'Hans Muster' },
      canManage: false,
      canEdit: false,
      sharedWithCompany: true,
      sharedWith: [],
      lastChange: { byName: 'Hans Muster', onBehalfOf: null, action: 'create', text: 'Merkliste angelegt' },
    })
    expect(shared.entries.length).toBe(workshop.entries!.length)
    const named = await detailOf(winter.id, 'kunde')
    expect(named).toMatchObject({
      canManage: true,
      canEdit: true,
      sharedWithCompany: false,
      sharedWith: [{ id: accounts.einkauf.id, name: 'Petra Einkauf' }],
    })
  })

  it('offers the active users of the own company as colleagues, never the caller or another company’s', async () => {
    const garage = await colleagues('kunde')
    expect(garage.status).toBe(200)
    expect(garage.body.data.colleagues).toEqual(
      expect.arrayContaining([
        { id: accounts.ansicht.id, name: 'Luca Bernasconi' },
        { id: accounts.einkauf.id, name: 'Petra Einkauf' },
      ]),
    )
    const strangers = [
      accounts.kunde,
      accounts.alpin,
      accounts.disposition,
      accounts.mitarbeiter,
      accounts.privat,
    ]
    for (const [user, found] of [
      ['kunde', garage.body.data.colleagues],
      ['alpin', (await colleagues('alpin')).body.data.colleagues],
    ] as const) {
      const own = relationId(accounts[user].customer)
      for (const person of found) {
        const account = await payload.findByID({ collection: 'accounts', id: person.id, depth: 0 })
        expect(relationId(account.customer), `${user}: ${person.name}`).toBe(own)
        expect(account.deactivatedAt ?? null, `${user}: ${person.name}`).toBeNull()
        expect(person.id, `${user}: ${person.name}`).not.toBe(accounts[user].id)
      }
    }
    // Never the caller, another company's people, employees or a private customer.
    for (const stranger of strangers)
      expect(garage.body.data.colleagues.map((person) => person.id)).not.toContain(stranger.id)
    expect((await colleagues('alpin')).body.data.colleagues).toContainEqual({
      id: accounts.disposition.id,
      name: 'Martina Casutt',
    })
    // Sorted by name.
    const names = garage.body.data.colleagues.map((person) => person.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de-CH')))
    expect((await colleagues('privat')).status).toBe(403)
    expect((await colleaguesApi(makeRequest('/api/shopping-lists/colleagues', as()))).status).toBe(401)
  })
})

describe('a list shared with the whole company is read only for colleagues', () => {
  it('lets a colleague read, export and order it, but not change, add to, rename, share or delete it (403), and changes nothing', async () => {
    const before = await stored(workshop.id)
    expect((await exportCsv(workshop.id, 'einkauf')).status).toBe(200)
    expect((await exportCsv(workshop.id, 'ansicht')).status).toBe(200)
    await emptyCart('einkauf')
    const ordered = await json<{ count: number }>(await toCart(workshop.id, 'einkauf'))
    expect(ordered.status).toBe(200)
    expect(ordered.body.data.count).toBeGreaterThan(0)
    await emptyCart('einkauf')
    // A viewer sees the list but orders through no endpoint.
    const viewer = await json(await toCart(workshop.id, 'ansicht'))
    expect(viewer.status).toBe(403)
    expect(viewer.body.messages?.[0]?.message).toContain('nicht bestellen')

    const entry = before.entries![0]!
    const refusals: [string, Response, string][] = [
      [
        'quantity',
        await patch(workshop.id, { quantities: [{ id: entry.id, quantity: 7 }] }, 'einkauf'),
        READ_ONLY,
      ],
      ['remove', await patch(workshop.id, { remove: [entry.id] }, 'einkauf'), READ_ONLY],
      ['rename', await patch(workshop.id, { name: 'Gekapert' }, 'einkauf'), READ_ONLY],
      ['share', await patch(workshop.id, { sharedWith: [accounts.einkauf.id] }, 'einkauf'), READ_ONLY],
      ['add', await add(workshop.id, { entries: [entryOf(5)] }, 'einkauf'), READ_ONLY],
      [
        'viewer quantity',
        await patch(workshop.id, { quantities: [{ id: entry.id, quantity: 7 }] }, 'ansicht'),
        READ_ONLY,
      ],
      ['delete', await remove(workshop.id, 'einkauf'), OWNER_ONLY],
      ['viewer delete', await remove(workshop.id, 'ansicht'), OWNER_ONLY],
    ]
    for (const [label, res, message] of refusals) {
      const answer = await json(res)
      expect(answer.status, label).toBe(403)
      expect(answer.body.messages?.[0]?.message, label).toBe(message)
    }
    const after = await stored(workshop.id)
    // Putting it into the cart is no change: nothing about the list moved.
    expect({
      name: after.name,
      entries: after.entries,
      changes: after.changes,
      account: after.account,
      lastChangedBy: after.lastChangedBy,
    }).toEqual({
      name: before.name,
      entries: before.entries,
      changes: before.changes,
      account: before.account,
      lastChangedBy: before.lastChangedBy,
    })
  })
})

describe('a list naming a colleague', () => {
  it('lets the colleague change the entries, noted as its changes, while the list stays the owner’s; only the owner renames, shares and deletes', async () => {
    const list = await newList('Für den Einkauf')
    expect((await patch(list.id, { sharedWith: [accounts.einkauf.id] }, 'kunde')).status).toBe(200)
    const [first, second] = list.entries
    const changed = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(list.id, { quantities: [{ id: first!.id, quantity: 9 }] }, 'einkauf'),
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data.shoppingList).toMatchObject({
      canEdit: true,
      canManage: false,
      owner: { name: 'Hans Muster' },
      lastChange: {
        byName: 'Petra Einkauf',
        onBehalfOf: null,
        action: 'quantity',
        text: `Menge geändert: ${first!.articleNumber} von 2 auf 9`,
      },
    })
    const added = await json<{ shoppingList: ShoppingListDetail }>(
      await add(list.id, { entries: [entryOf(4, 2)] }, 'einkauf'),
    )
    expect(added.status).toBe(200)
    expect(added.body.data.shoppingList.lastChange?.text).toBe(
      `1 Artikel hinzugefügt: ${orderable[4]!.articleNumber} (2)`,
    )
    expect((await patch(list.id, { remove: [second!.id] }, 'einkauf')).status).toBe(200)

    const row = await stored(list.id)
    expect(relationId(row.account)).toBe(accounts.kunde.id)
    expect(relationId(row.customer)).toBe(relationId(accounts.kunde.customer))
    expect(relationId(row.lastChangedBy)).toBe(accounts.einkauf.id)
    expect(row.lastChangedAt).toEqual(expect.any(String))
    expect(row.changes?.map((change) => [change.action, relationId(change.by), change.byName])).toEqual([
      ['remove', accounts.einkauf.id, 'Petra Einkauf'],
      ['add', accounts.einkauf.id, 'Petra Einkauf'],
      ['quantity', accounts.einkauf.id, 'Petra Einkauf'],
      ['share', accounts.kunde.id, 'Hans Muster'],
      ['create', accounts.kunde.id, 'Hans Muster'],
    ])
    expect(row.changes?.[2]?.details).toEqual({
      entries: [{ articleNumber: first!.articleNumber, from: 2, to: 9 }],
    })
    expect(row.changes?.[0]?.details).toEqual({ entries: [second!.articleNumber] })
    // Who put each article on the list.
    expect(row.entries?.map((entry) => [entry.articleNumber, relationId(entry.addedBy)])).toEqual([
      [first!.articleNumber, accounts.kunde.id],
      [orderable[4]!.articleNumber, accounts.einkauf.id],
    ])

    for (const [label, res] of [
      ['rename', await patch(list.id, { name: 'Umbenannt' }, 'einkauf')],
      ['share', await patch(list.id, { sharedWithCompany: true }, 'einkauf')],
      ['rename with entries', await patch(list.id, { name: 'X', remove: [first!.id] }, 'einkauf')],
      ['delete', await remove(list.id, 'einkauf')],
    ] as const) {
      const answer = await json(res)
      expect(answer.status, label).toBe(403)
      expect(answer.body.messages?.[0]?.message, label).toBe(OWNER_ONLY)
    }
    const after = await stored(list.id)
    expect([after.name, after.sharedWithCompany, after.entries?.length]).toEqual([
      'Für den Einkauf',
      false,
      2,
    ])
    // The owner sees who changed it last.
    expect((await detailOf(list.id, 'kunde')).lastChange).toMatchObject({ byName: 'Petra Einkauf' })
    // A colleague of the same company it does not name cannot change it, nor see it.
    expect((await one(list.id, 'ansicht')).status).toBe(404)
    expect((await patch(list.id, { quantities: [{ id: first!.id, quantity: 1 }] }, 'ansicht')).status).toBe(
      404,
    )
    // The owner renames and deletes.
    expect((await patch(list.id, { name: 'Umbenannt' }, 'kunde')).status).toBe(200)
    expect((await stored(list.id)).changes?.[0]).toMatchObject({
      action: 'rename',
      details: { from: 'Für den Einkauf', to: 'Umbenannt' },
    })
    expect((await remove(list.id, 'kunde')).status).toBe(200)
    expect((await one(list.id, 'einkauf')).status).toBe(404)
  })

  it('keeps only the newest 50 changes', async () => {
    const list = await newList('Viele Änderungen', [entryOf(0, 1)])
    const id = list.entries[0]!.id!
    for (let quantity = 2; quantity <= 53; quantity++)
      expect((await patch(list.id, { quantities: [{ id, quantity }] }, 'kunde')).status).toBe(200)
    const row = await stored(list.id)
    expect(row.changes).toHaveLength(50)
    expect(row.changes?.[0]?.details).toMatchObject({ entries: [{ from: 52, to: 53 }] })
    expect(row.changes?.at(-1)?.details).toMatchObject({ entries: [{ from: 3, to: 4 }] })
  })
})

describe('the owner shares a list', () => {
  it('shares with the company and colleagues: a change row, an audit row and a message; the same sharing again notes nothing', async () => {
    const list = await newList('Teilen')
    const auditsBefore = (await shareAudits()).length
    const res = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(list.id, { sharedWithCompany: true, sharedWith: [accounts.einkauf.id] }, 'kunde'),
    )
    expect(res.status).toBe(200)
    expect(res.body.messages).toEqual([
      { type: 'success', message: 'Die Freigabe der Merkliste «Teilen» wurde gespeichert.' },
    ])
    expect(res.body.data.shoppingList).toMatchObject({
      sharedWithCompany: true,
      sharedWith: [{ id: accounts.einkauf.id, name: 'Petra Einkauf' }],
      lastChange: {
        action: 'share',
        byName: 'Hans Muster',
        text: 'Mit der ganzen Firma geteilt; ändern dürfen: Petra Einkauf',
      },
    })
    const audits = await shareAudits()
    expect(audits.length).toBe(auditsBefore + 1)
    expect(audits[0]).toMatchObject({
      action: 'shoppingList.share',
      actor: accounts.kunde.id,
      contact: null,
      customer: relationId(accounts.kunde.customer),
      details: { list: list.id, sharedWithCompany: true, sharedWith: [accounts.einkauf.id] },
    })
    // The viewer now sees it, read only.
    expect(await detailOf(list.id, 'ansicht')).toMatchObject({ canEdit: false, canManage: false })

    const again = await json(
      await patch(list.id, { sharedWith: [accounts.einkauf.id], sharedWithCompany: true }, 'kunde'),
    )
    expect(again.status).toBe(200)
    expect(again.body.messages ?? []).toEqual([])
    expect((await shareAudits()).length).toBe(auditsBefore + 1)
    expect((await stored(list.id)).changes?.map((change) => change.action)).toEqual(['share', 'create'])

    // Shared no more: the colleagues lose it.
    const unshared = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(list.id, { sharedWithCompany: false, sharedWith: [] }, 'kunde'),
    )
    expect(unshared.body.data.shoppingList.lastChange?.text).toBe('Nicht mehr geteilt')
    expect((await shareAudits())[0]?.details).toEqual({
      list: list.id,
      sharedWithCompany: false,
      sharedWith: [],
    })
    expect((await one(list.id, 'einkauf')).status).toBe(404)
    expect((await one(list.id, 'ansicht')).status).toBe(404)
  })

  it('refuses colleagues who are not active users of the company, and wrong types: 400 naming the field, nothing stored', async () => {
    const list = await newList('Falsch geteilt')
    const before = await stored(list.id)
    const auditsBefore = (await shareAudits()).length
    await payload.update({
      collection: 'accounts',
      id: accounts.ansicht.id,
      data: { deactivatedAt: new Date().toISOString() },
      ...LOCAL,
    })
    try {
      const colleaguesCases: [string, unknown][] = [
        ['the owner', { sharedWith: [accounts.kunde.id] }],
        ['another company’s user', { sharedWith: [accounts.alpin.id] }],
        [
          'another company’s user beside a colleague',
          { sharedWith: [accounts.einkauf.id, accounts.disposition.id] },
        ],
        ['an employee', { sharedWith: [accounts.mitarbeiter.id] }],
        ['a private customer', { sharedWith: [accounts.privat.id] }],
        ['a deactivated colleague', { sharedWith: [accounts.ansicht.id] }],
        ['no account', { sharedWith: [999_999] }],
        ['twice', { sharedWith: [accounts.einkauf.id, accounts.einkauf.id] }],
        ['a text', { sharedWith: 'einkauf' }],
        ['a text id', { sharedWith: [String(accounts.einkauf.id)] }],
        ['a fraction', { sharedWith: [1.5] }],
        ['zero', { sharedWith: [0] }],
        ['null', { sharedWith: null }],
        ['an object', { sharedWith: [{ id: accounts.einkauf.id }] }],
        ['too many', { sharedWith: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ]
      for (const [label, body] of colleaguesCases) {
        const res = await json(
          await patch(list.id, { sharedWithCompany: true, ...(body as object) }, 'kunde'),
        )
        expect(res.status, label).toBe(400)
        expect(res.body.messages?.[0]?.meta?.fields, label).toEqual(['sharedWith'])
        expect(res.body.messages?.[0]?.message, label).toBe(BAD_COLLEAGUES)
      }
      for (const value of ['ja', 1, null, []]) {
        const res = await json(await patch(list.id, { sharedWithCompany: value }, 'kunde'))
        expect(res.status, JSON.stringify(value)).toBe(400)
        expect(res.body.messages?.[0]).toMatchObject({
          message: 'Bitte geben Sie an, ob die Merkliste mit der ganzen Firma geteilt wird (ja oder nein).',
          meta: { fields: ['sharedWithCompany'] },
        })
      }
    } finally {
      await payload.update({
        collection: 'accounts',
        id: accounts.ansicht.id,
        data: { deactivatedAt: null },
        ...LOCAL,
      })
      // Signed in again, should deactivating have ended its sessions.
      tokens.ansicht = (
        await payload.login({
          collection: 'accounts',
          data: { username: 'ansicht', password: 'Ansicht-2026!' } as never,
        })
      ).token!
    }
    const after = await stored(list.id)
    expect({ shared: after.sharedWithCompany, with: after.sharedWith, changes: after.changes }).toEqual({
      shared: before.sharedWithCompany,
      with: before.sharedWith,
      changes: before.changes,
    })
    expect((await shareAudits()).length).toBe(auditsBefore)
  })
})

describe('another company never sees or reaches a shared list', () => {
  it('answers 404 to every list endpoint for Garage Muster’s shared lists and Transporte Alpin’s, and changes nothing', async () => {
    // Even a foreign account written into sharedWith (not through the shop) opens nothing.
    const planted = await newList('Fremd eingetragen')
    await payload.update({
      collection: 'shopping-lists',
      id: planted.id,
      data: { sharedWithCompany: true, sharedWith: [accounts.alpin.id, accounts.disposition.id] },
      ...LOCAL,
    })
    const cases: [number, DemoAccount[]][] = [
      [workshop.id, ['alpin', 'disposition']],
      [winter.id, ['alpin', 'disposition']],
      [planted.id, ['alpin', 'disposition']],
      [fleet.id, ['kunde', 'einkauf', 'ansicht']],
    ]
    for (const [id, users] of cases) {
      const before = await stored(id)
      const entry = before.entries?.[0]
      for (const user of users) {
        const label = `${user} → ${before.name}`
        expect(
          (await lists(user)).map((row) => row.id),
          label,
        ).not.toContain(id)
        expect((await one(id, user)).status, label).toBe(404)
        expect((await patch(id, { name: 'Gekapert' }, user)).status, label).toBe(404)
        expect(
          (await patch(id, { quantities: [{ id: entry?.id ?? 'x', quantity: 3 }] }, user)).status,
          label,
        ).toBe(404)
        expect((await patch(id, { sharedWith: [accounts[user].id] }, user)).status, label).toBe(404)
        expect((await add(id, { entries: [entryOf(0)] }, user)).status, label).toBe(404)
        expect((await toCart(id, user)).status, label).toBe(404)
        expect((await exportCsv(id, user)).status, label).toBe(404)
        expect((await remove(id, user)).status, label).toBe(404)
      }
      const after = await stored(id)
      expect({ name: after.name, entries: after.entries, changes: after.changes }).toEqual({
        name: before.name,
        entries: before.entries,
        changes: before.changes,
      })
    }
  })
})

describe('an employee acting for a contact', () => {
  let contact: Contact
  beforeAll(async () => {
    contact = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100200-04' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    await payload.update({
      collection: 'accounts',
      id: accounts.mitarbeiter.id,
      data: { selectedContact: contact.id },
      ...LOCAL,
    })
  })
  afterAll(async () => {
    await payload.update({
      collection: 'accounts',
      id: accounts.mitarbeiter.id,
      data: { selectedContact: null },
      ...LOCAL,
    })
  })

  it('sees the company’s shared lists read only, and its changes and shares name it and the contact', async () => {
    const seen = new Map((await lists('mitarbeiter')).map((row) => [row.id, row]))
    expect(seen.get(workshop.id)).toMatchObject({ canEdit: false, canManage: false })
    expect(seen.has(winter.id)).toBe(false)
    expect(seen.has(fleet.id)).toBe(false)
    const entry = workshop.entries![0]!
    expect(
      (await patch(workshop.id, { quantities: [{ id: entry.id, quantity: 4 }] }, 'mitarbeiter')).status,
    ).toBe(403)

    const list = await newList('Telefonbestellung', [entryOf(2, 1)], 'mitarbeiter')
    expect(list.lastChange).toEqual({
      at: expect.any(String),
      byName: 'Erika Berger',
      onBehalfOf: 'Nadine Frei',
      action: 'create',
      text: 'Merkliste angelegt',
    })
    const row = await stored(list.id)
    expect(relationId(row.customer)).toBe(relationId(accounts.kunde.customer))
    expect(row.changes?.[0]).toMatchObject({
      by: accounts.mitarbeiter.id,
      byName: 'Erika Berger',
      details: { onBehalfOf: 'Nadine Frei' },
    })
    // Acting for the contact, the colleagues are the contact's company's users.
    const offered = (await colleagues('mitarbeiter')).body.data.colleagues.map((person) => person.id)
    expect(offered).toEqual(
      expect.arrayContaining([accounts.kunde.id, accounts.einkauf.id, accounts.ansicht.id]),
    )
    expect(offered).not.toContain(accounts.alpin.id)
    expect(offered).not.toContain(accounts.mitarbeiter.id)
    const shared = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(list.id, { sharedWith: [accounts.einkauf.id] }, 'mitarbeiter'),
    )
    expect(shared.status).toBe(200)
    expect(shared.body.data.shoppingList.lastChange).toMatchObject({
      byName: 'Erika Berger',
      onBehalfOf: 'Nadine Frei',
      action: 'share',
    })
    expect((await shareAudits())[0]).toMatchObject({
      actor: accounts.mitarbeiter.id,
      contact: contact.id,
      contactName: 'Nadine Frei',
      customer: relationId(accounts.kunde.customer),
      details: { list: list.id, sharedWithCompany: false, sharedWith: [accounts.einkauf.id] },
    })
    // The named colleague changes it, under its own name.
    expect(await detailOf(list.id, 'einkauf')).toMatchObject({
      owner: { name: 'Erika Berger' },
      canEdit: true,
      canManage: false,
    })
    const edited = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(list.id, { quantities: [{ id: list.entries[0]!.id, quantity: 6 }] }, 'einkauf'),
    )
    expect(edited.body.data.shoppingList.lastChange).toMatchObject({
      byName: 'Petra Einkauf',
      onBehalfOf: null,
    })
  })
})
