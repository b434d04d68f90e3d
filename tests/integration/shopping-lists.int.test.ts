import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as listApi, POST as createApi } from '@/app/api/shopping-lists/route'
import { POST as addApi } from '@/app/api/shopping-lists/[id]/items/route'
import { DELETE as deleteApi, GET as oneApi, PATCH as patchApi } from '@/app/api/shopping-lists/[id]/route'
import { POST as toCartApi } from '@/app/api/shopping-lists/[id]/cart/route'
import { GET as exportApi } from '@/app/api/shopping-lists/[id]/export/route'
import { DELETE as emptyCartApi, POST as cartApi } from '@/app/api/b2bcart/route'
import type { B2BCart } from '@/features/carts/schemas'
import type { SkippedEntry } from '@/features/shopping-lists/schemas'
import type { Account, Article, Product, ShoppingList } from '@/cms/payload-types'
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

const LOCAL = { context: { disableRevalidate: true } } as const

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
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
  const withNumber = (article: Article) => ({
    productNumber: (article.product as Product).productNumber,
    productId: (article.product as Product).id,
    articleNumber: article.articleNumber,
  })
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
const as = (user?: string, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

const list = (user?: string) => listApi(makeRequest('/api/shopping-lists', as(user)))
const create = (body: unknown, user?: string, origin?: string) =>
  createApi(makeRequest('/api/shopping-lists', { method: 'POST', body, ...as(user, origin) }))
const one = (id: number | string, user?: string) =>
  oneApi(makeRequest(`/api/shopping-lists/${id}`, as(user)), params(id))
const add = (id: number | string, body: unknown, user?: string, origin?: string) =>
  addApi(
    makeRequest(`/api/shopping-lists/${id}/items`, { method: 'POST', body, ...as(user, origin) }),
    params(id),
  )
const patch = (id: number | string, body: unknown, user?: string, origin?: string) =>
  patchApi(
    makeRequest(`/api/shopping-lists/${id}`, { method: 'PATCH', body, ...as(user, origin) }),
    params(id),
  )
const remove = (id: number | string, body: unknown, user?: string) =>
  deleteApi(makeRequest(`/api/shopping-lists/${id}`, { method: 'DELETE', body, ...as(user) }), params(id))
const toCart = (id: number | string, user?: string, origin?: string) =>
  toCartApi(
    makeRequest(`/api/shopping-lists/${id}/cart`, { method: 'POST', ...as(user, origin) }),
    params(id),
  )
const exportCsv = (id: number | string, user?: string, locale = 'de-ch') =>
  exportApi(
    makeRequest(`/api/shopping-lists/${id}/export`, {
      headers: { 'x-tribo-locale': locale, origin: ORIGIN },
      cookies: user ? { tribo_account: tokens[user]! } : {},
    }),
    params(id),
  )
const stored = (id: number) =>
  payload.findByID({ collection: 'shopping-lists', id, depth: 0 }) as Promise<ShoppingList>
const countLists = async () => (await payload.count({ collection: 'shopping-lists' })).totalDocs
const entryOf = (a: { productNumber: string; articleNumber: string }, quantity = 1) => ({
  productNumber: a.productNumber,
  articleNumber: a.articleNumber,
  quantity,
})

describe('shopping lists: who may use them', () => {
  it('answers 401 to anonymous callers and 403 to users who are not active shop users', async () => {
    expect((await list()).status).toBe(401)
    expect((await create({ name: 'X', entries: [] })).status).toBe(401)
    expect((await one(1)).status).toBe(401)
    expect((await add(1, { entries: [entryOf(orderable[0]!)] })).status).toBe(401)
    const refused = await json(await list('privat'))
    expect(refused.status).toBe(403)
    expect(refused.body.messages?.[0]?.message).toBe(
      'Merklisten sind nur für aktive Shop-Benutzer verfügbar.',
    )
    expect((await create({ name: 'X', entries: [] }, 'privat')).status).toBe(403)
    expect((await add(1, { entries: [entryOf(orderable[0]!)] }, 'privat')).status).toBe(403)
  })

  it('refuses state changes from other sites (403) and stores nothing', async () => {
    const before = await countLists()
    expect((await create({ name: 'Fremd', entries: [] }, 'kunde', 'https://evil.example')).status).toBe(403)
    const own = (
      await payload.find({
        collection: 'shopping-lists',
        where: { account: { equals: accounts.kunde!.id } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as ShoppingList
    expect(
      (await add(own.id, { entries: [entryOf(orderable[0]!)] }, 'kunde', 'https://evil.example')).status,
    ).toBe(403)
    expect(await countLists()).toBe(before)
    expect((await payload.findByID({ collection: 'shopping-lists', id: own.id, depth: 0 })).entries).toEqual(
      own.entries,
    )
  })
})

describe('shopping lists of kunde', () => {
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
    const created = await json<{ shoppingLists: ShoppingListSummary[]; shoppingList: ShoppingListDetail }>(
      await create(
        {
          name: '  Ölwechsel Frühling  ',
          entries: [
            entryOf(first!, 2),
            { product: second!.productId, articleNumber: second!.articleNumber.toLowerCase(), quantity: 1 },
          ],
        },
        'kunde',
      ),
    )
    expect(created.status).toBe(201)
    const listId = created.body.data.shoppingList.id
    expect(created.body.data.shoppingList).toMatchObject({
      name: 'Ölwechsel Frühling',
      entries: [
        { articleNumber: first!.articleNumber, quantity: 2 },
        { articleNumber: second!.articleNumber, quantity: 1 },
      ],
    })
    expect(created.body.data.shoppingLists.find((l) => l.id === listId)).toMatchObject({
      name: 'Ölwechsel Frühling',
      entryCount: 2,
    })
    const stored = await payload.findByID({ collection: 'shopping-lists', id: listId, depth: 0 })
    const customer = accounts.kunde!.customer
    expect(stored).toMatchObject({
      account: accounts.kunde!.id,
      customer: typeof customer === 'object' ? customer!.id : customer,
      tenant,
    })

    const read = await json<{ shoppingList: ShoppingListDetail }>(await one(listId, 'kunde'))
    expect(read.status).toBe(200)
    const [entry] = read.body.data.shoppingList.entries
    expect(entry).toMatchObject({
      productNumber: first!.productNumber,
      articleNumber: first!.articleNumber,
      quantity: 2,
      orderable: true,
      url: `/de-ch/p/${first!.productNumber}`,
    })
    expect(entry!.title).toEqual(expect.any(String))
    expect(entry!.title.length).toBeGreaterThan(0)
    expect(entry!.packLabel).toMatch(/^[\d'.,]+ (l|kg|g|ml|Stk\.)$/)

    const added = await json<{ shoppingList: ShoppingListDetail }>(
      await add(listId, { entries: [entryOf(first!, 3), entryOf(third!, 4)] }, 'kunde'),
    )
    expect(added.status).toBe(200)
    expect(added.body.data.shoppingList.entries.map((e) => [e.articleNumber, e.quantity])).toEqual([
      [first!.articleNumber, 5],
      [second!.articleNumber, 1],
      [third!.articleNumber, 4],
    ])
    const capped = await json<{ shoppingList: ShoppingListDetail }>(
      await add(listId, { entries: [entryOf(first!, 9999)] }, 'kunde'),
    )
    expect(capped.body.data.shoppingList.entries[0]).toMatchObject({
      articleNumber: first!.articleNumber,
      quantity: 9999,
    })
    // Existing rows keep their ids when the list is saved again.
    expect(capped.body.data.shoppingList.entries[1]!.id).toBe(read.body.data.shoppingList.entries[1]!.id)
  })

  it('creates an empty list; an empty name is a 400 naming `name` and stores nothing', async () => {
    const empty = await json<{ shoppingList: ShoppingListDetail }>(
      await create({ name: 'Leer', entries: [] }, 'kunde'),
    )
    expect(empty.status).toBe(201)
    expect(empty.body.data.shoppingList.entries).toEqual([])

    const before = await countLists()
    for (const body of [
      { name: '', entries: [entryOf(orderable[0]!)] },
      { name: '   ' },
      { entries: [] },
      { name: 'x'.repeat(81) },
    ]) {
      const res = await json(await create(body, 'kunde'))
      expect(res.status).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual(['name'])
      expect(res.body.messages?.[0]?.message).toBe(
        'Bitte geben Sie einen Namen für die Merkliste ein (höchstens 80 Zeichen).',
      )
    }
    const badQuantity = await json(
      await create({ name: 'Menge', entries: [entryOf(orderable[0]!, 0)] }, 'kunde'),
    )
    expect(badQuantity.status).toBe(400)
    expect(badQuantity.body.messages?.[0]?.meta?.fields).toEqual(['entries.0.quantity'])
    expect(await countLists()).toBe(before)
  })

  it('refuses a name with control characters (400 naming `name`), never stores it cut or cleaned, in every language', async () => {
    const before = await countLists()
    const names = await payload.find({
      collection: 'shopping-lists',
      depth: 0,
      pagination: false,
      select: { name: true },
    })
    for (const name of [
      'a\u0000b',
      '\u0000',
      'Werkstatt\tStandard',
      'Zeile 1\nZeile 2',
      'Escape\u001b[31m',
      'Löschen\u007f',
    ]) {
      const res = await json(await create({ name, entries: [entryOf(orderable[0]!)] }, 'kunde'))
      expect(res.status, JSON.stringify(name)).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual(['name'])
      expect(res.body.messages?.[0]?.message).toBe(
        'Der Name der Merkliste darf keine Steuerzeichen (z. B. Tabulator oder Zeilenumbruch) enthalten.',
      )
    }
    const french = await createApi(
      makeRequest('/api/shopping-lists', {
        method: 'POST',
        body: { name: 'a\u0000b' },
        headers: { 'x-tribo-locale': 'fr-ch', origin: ORIGIN },
        cookies: { tribo_account: tokens.kunde! },
      }),
    )
    expect(french.status).toBe(400)
    expect(((await french.json()) as Envelope<unknown>).messages?.[0]?.message).toBe(
      'Le nom de la liste d’achats ne doit pas contenir de caractères de contrôle (tabulation, saut de ligne, etc.).',
    )
    expect(await countLists()).toBe(before)
    expect(
      (
        await payload.find({
          collection: 'shopping-lists',
          depth: 0,
          pagination: false,
          select: { name: true },
        })
      ).docs,
    ).toEqual(names.docs)
    // Spaces around a name are still only trimmed (a tab or line break at the ends is whitespace, not content).
    const trimmed = await json<{ shoppingList: ShoppingListDetail }>(
      await create({ name: '  Saison Frühling  ', entries: [] }, 'kunde'),
    )
    expect(trimmed.status).toBe(201)
    expect(trimmed.body.data.shoppingList.name).toBe('Saison Frühling')
  })

  it('refuses disabled, foreign and unknown articles with a 400 naming the entry, and stores nothing', async () => {
    // An article of another tenant is unknown here.
    const moto = (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'moto' } }, limit: 1, depth: 0 })
    ).docs[0]!.id
    const motoProduct = await payload.create({
      collection: 'products',
      data: { tenant: moto, name: 'Moto Testöl', productNumber: 'MOTO-SL-TEST' },
      ...LOCAL,
    })
    await payload.create({
      collection: 'articles',
      data: {
        tenant: moto,
        articleNumber: 'MOTO-SL-TEST-001L',
        product: motoProduct.id,
        packSize: 1,
        unit: 'L',
      },
      ...LOCAL,
    })

    const before = await countLists()
    const cases: [string, object][] = [
      ['disabled', entryOf(disabled, 1)],
      [
        'of another product',
        {
          productNumber: orderable.find((a) => a.productNumber !== orderable[0]!.productNumber)!
            .productNumber,
          articleNumber: orderable[0]!.articleNumber,
          quantity: 1,
        },
      ],
      [
        'of another product (by id)',
        {
          product: orderable.find((a) => a.productId !== orderable[0]!.productId)!.productId,
          articleNumber: orderable[0]!.articleNumber,
          quantity: 1,
        },
      ],
      [
        'of another tenant',
        { productNumber: 'MOTO-SL-TEST', articleNumber: 'MOTO-SL-TEST-001L', quantity: 1 },
      ],
      [
        'unknown',
        { productNumber: orderable[0]!.productNumber, articleNumber: 'NO-SUCH-ARTICLE', quantity: 1 },
      ],
    ]
    for (const [label, bad] of cases) {
      const res = await json(
        await create({ name: `Fehler ${label}`, entries: [entryOf(orderable[0]!), bad] }, 'kunde'),
      )
      expect(res.status, label).toBe(400)
      expect(
        res.body.messages?.map((m) => m.meta?.fields),
        label,
      ).toEqual([['entries.1']])
    }
    expect(await countLists()).toBe(before)

    const own = (
      await payload.find({
        collection: 'shopping-lists',
        where: {
          and: [{ account: { equals: accounts.kunde!.id } }, { name: { equals: 'Werkstatt Standard' } }],
        },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as ShoppingList
    const res = await json(await add(own.id, { entries: [entryOf(disabled)] }, 'kunde'))
    expect(res.status).toBe(400)
    expect(res.body.messages?.[0]?.message).toBe(
      `Der Artikel «${disabled.articleNumber}» ist nicht mehr erhältlich.`,
    )
    expect((await payload.findByID({ collection: 'shopping-lists', id: own.id, depth: 0 })).entries).toEqual(
      own.entries,
    )
  })

  it('refuses articles the customer cannot order (no price in its list, retailer mode)', async () => {
    await payload.update({
      collection: 'accounts',
      id: accounts.kunde!.id,
      data: { retailerModeEnabled: true },
      ...LOCAL,
    })
    try {
      const res = await json(await create({ name: 'Händler', entries: [entryOf(orderable[0]!)] }, 'kunde'))
      expect(res.status).toBe(400)
      expect(res.body.messages?.[0]?.message).toBe(
        `Der Artikel «${orderable[0]!.articleNumber}» ist für Sie nicht bestellbar.`,
      )
    } finally {
      await payload.update({
        collection: 'accounts',
        id: accounts.kunde!.id,
        data: { retailerModeEnabled: false },
        ...LOCAL,
      })
    }
  })

  it('never shows or changes another account’s list: 404', async () => {
    const created = await json<{ shoppingList: ShoppingListDetail }>(
      await create({ name: 'Nur für Erika', entries: [] }, 'mitarbeiter'),
    )
    expect(created.status).toBe(201)
    const foreign = created.body.data.shoppingList.id
    expect((await one(foreign, 'kunde')).status).toBe(404)
    expect((await add(foreign, { entries: [entryOf(orderable[0]!)] }, 'kunde')).status).toBe(404)
    expect((await payload.findByID({ collection: 'shopping-lists', id: foreign, depth: 0 })).entries).toEqual(
      [],
    )
    expect((await one(999_999, 'kunde')).status).toBe(404)
    expect((await one('abc', 'kunde')).status).toBe(404)
    const mine = await json<{ shoppingLists: ShoppingListSummary[] }>(await list('kunde'))
    expect(mine.body.data.shoppingLists.map((l) => l.id)).not.toContain(foreign)
  })
})

/** A new list of `user` with these entries (all checked on create). */
async function newList(user: string, name: string, entries: object[]): Promise<ShoppingListDetail> {
  const res = await json<{ shoppingList: ShoppingListDetail }>(await create({ name, entries }, user))
  expect(res.status).toBe(201)
  return res.body.data.shoppingList
}

describe('PATCH /api/shopping-lists/{id}: rename and change entries', () => {
  it('renames (trimmed), sets quantities, removes and reorders entries, keeping the other rows', async () => {
    const [a, b, c] = orderable
    const created = await newList('kunde', 'Vor dem Umbenennen', [
      entryOf(a!, 1),
      entryOf(b!, 2),
      entryOf(c!, 3),
    ])
    const [ea, eb, ec] = created.entries
    const renamed = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(created.id, { name: '  Nach dem Umbenennen ' }, 'kunde'),
    )
    expect(renamed.status).toBe(200)
    expect(renamed.body.data.shoppingList.name).toBe('Nach dem Umbenennen')
    expect(renamed.body.data.shoppingList.entries.map((e) => e.id)).toEqual([ea!.id, eb!.id, ec!.id])

    const changed = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(
        created.id,
        { quantities: [{ id: eb!.id, quantity: 9999 }], remove: [ea!.id], order: [ec!.id, eb!.id] },
        'kunde',
      ),
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data.shoppingList.entries.map((e) => [e.id, e.articleNumber, e.quantity])).toEqual([
      [ec!.id, c!.articleNumber, 3],
      [eb!.id, b!.articleNumber, 9999],
    ])
    // Removing an entry that is already gone is harmless.
    const again = await json<{ shoppingList: ShoppingListDetail }>(
      await patch(created.id, { remove: [ea!.id] }, 'kunde'),
    )
    expect(again.status).toBe(200)
    expect(again.body.data.shoppingList.entries).toHaveLength(2)
    const row = await stored(created.id)
    expect(row.name).toBe('Nach dem Umbenennen')
    expect(row.entries?.map((e) => [e.articleNumber, e.quantity])).toEqual([
      [c!.articleNumber, 3],
      [b!.articleNumber, 9999],
    ])
  })

  it('answers a 400 naming the parameter for bad bodies (unknown keys too) and changes nothing', async () => {
    const [a, b] = orderable
    const created = await newList('kunde', 'Unverändert', [entryOf(a!, 2), entryOf(b!, 1)])
    const [ea, eb] = created.entries
    const before = await stored(created.id)
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [null, 'body'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: 'Neu', colour: 'rot' }, 'colour'],
      [{ quantities: [{ id: ea!.id, quantity: 0 }] }, 'quantities.0.quantity'],
      [{ quantities: [{ id: ea!.id, quantity: 10_000 }] }, 'quantities.0.quantity'],
      [{ quantities: [{ id: ea!.id, quantity: 1.5 }] }, 'quantities.0.quantity'],
      [{ quantities: [{ id: ea!.id, quantity: 2, price: 1 }] }, 'quantities.0.price'],
      [{ quantities: [{ id: 'no-such-entry', quantity: 2 }] }, 'quantities.0.id'],
      [
        {
          quantities: [
            { id: ea!.id, quantity: 2 },
            { id: ea!.id, quantity: 3 },
          ],
        },
        'quantities.1.id',
      ],
      [{ name: 'Neu', quantities: [{ id: 'gone', quantity: 2 }] }, 'quantities.0.id'],
      [{ order: [ea!.id] }, 'order'],
      [{ order: [ea!.id, ea!.id] }, 'order'],
      [{ remove: [ea!.id], order: [ea!.id, eb!.id] }, 'order'],
      [{ remove: [] }, 'remove'],
    ]
    for (const [body, parameter] of cases) {
      const res = await json(await patch(created.id, body, 'kunde'))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields, JSON.stringify(body)).toEqual([parameter])
    }
    // A new name with control characters is refused with the field's own message, also beside other changes.
    for (const body of [
      { name: 'a\u0000b' },
      { name: 'Neu\tName' },
      { name: 'Neu\u0007', quantities: [{ id: ea!.id, quantity: 5 }] },
    ]) {
      const res = await json(await patch(created.id, body, 'kunde'))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.messages?.[0]).toMatchObject({
        message:
          'Der Name der Merkliste darf keine Steuerzeichen (z. B. Tabulator oder Zeilenumbruch) enthalten.',
        meta: { fields: ['name'] },
      })
    }
    expect(
      (await json(await patch(created.id, { name: 'Fremd' }, 'kunde', 'https://evil.example'))).status,
    ).toBe(403)
    expect((await json(await patch(created.id, { name: 'Anonym' }))).status).toBe(401)
    const after = await stored(created.id)
    expect({ name: after.name, entries: after.entries }).toEqual({
      name: before.name,
      entries: before.entries,
    })
  })
})

describe('DELETE /api/shopping-lists/{id} with a referer', () => {
  it('deletes the list and answers the remaining lists; from the list’s own page it redirects to the overview', async () => {
    const fromOverview = await newList('kunde', 'Löschen von der Übersicht', [])
    const res = await json<{ shoppingLists: ShoppingListSummary[] }>(
      await remove(fromOverview.id, { referer: '/de-ch/konto/merklisten' }, 'kunde'),
    )
    expect(res.status).toBe(200)
    expect((res.body as { redirectUrl?: string }).redirectUrl).toBeUndefined()
    expect(res.body.data.shoppingLists.map((l) => l.id)).not.toContain(fromOverview.id)
    expect(res.body.data.shoppingLists.map((l) => l.name)).toContain('Werkstatt Standard')
    expect(
      await payload.count({ collection: 'shopping-lists', where: { id: { equals: fromOverview.id } } }),
    ).toMatchObject({ totalDocs: 0 })

    for (const referer of [`/de-ch/konto/merklisten/{id}`, `${ORIGIN}/de-ch/konto/merklisten/{id}/?tab=1`]) {
      const fromPage = await newList('kunde', 'Löschen von der Seite', [entryOf(orderable[0]!)])
      const gone = await json<{ shoppingLists: ShoppingListSummary[] }>(
        await remove(fromPage.id, { referer: referer.replace('{id}', String(fromPage.id)) }, 'kunde'),
      )
      expect(gone.status).toBe(200)
      expect((gone.body as { redirectUrl?: string }).redirectUrl).toBe('/de-ch/konto/merklisten')
      expect(gone.body.data.shoppingLists.map((l) => l.id)).not.toContain(fromPage.id)
    }
    // Deleting it again: it is gone (404).
    expect((await remove(fromOverview.id, { referer: '/de-ch/konto/merklisten' }, 'kunde')).status).toBe(404)
  })

  it('refuses a missing or foreign referer (400 naming `referer`) and keeps the list', async () => {
    const kept = await newList('kunde', 'Bleibt', [])
    for (const body of [
      {},
      null,
      { referer: '' },
      { referer: 'https://evil.example/de-ch/konto/merklisten' },
      { referer: '//evil.example/x' },
      { referer: '/\\evil.example' },
      { referer: 'javascript:alert(1)' },
      { referer: '/de-ch', extra: 1 },
    ]) {
      const res = await json(await remove(kept.id, body, 'kunde'))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields?.[0], JSON.stringify(body)).toMatch(/^(referer|extra)$/)
    }
    expect((await stored(kept.id)).name).toBe('Bleibt')
  })
})

describe('another account’s list is never found', () => {
  it('answers 404 to PATCH, DELETE, add to cart and export, and changes nothing', async () => {
    const foreign = await newList('alpin', 'Alpin intern', [entryOf(orderable[0]!, 2)])
    const before = await stored(foreign.id)
    expect((await patch(foreign.id, { name: 'Gekapert' }, 'kunde')).status).toBe(404)
    expect((await remove(foreign.id, { referer: '/de-ch/konto/merklisten' }, 'kunde')).status).toBe(404)
    expect((await toCart(foreign.id, 'kunde')).status).toBe(404)
    expect((await exportCsv(foreign.id, 'kunde')).status).toBe(404)
    expect((await exportCsv(foreign.id)).status).toBe(401)
    const after = await stored(foreign.id)
    expect({ name: after.name, entries: after.entries }).toEqual({
      name: before.name,
      entries: before.entries,
    })
    expect((await one(foreign.id, 'alpin')).status).toBe(200)
  })
})

describe('POST /api/shopping-lists/{id}/cart: the list into the B2B cart', () => {
  it('puts every orderable entry into the cart at least at the list quantity, skips and names what cannot be ordered, and adding again never doubles', async () => {
    expect(
      (await emptyCartApi(makeRequest('/api/b2bcart', { method: 'DELETE', ...as('kunde') }))).status,
    ).toBe(200)
    const [a, b] = orderable
    const created = await newList('kunde', 'In den Warenkorb', [entryOf(a!, 2), entryOf(b!, 3)])
    // An article that was disabled after it went on the list.
    const row = await stored(created.id)
    const disabledProduct = (
      await payload.find({
        collection: 'products',
        where: { productNumber: { equals: disabled.productNumber } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!.id
    await payload.update({
      collection: 'shopping-lists',
      id: created.id,
      data: {
        entries: [
          ...(row.entries ?? []),
          { product: disabledProduct, articleNumber: disabled.articleNumber, quantity: 1 },
        ],
      },
      ...LOCAL,
    })

    const first = await json<B2BCart & { skipped: SkippedEntry[] }>(await toCart(created.id, 'kunde'))
    expect(first.status).toBe(200)
    expect(first.body.data.count).toBe(2)
    expect(first.body.data.entries.map((e) => [e.articleNumber, e.count])).toEqual([
      [a!.articleNumber, 2],
      [b!.articleNumber, 3],
    ])
    expect(first.body.data.skipped).toEqual([
      expect.objectContaining({ articleNumber: disabled.articleNumber, reason: 'articleDisabled' }),
    ])
    expect(first.body.messages?.map((m) => (m as { type?: string }).type)).toEqual(['success', 'warning'])

    const second = await json<B2BCart & { skipped: SkippedEntry[] }>(await toCart(created.id, 'kunde'))
    expect(second.status).toBe(200)
    expect(second.body.data.count).toBe(2)
    expect(second.body.data.entries.map((e) => [e.articleNumber, e.count])).toEqual([
      [a!.articleNumber, 2],
      [b!.articleNumber, 3],
    ])

    // A line the customer raised stays; a list quantity raised later raises the line.
    const lineA = second.body.data.entries[0]!
    expect(
      (
        await cartApi(
          makeRequest('/api/b2bcart', {
            method: 'POST',
            body: { action: 'update', itemKey: lineA.itemKey, count: 7 },
            ...as('kunde'),
          }),
        )
      ).status,
    ).toBe(200)
    const listB = (await json<{ shoppingList: ShoppingListDetail }>(await one(created.id, 'kunde'))).body.data
      .shoppingList.entries[1]!
    expect((await patch(created.id, { quantities: [{ id: listB.id!, quantity: 5 }] }, 'kunde')).status).toBe(
      200,
    )
    const third = await json<B2BCart>(await toCart(created.id, 'kunde'))
    expect(third.body.data.entries.map((e) => [e.articleNumber, e.count])).toEqual([
      [a!.articleNumber, 7],
      [b!.articleNumber, 5],
    ])
    expect(third.body.data.count).toBe(2)
  })

  it('changes nothing when nothing of the list can be ordered (409), and refuses other sites and non-shop users', async () => {
    expect(
      (await emptyCartApi(makeRequest('/api/b2bcart', { method: 'DELETE', ...as('kunde') }))).status,
    ).toBe(200)
    const empty = await newList('kunde', 'Leer für den Warenkorb', [])
    const res = await json(await toCart(empty.id, 'kunde'))
    expect(res.status).toBe(409)
    expect(res.body.messages?.[0]?.message).toBe('Die Merkliste ist leer.')
    const row = await stored(empty.id)
    const disabledProduct = (
      await payload.find({
        collection: 'products',
        where: { productNumber: { equals: disabled.productNumber } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!.id
    await payload.update({
      collection: 'shopping-lists',
      id: empty.id,
      data: {
        entries: [
          ...(row.entries ?? []),
          { product: disabledProduct, articleNumber: disabled.articleNumber, quantity: 1 },
        ],
      },
      ...LOCAL,
    })
    const onlyDisabled = await json(await toCart(empty.id, 'kunde'))
    expect(onlyDisabled.status).toBe(409)
    expect(onlyDisabled.body.messages?.[0]?.message).toContain(disabled.articleNumber)

    const full = await newList('kunde', 'Fremde Seite', [entryOf(orderable[0]!, 1)])
    expect((await toCart(full.id, 'kunde', 'https://evil.example')).status).toBe(403)
    expect((await toCart(full.id)).status).toBe(401)
    expect((await toCart(full.id, 'privat')).status).toBe(403)
    const cart = await payload.find({
      collection: 'carts',
      where: { and: [{ account: { equals: accounts.kunde!.id } }, { kind: { equals: 'b2b' } }] },
      depth: 0,
      limit: 1,
    })
    expect(cart.docs[0]?.entries ?? []).toEqual([])
  })
})

describe('GET /api/shopping-lists/{id}/export: CSV', () => {
  it('answers the list as a ;-separated UTF-8 file with BOM, headers in the caller’s language and a safe file name', async () => {
    const [a, b] = orderable
    const created = await newList('kunde', 'Öl; "Frühling" / Test', [entryOf(a!, 2), entryOf(b!, 12)])
    const res = await exportCsv(created.id, 'kunde')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="merkliste-oel-fruehling-test.csv"',
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Artikelnummer;Produkt;Produktnummer;Gebinde;Menge;Stückpreis;Bestellbar')
    expect(lines).toHaveLength(3)
    expect(lines[1]!.startsWith(`${a!.articleNumber};`)).toBe(true)
    expect(lines[1]!.split(';').at(-3)).toBe('2')
    expect(lines[1]!.split(';').at(-2)).toMatch(/^\d+\.\d{2}$/)
    expect(lines[1]!.endsWith(';Ja')).toBe(true)
    expect(lines[2]!.startsWith(`${b!.articleNumber};`)).toBe(true)

    const french = new TextDecoder().decode(
      new Uint8Array(await (await exportCsv(created.id, 'kunde', 'fr-ch')).arrayBuffer()).slice(3),
    )
    expect(french.split('\r\n')[0]).toBe(
      'Numéro d’article;Produit;Numéro de produit;Conditionnement;Quantité;Prix unitaire;Commandable',
    )
  })
})
