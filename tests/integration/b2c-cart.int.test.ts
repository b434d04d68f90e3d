import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as loginApi } from '@/app/api/auth/login/route'
import { GET as b2bGetApi } from '@/app/api/b2bcart/route'
import { GET as getApi } from '@/app/api/b2ccart/[id]/route'
import { POST as updateApi } from '@/app/api/b2ccart/route'
import type { B2BCart, B2CCart } from '@/features/carts/schemas'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tokens: Record<string, string>
let products: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  const tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  const articles = await payload.find({
    collection: 'articles',
    where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
    depth: 1,
    limit: 200,
    sort: 'articleNumber',
    populate: { products: { productNumber: true } },
  })
  products = [...new Set(articles.docs.map((a) => (a.product as { productNumber: string }).productNumber))]
}, 300_000)

const ORIGIN = 'http://localhost:3000'
const COOKIE = 'tribo_b2c_cart'
type Caller = { user?: string; guest?: string; origin?: string }
const as = ({ user, guest, origin = ORIGIN }: Caller = {}) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: { ...(user ? { tribo_account: tokens[user]! } : {}), ...(guest ? { [COOKIE]: guest } : {}) },
})
const json = async <T>(res: Response) => ({
  status: res.status,
  body: (await res.json()) as Envelope<T>,
  cookie: res.headers.get('set-cookie') ?? '',
})
const post = (body: unknown, caller: Caller = {}) =>
  updateApi(makeRequest('/api/b2ccart/', { method: 'POST', body, ...as(caller) }))
const getCart = (id: string, caller: Caller = {}) =>
  getApi(makeRequest(`/api/b2ccart/${id}`, as(caller)), { params: Promise.resolve({ id }) })
const guestTokenOf = (setCookie: string) => /tribo_b2c_cart=([^;]+)/.exec(setCookie)?.[1] ?? ''

describe('B2C cart', () => {
  it('a visitor’s first add makes a cart kept by a cookie; entries show no prices or packs', async () => {
    const first = await json<B2CCart>(
      await post({ action: 'add', entries: [{ productNumber: products[0], count: 2 }] }),
    )
    expect(first.status).toBe(200)
    const token = guestTokenOf(first.cookie)
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(first.cookie).toMatch(/HttpOnly/i)
    expect(first.body.data.count).toBe(1)
    expect(first.body.data.totalCents).toBeNull()
    expect(first.body.data.entries[0]).toMatchObject({
      count: 2,
      price: null,
      product: { productNumber: products[0], packLabel: null },
    })
    expect(JSON.stringify(first.body)).not.toMatch(/CHF|unitPriceCents/)

    const again = await json<B2CCart>(
      await post(
        {
          action: 'add',
          entries: [
            { productNumber: products[0], count: 3 },
            { productNumber: products[1], count: 1 },
          ],
        },
        { guest: token },
      ),
    )
    expect(again.body.data.entries.map((e) => e.count)).toEqual([5, 1])
    expect(again.body.data.id).toBe(first.body.data.id)

    const read = await json<B2CCart>(await getCart(first.body.data.id!, { guest: token }))
    expect(read.status).toBe(200)
    expect(read.body.data.count).toBe(2)
    // Another visitor, or none, never opens it.
    expect((await getCart(first.body.data.id!)).status).toBe(404)
    const other = guestTokenOf(
      (await json(await post({ action: 'add', entries: [{ productNumber: products[2], count: 1 }] }))).cookie,
    )
    expect((await getCart(first.body.data.id!, { guest: other })).status).toBe(404)
    expect((await getCart('x'.repeat(80), { guest: token })).status).toBe(404)

    const updated = await json<B2CCart>(
      await post(
        { action: 'update', itemKey: again.body.data.entries[1]!.itemKey, count: 4 },
        { guest: token },
      ),
    )
    expect(updated.body.data.entries[1]!.count).toBe(4)
    const removed = await json<B2CCart>(
      await post({ action: 'remove', itemKey: again.body.data.entries[0]!.itemKey }, { guest: token }),
    )
    expect(removed.body.data.count).toBe(1)
  })

  it('bad input is a clear 400 or 404 and changes nothing; business users and other sites are refused', async () => {
    const made = await json<B2CCart>(
      await post({ action: 'add', entries: [{ productNumber: products[0], count: 1 }] }),
    )
    const token = guestTokenOf(made.cookie)
    const count0 = await json(
      await post({ action: 'add', entries: [{ productNumber: products[0], count: 0 }] }, { guest: token }),
    )
    expect(count0.status).toBe(400)
    expect(count0.body.messages?.[0]?.message).toBe('Bitte geben Sie eine ganze Menge von 1 bis 9999 ein.')
    const unknown = await json(
      await post({ action: 'add', entries: [{ productNumber: 'NOPE-1' }] }, { guest: token }),
    )
    expect(unknown.status).toBe(400)
    const missing = await json(
      await post(
        {
          action: 'add',
          entries: [
            { productNumber: products[1], count: 1 },
            { productNumber: 'NOPE-1', count: 1 },
          ],
        },
        { guest: token },
      ),
    )
    expect(missing.status).toBe(400)
    expect(missing.body.messages?.[0]).toMatchObject({
      message: 'Position 2: Das Produkt NOPE-1 gibt es nicht oder es ist nicht erhältlich.',
      meta: { fields: ['entries.1'] },
    })
    expect((await post({ action: 'remove', itemKey: 'nope' }, { guest: token })).status).toBe(404)
    // Without a cart there is nothing to change.
    expect((await post({ action: 'update', itemKey: 'nope', count: 2 })).status).toBe(404)
    expect(
      (await getCart(made.body.data.id!, { guest: token }).then((r) => r.json())) as Envelope<B2CCart>,
    ).toMatchObject({ data: { count: 1 } })

    const business = await json(
      await post({ action: 'add', entries: [{ productNumber: products[0], count: 1 }] }, { user: 'kunde' }),
    )
    expect(business.status).toBe(403)
    expect(business.body.messages?.[0]?.message).toBe('Sie bestellen über den Geschäftskunden-Warenkorb.')
    expect(
      (
        await post(
          { action: 'add', entries: [{ productNumber: products[0], count: 1 }] },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403)
  })

  it('a visitor’s cart joins the account at login: a private customer’s B2C cart, a business customer’s B2B cart', async () => {
    const login = (username: string, password: string, guest: string) =>
      loginApi(
        makeRequest('/api/auth/login', { method: 'POST', body: { username, password }, ...as({ guest }) }),
      )

    const guest = guestTokenOf(
      (await json(await post({ action: 'add', entries: [{ productNumber: products[3], count: 2 }] }))).cookie,
    )
    const signedIn = await login('privat', 'Privat-2026!', guest)
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('set-cookie')).toMatch(/tribo_b2c_cart=;/)
    const privat = await json<B2CCart>(
      await post({ action: 'add', entries: [{ productNumber: products[4], count: 1 }] }, { user: 'privat' }),
    )
    expect(privat.body.data.entries.map((e) => [e.product.productNumber, e.count])).toEqual(
      expect.arrayContaining([
        [products[3], 2],
        [products[4], 1],
      ]),
    )
    // The visitor's cart is gone.
    expect(
      (await payload.count({ collection: 'carts', where: { ownerKey: { like: `g${guest}` } } })).totalDocs,
    ).toBe(0)

    const before = (
      (await (
        await b2bGetApi(makeRequest('/api/b2bcart/', as({ user: 'kunde' })))
      ).json()) as Envelope<B2BCart>
    ).data.count
    const guest2 = guestTokenOf(
      (await json(await post({ action: 'add', entries: [{ productNumber: products[5], count: 1 }] }))).cookie,
    )
    expect((await login('kunde', 'Kunde-2026!', guest2)).status).toBe(200)
    const after = (
      (await (
        await b2bGetApi(makeRequest('/api/b2bcart/', as({ user: 'kunde' })))
      ).json()) as Envelope<B2BCart>
    ).data
    expect(after.count).toBeGreaterThanOrEqual(before)
    expect(
      [...after.entries, ...after.entriesNotOrderable].some((e) => e.product.productNumber === products[5]),
    ).toBe(true)
  })
})
