import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as listApi, POST as createApi } from '@/app/api/shopping-lists/route'
import { POST as addApi } from '@/app/api/shopping-lists/[id]/items/route'
import { GET as oneApi } from '@/app/api/shopping-lists/[id]/route'
import type { Account, Article, Product, ShoppingList } from '@/cms/payload-types'
import { seed } from '@/cms/seed'
import type { ShoppingListDetail, ShoppingListSummary } from '@/features/shopping-lists/schemas'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tenant: number
let tokens: Record<string, string>
let accounts: Record<string, Account>
/** Orderable articles of the garage price list (kunde's), with their product numbers. */
let orderable: { productNumber: string; productId: number; articleNumber: string }[] = []
let disabled: { productNumber: string; articleNumber: string }

const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  payload = await getTestPayload()
  await seed(payload)
  tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  const articles = (await payload.find({ collection: 'articles', where: { tenant: { equals: tenant } }, sort: 'articleNumber', depth: 1, limit: 400, populate: { products: { productNumber: true } }, overrideAccess: true })).docs as Article[]
  const withNumber = (article: Article) => ({ productNumber: (article.product as Product).productNumber, productId: (article.product as Product).id, articleNumber: article.articleNumber })
  orderable = articles.filter((a) => !a.disabled && (a.prices ?? []).length > 0).map(withNumber)
  const off = articles.find((a) => a.disabled)
  if (off) disabled = withNumber(off)
  else {
    // The seed disables ~2 % of the articles; should none be among these, disable one for the test.
    const article = articles.at(-1)!
    await payload.update({ collection: 'articles', id: article.id, data: { disabled: true }, ...LOCAL })
    disabled = withNumber(article)
    orderable = orderable.filter((a) => a.articleNumber !== article.articleNumber)
  }
}, 300_000)

const ORIGIN = 'http://localhost:3000'
const as = (user?: string, origin = ORIGIN) => ({ headers: { 'x-tribo-locale': 'de-ch', origin }, cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string> })
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

const list = (user?: string) => listApi(makeRequest('/api/shopping-lists', as(user)))
const create = (body: unknown, user?: string, origin?: string) => createApi(makeRequest('/api/shopping-lists', { method: 'POST', body, ...as(user, origin) }))
const one = (id: number | string, user?: string) => oneApi(makeRequest(`/api/shopping-lists/${id}`, as(user)), params(id))
const add = (id: number | string, body: unknown, user?: string, origin?: string) => addApi(makeRequest(`/api/shopping-lists/${id}/items`, { method: 'POST', body, ...as(user, origin) }), params(id))
const countLists = async () => (await payload.count({ collection: 'shopping-lists', overrideAccess: true })).totalDocs
const entryOf = (a: { productNumber: string; articleNumber: string }, quantity = 1) => ({ productNumber: a.productNumber, articleNumber: a.articleNumber, quantity })

describe('shopping lists: who may use them (SPEC §6)', () => {
  it('answers 401 to anonymous callers and 403 to users who are not active shop users', async () => {
    expect((await list()).status).toBe(401)
    expect((await create({ name: 'X', entries: [] })).status).toBe(401)
    expect((await one(1)).status).toBe(401)
    expect((await add(1, { entries: [entryOf(orderable[0]!)] })).status).toBe(401)
    const refused = await json(await list('privat'))
    expect(refused.status).toBe(403)
    expect(refused.body.messages?.[0]?.message).toBe('Merklisten sind nur für aktive Shop-Benutzer verfügbar.')
    expect((await create({ name: 'X', entries: [] }, 'privat')).status).toBe(403)
    expect((await add(1, { entries: [entryOf(orderable[0]!)] }, 'privat')).status).toBe(403)
  })

  it('refuses state changes from other sites (403) and stores nothing', async () => {
    const before = await countLists()
    expect((await create({ name: 'Fremd', entries: [] }, 'kunde', 'https://evil.example')).status).toBe(403)
    const own = (await payload.find({ collection: 'shopping-lists', where: { account: { equals: accounts.kunde!.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] as ShoppingList
    expect((await add(own.id, { entries: [entryOf(orderable[0]!)] }, 'kunde', 'https://evil.example')).status).toBe(403)
    expect(await countLists()).toBe(before)
    expect((await payload.findByID({ collection: 'shopping-lists', id: own.id, depth: 0, overrideAccess: true })).entries).toEqual(own.entries)
  })
})

describe('shopping lists of kunde (SPEC §7)', () => {
  it('lists the seeded lists with their entry counts', async () => {
    const res = await json<{ shoppingLists: ShoppingListSummary[] }>(await list('kunde'))
    expect(res.status).toBe(200)
    const byName = new Map(res.body.data.shoppingLists.map((l) => [l.name, l]))
    for (const name of ['Werkstatt Standard', 'Saisonwechsel Winter']) {
      expect(byName.get(name)?.entryCount).toBeGreaterThanOrEqual(3)
      expect(byName.get(name)?.entryCount).toBeLessThanOrEqual(5)
    }
    // The employee (a shop user too) has lists of its own only.
    const staff = await json<{ shoppingLists: ShoppingListSummary[] }>(await list('mitarbeiter'))
    expect(staff.status).toBe(200)
    expect(staff.body.data.shoppingLists.map((l) => l.name)).not.toContain('Werkstatt Standard')
  })

  it('creates a list with entries (201), reads it and adds to it: the same article adds its quantity up to 9999', async () => {
    const [first, second, third] = orderable
    const created = await json<{ shoppingLists: ShoppingListSummary[]; shoppingList: ShoppingListDetail }>(await create({ name: '  Ölwechsel Frühling  ', entries: [entryOf(first!, 2), { product: second!.productId, articleNumber: second!.articleNumber.toLowerCase(), quantity: 1 }] }, 'kunde'))
    expect(created.status).toBe(201)
    const listId = created.body.data.shoppingList.id
    expect(created.body.data.shoppingList).toMatchObject({ name: 'Ölwechsel Frühling', entries: [{ articleNumber: first!.articleNumber, quantity: 2 }, { articleNumber: second!.articleNumber, quantity: 1 }] })
    expect(created.body.data.shoppingLists.find((l) => l.id === listId)).toMatchObject({ name: 'Ölwechsel Frühling', entryCount: 2 })
    const stored = await payload.findByID({ collection: 'shopping-lists', id: listId, depth: 0, overrideAccess: true })
    const customer = accounts.kunde!.customer
    expect(stored).toMatchObject({ account: accounts.kunde!.id, customer: typeof customer === 'object' ? customer!.id : customer, tenant })

    const read = await json<{ shoppingList: ShoppingListDetail }>(await one(listId, 'kunde'))
    expect(read.status).toBe(200)
    const [entry] = read.body.data.shoppingList.entries
    expect(entry).toMatchObject({ productNumber: first!.productNumber, articleNumber: first!.articleNumber, quantity: 2, orderable: true, url: `/de-ch/p/${first!.productNumber}` })
    expect(entry!.title).toEqual(expect.any(String))
    expect(entry!.title.length).toBeGreaterThan(0)
    expect(entry!.packLabel).toMatch(/^[\d'.,]+ (l|kg|g|ml|Stk\.)$/)

    const added = await json<{ shoppingList: ShoppingListDetail }>(await add(listId, { entries: [entryOf(first!, 3), entryOf(third!, 4)] }, 'kunde'))
    expect(added.status).toBe(200)
    expect(added.body.data.shoppingList.entries.map((e) => [e.articleNumber, e.quantity])).toEqual([
      [first!.articleNumber, 5],
      [second!.articleNumber, 1],
      [third!.articleNumber, 4],
    ])
    const capped = await json<{ shoppingList: ShoppingListDetail }>(await add(listId, { entries: [entryOf(first!, 9999)] }, 'kunde'))
    expect(capped.body.data.shoppingList.entries[0]).toMatchObject({ articleNumber: first!.articleNumber, quantity: 9999 })
    // Existing rows keep their ids when the list is saved again.
    expect(capped.body.data.shoppingList.entries[1]!.id).toBe(read.body.data.shoppingList.entries[1]!.id)
  })

  it('creates an empty list; an empty name is a 400 naming `name` and stores nothing', async () => {
    const empty = await json<{ shoppingList: ShoppingListDetail }>(await create({ name: 'Leer', entries: [] }, 'kunde'))
    expect(empty.status).toBe(201)
    expect(empty.body.data.shoppingList.entries).toEqual([])

    const before = await countLists()
    for (const body of [{ name: '', entries: [entryOf(orderable[0]!)] }, { name: '   ' }, { entries: [] }, { name: 'x'.repeat(81) }]) {
      const res = await json(await create(body, 'kunde'))
      expect(res.status).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual(['name'])
      expect(res.body.messages?.[0]?.message).toBe('Bitte geben Sie einen Namen für die Merkliste ein (höchstens 80 Zeichen).')
    }
    const badQuantity = await json(await create({ name: 'Menge', entries: [entryOf(orderable[0]!, 0)] }, 'kunde'))
    expect(badQuantity.status).toBe(400)
    expect(badQuantity.body.messages?.[0]?.meta?.fields).toEqual(['entries.0.quantity'])
    expect(await countLists()).toBe(before)
  })

  it('refuses disabled, foreign and unknown articles with a 400 naming the entry, and stores nothing', async () => {
    // An article of another tenant is unknown here.
    const moto = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'moto' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    const motoProduct = await payload.create({ collection: 'products', data: { tenant: moto, name: 'Moto Testöl', productNumber: 'MOTO-SL-TEST' }, ...LOCAL })
    await payload.create({ collection: 'articles', data: { tenant: moto, articleNumber: 'MOTO-SL-TEST-001L', product: motoProduct.id, packSize: 1, unit: 'L' }, ...LOCAL })

    const before = await countLists()
    const cases: [string, object][] = [
      ['disabled', entryOf(disabled, 1)],
      ['of another product', { productNumber: orderable.find((a) => a.productNumber !== orderable[0]!.productNumber)!.productNumber, articleNumber: orderable[0]!.articleNumber, quantity: 1 }],
      ['of another product (by id)', { product: orderable.find((a) => a.productId !== orderable[0]!.productId)!.productId, articleNumber: orderable[0]!.articleNumber, quantity: 1 }],
      ['of another tenant', { productNumber: 'MOTO-SL-TEST', articleNumber: 'MOTO-SL-TEST-001L', quantity: 1 }],
      ['unknown', { productNumber: orderable[0]!.productNumber, articleNumber: 'NO-SUCH-ARTICLE', quantity: 1 }],
    ]
    for (const [label, bad] of cases) {
      const res = await json(await create({ name: `Fehler ${label}`, entries: [entryOf(orderable[0]!), bad] }, 'kunde'))
      expect(res.status, label).toBe(400)
      expect(res.body.messages?.map((m) => m.meta?.fields), label).toEqual([['entries.1']])
    }
    expect(await countLists()).toBe(before)

    const own = (await payload.find({ collection: 'shopping-lists', where: { and: [{ account: { equals: accounts.kunde!.id } }, { name: { equals: 'Werkstatt Standard' } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0] as ShoppingList
    const res = await json(await add(own.id, { entries: [entryOf(disabled)] }, 'kunde'))
    expect(res.status).toBe(400)
    expect(res.body.messages?.[0]?.message).toBe(`Der Artikel «${disabled.articleNumber}» ist nicht mehr erhältlich.`)
    expect((await payload.findByID({ collection: 'shopping-lists', id: own.id, depth: 0, overrideAccess: true })).entries).toEqual(own.entries)
  })

  it('refuses articles the customer cannot order (no price in its list, retailer mode)', async () => {
    await payload.update({ collection: 'accounts', id: accounts.kunde!.id, data: { retailerModeEnabled: true }, ...LOCAL })
    try {
      const res = await json(await create({ name: 'Händler', entries: [entryOf(orderable[0]!)] }, 'kunde'))
      expect(res.status).toBe(400)
      expect(res.body.messages?.[0]?.message).toBe(`Der Artikel «${orderable[0]!.articleNumber}» ist für Sie nicht bestellbar.`)
    } finally {
      await payload.update({ collection: 'accounts', id: accounts.kunde!.id, data: { retailerModeEnabled: false }, ...LOCAL })
    }
  })

  it('never shows or changes another account’s list: 404', async () => {
    const created = await json<{ shoppingList: ShoppingListDetail }>(await create({ name: 'Nur für Erika', entries: [] }, 'mitarbeiter'))
    expect(created.status).toBe(201)
    const foreign = created.body.data.shoppingList.id
    expect((await one(foreign, 'kunde')).status).toBe(404)
    expect((await add(foreign, { entries: [entryOf(orderable[0]!)] }, 'kunde')).status).toBe(404)
    expect((await payload.findByID({ collection: 'shopping-lists', id: foreign, depth: 0, overrideAccess: true })).entries).toEqual([])
    expect((await one(999_999, 'kunde')).status).toBe(404)
    expect((await one('abc', 'kunde')).status).toBe(404)
    const mine = await json<{ shoppingLists: ShoppingListSummary[] }>(await list('kunde'))
    expect(mine.body.data.shoppingLists.map((l) => l.id)).not.toContain(foreign)
  })
})
