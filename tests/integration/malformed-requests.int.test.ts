// Every /api route against malformed requests: broken percent-encoding in
// dynamic segments, wrong types, huge numbers, 100k-character strings, arrays
// where objects belong, missing content type, unknown fields, a foreign
// Origin and a chunked body above the limit — never a 5xx, and the write
// routes below store nothing. The route list is globbed from app/api, and
// ROUTES must name each file with its methods, so a new route cannot be
// forgotten here.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Handler = (
  request: NextRequest,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** Every route file below app/api (path without `/route.ts`) and the methods it exports. */
const ROUTES: Record<string, string> = {
  'address/list/delete': 'POST',
  'address/list/edit': 'GET,POST',
  'address/list/preferred': 'POST',
  'address/list': 'GET',
  'article-order-history': 'GET',
  'auth/login': 'POST',
  'auth/logout': 'POST',
  'auth/password-recovery': 'POST',
  'auth/password-reset': 'POST',
  'b2bcart-data/commit': 'POST',
  'b2bcart-data': 'GET,POST',
  'b2bcart-data/terms': 'GET',
  'b2bcart/confirm-change': 'POST',
  'b2bcart/quick-order': 'POST',
  'b2bcart/quick-order/file': 'POST',
  'b2bcart/quick-order/template': 'GET',
  b2bcart: 'GET,POST,DELETE',
  'b2bcart/set-item-ref-text': 'POST',
  'b2bcart/set-show-item-ref-texts': 'POST',
  'b2bcart/set-show-manual-pricing': 'POST',
  'b2ccart/[id]': 'GET',
  b2ccart: 'POST',
  'category/products': 'GET',
  'contact-manager/process-step': 'GET',
  'contact-manager': 'GET',
  'contact-manager/submit': 'POST',
  'contact/logout': 'POST',
  'contact/search': 'POST',
  'contact/select': 'POST',
  'company/approvals/[orderNumber]/approve': 'POST',
  'company/approvals/[orderNumber]/reject': 'POST',
  'company/approvals/[orderNumber]': 'GET',
  'company/approvals': 'GET',
  'company/users/[id]/invitation': 'POST',
  'company/users/[id]': 'PATCH',
  'company/users': 'GET,POST',
  'contracts/[contractNumber]/positions': 'GET',
  contracts: 'GET',
  'customers/list': 'GET',
  'cross-reference': 'GET',
  'cross-reference/suggestion': 'GET',
  dealers: 'GET',
  'distribution-partners': 'GET',
  'erp/order-documents': 'POST',
  fair: 'GET',
  faq: 'GET',
  'favourites/[productNumber]': 'DELETE',
  'favourites/entries': 'GET',
  favourites: 'GET,POST',
  'file-share/[token]/download/[format]': 'GET',
  'file-share/[token]/files/[fileId]/[type]': 'GET',
  'file-share/[token]': 'GET',
  'fleet/[id]/services': 'GET,POST',
  'fleet/[id]': 'GET,PATCH,DELETE',
  'fleet/import/template': 'GET',
  'fleet/import': 'POST',
  fleet: 'GET,POST',
  'fleet/reminder-settings': 'GET,PATCH',
  'fleet/plan/cart': 'POST',
  'fleet/plan/export': 'GET',
  'fleet/plan/shopping-list': 'POST',
  'fleet/plan': 'GET',
  'forms/[id]': 'GET',
  'forms/[id]/submit': 'POST',
  health: 'GET',
  'jobs/[id]/applications': 'POST',
  'jobs/[id]': 'GET',
  jobs: 'GET',
  news: 'GET',
  'notifications/read/[notificationId]': 'POST',
  'notifications/read': 'POST',
  notifications: 'GET',
  'oilfinder/getAllMakeImages': 'GET',
  'oilfinder/getCategories': 'GET',
  'oilfinder/getDisclaimer': 'GET',
  'oilfinder/getHydratedModelList': 'GET',
  'oilfinder/getLicensePlate2TypeID': 'GET',
  'oilfinder/getModelList': 'GET',
  'oilfinder/getTypeList': 'GET',
  'oilfinder/recommendation': 'GET',
  'oilfinder/search': 'GET',
  'order-documents/[id]/download': 'GET',
  'order-documents/confirmation/[orderNumber]': 'GET',
  'order-documents/export': 'GET',
  'order-documents': 'GET',
  'orders/[orderNumber]/reorder': 'POST',
  'orders/[orderNumber]': 'GET',
  'orders/export': 'GET',
  orders: 'GET',
  'preview/exit': 'GET',
  'quotes/[quoteNumber]/accept': 'POST',
  'quotes/[quoteNumber]/decline': 'POST',
  'quotes/[quoteNumber]': 'GET',
  quotes: 'GET,POST',
  preview: 'GET',
  'product-group/products': 'GET',
  'product-review': 'POST',
  'product/[productNumber]/articles': 'GET',
  'product/detail': 'GET',
  'product/last-order-date': 'GET',
  'product/price-label': 'POST',
  'product/price': 'GET',
  'product/variant/[variantId]': 'GET',
  'product/variants': 'GET',
  'repeat-orders/[id]': 'GET,PATCH,DELETE',
  'repeat-orders/draft': 'GET',
  'repeat-orders': 'GET,POST',
  'safety-data-sheet/download': 'GET',
  'safety-data-sheet': 'GET',
  'saved-carts/[id]/restore': 'POST',
  'saved-carts/[id]': 'GET,DELETE',
  'saved-carts': 'GET,POST',
  'search/document': 'GET',
  'search/product-advanced': 'GET',
  'search/product': 'GET',
  'shopping-lists/[id]/cart': 'POST',
  'shopping-lists/colleagues': 'GET',
  'shopping-lists/[id]/export': 'GET',
  'shopping-lists/[id]/items': 'POST',
  'shopping-lists/[id]': 'GET,PATCH,DELETE',
  'shopping-lists': 'GET,POST',
  'tenancy/routing': 'GET',
  'user/billing-partner/[partnerId]': 'POST',
  'user/retailer-mode': 'POST',
}

const modules = import.meta.glob<Record<string, Handler>>('/app/api/**/route.ts')
const API_DIR = path.join(process.cwd(), 'app/api')

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return routeFiles(full)
    return name === 'route.ts' ? [path.relative(API_DIR, dir).split(path.sep).join('/')] : []
  })
}

const ORIGIN = 'http://localhost:3000'
const LONG = 'x'.repeat(100_000)
const BROKEN_SEGMENTS = ['%C0%AF', '%E0%A4%A', '%', '%ZZ', '..%2F..%2Fetc%2Fpasswd', LONG]

/** Query strings: huge numbers, long strings, arrays and objects where single values belong. */
const BAD_QUERIES = [
  'limit=1e309&offset=9223372036854775808&page=-1&quantity=NaN',
  `search=${LONG}&q=${LONG}&query=${LONG}&productNumber=${LONG}&id=${LONG}`,
  'id[]=1&id[]=2&ids[]=&ids=%00&categoryId[foo]=1&filters[year][]=1e309&filters=1',
  'articleNumber=%C0%AF&lang=%E0%A4%A&makeID=-0&type=2e63&licenseplate=%00&sort=__proto__&order=constructor',
  `dateFrom=9999-99-99&dateTo=${'9'.repeat(400)}&filter=<script>&token=${LONG}`,
]

/** JSON bodies of the wrong shape. */
const BAD_BODIES: unknown[] = [
  [1, 2, 3],
  'just a string',
  12345678901234567890,
  {
    entries: 'x',
    count: '1',
    id: {},
    productNumber: [],
    text: 1,
    name: { a: 1 },
    enabled: 'yes',
    timestamp: 1e308,
  },
  { count: 2 ** 63, quantity: 1e308, manualPriceCents: -(2 ** 63), limit: 2 ** 53 + 1, partnerId: 2 ** 63 },
  {
    name: LONG,
    search: LONG,
    text: LONG,
    productNumber: LONG,
    identifier: LONG,
    comment: LONG,
    referer: LONG,
    itemRefText: LONG,
  },
  { unknownField: true, __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
  { action: 'add', entries: [{ articleNumber: LONG, count: 1e309 }], lines: [{}], values: [] },
  { productNumbers: Array.from({ length: 5000 }, (_, i) => `P${i}`) },
  null,
]

/** Raw bodies with a bad content type or bad JSON. */
const RAW_BODIES: { body: string; contentType?: string }[] = [
  { body: '{"name":"x"}' },
  { body: '{"name":"x"}', contentType: 'text/plain' },
  { body: '{"name":', contentType: 'application/json' },
  { body: '{"n":1e309}', contentType: 'application/json' },
  { body: '\u0000\u0001', contentType: 'application/json' },
  { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
]

let payload: Payload
let tokens: Record<string, string>

const paramNames = (route: string) => [...route.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!)
const urlOf = (route: string, params: Record<string, string>) =>
  `/api/${route.replace(/\[(\w+)\]/g, (_, name: string) => params[name]!)}`
const goodParams = (route: string) => Object.fromEntries(paramNames(route).map((name) => [name, '1']))

/** A body of 2 MB in 64 KB chunks without Content-Length that counts what was pulled. */
function chunkedBody() {
  const state = { pulled: 0 }
  const size = 64 * 1024
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= 2 * 1024 * 1024) return controller.close()
      state.pulled += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, state }
}

async function call(
  route: string,
  method: Method,
  init: {
    params?: Record<string, string>
    query?: string
    body?: unknown
    raw?: { body: BodyInit; contentType?: string }
    user?: string
    origin?: string
  },
): Promise<Response> {
  const mod = await modules[`/app/api/${route}/route.ts`]!()
  const handler = mod[method]!
  const params = init.params ?? goodParams(route)
  const headers: Record<string, string> = { 'x-tribo-locale': 'de-ch', origin: init.origin ?? ORIGIN }
  if (init.raw?.contentType) headers['content-type'] = init.raw.contentType
  const url = `${urlOf(route, params)}${init.query ? `?${init.query}` : ''}`
  const cookies: Record<string, string> = init.user ? { tribo_account: tokens[init.user]! } : {}
  const request = init.raw
    ? makeRequest(url, { method, body: init.raw.body, headers, cookies })
    : makeRequest(url, { method, body: method === 'GET' ? undefined : init.body, headers, cookies })
  return handler(request, { params: Promise.resolve(params) })
}

const expectNo5xx = (res: Response, what: string) => expect(res.status, what).toBeLessThan(500)

beforeAll(async () => {
  payload = await getTestPayload()
  tokens = (await loginDemoAccounts(payload)).tokens
}, 600_000)

describe('the route list', () => {
  it('names every route file under app/api with its methods', async () => {
    const files = routeFiles().sort()
    expect(
      files.filter((file) => !(file in ROUTES)),
      'route files missing from ROUTES in this test',
    ).toEqual([])
    expect(
      Object.keys(ROUTES).filter((route) => !files.includes(route)),
      'ROUTES entries without a file',
    ).toEqual([])
    for (const route of files) {
      const mod = await modules[`/app/api/${route}/route.ts`]!()
      const exported = Object.keys(mod)
        .filter((name) => /^(GET|POST|PATCH|PUT|DELETE)$/.test(name))
        .sort()
      expect(exported, route).toEqual(ROUTES[route]!.split(',').sort())
    }
  })
})

/**
 * Routes that call Next's draftMode() on every request: that needs Next's own
 * request scope, which a direct handler call in a test has not. (It reads only
 * `path`, which it checks itself; the route list still names it.)
 */
const NEEDS_NEXT_REQUEST_SCOPE = new Set(['preview/exit'])

const entries = Object.entries(ROUTES)
  .filter(([route]) => !NEEDS_NEXT_REQUEST_SCOPE.has(route))
  .flatMap(([route, methods]) => methods.split(',').map((method) => [route, method as Method] as const))
const writes = entries.filter(([, method]) => method !== 'GET')
const dynamic = entries.filter(([route]) => paramNames(route).length > 0)

describe('malformed requests never answer 5xx', () => {
  it.each(dynamic)(
    '%s %s: broken encodings in dynamic segments are a 4xx (400 for bad percent-encoding)',
    async (route, method) => {
      for (const name of paramNames(route)) {
        for (const segment of BROKEN_SEGMENTS) {
          for (const user of [undefined, 'kunde']) {
            const res = await call(route, method, {
              params: { ...goodParams(route), [name]: segment },
              user,
              body: {},
            })
            expectNo5xx(res, `${method} ${route} ${name}=${segment.slice(0, 20)}`)
            if (/^%(C0%AF|E0%A4%A|ZZ)?$/.test(segment))
              expect(res.status, `${method} ${route} ${name}=${segment}`).toBe(400)
          }
        }
      }
    },
  )

  it.each(entries)('%s %s: bad query strings', async (route, method) => {
    for (const query of BAD_QUERIES) {
      for (const user of [undefined, 'kunde', 'mitarbeiter'])
        expectNo5xx(
          await call(route, method, { query, user, body: {} }),
          `${method} ${route}?${query.slice(0, 60)} as ${user ?? 'visitor'}`,
        )
    }
  })

  it.each(writes)(
    '%s %s: wrong types, huge numbers, long strings, arrays, unknown fields',
    async (route, method) => {
      const log = vi.spyOn(console, 'error')
      for (const body of BAD_BODIES) {
        for (const user of [undefined, 'kunde', 'mitarbeiter'])
          expectNo5xx(
            await call(route, method, { body, user }),
            `${method} ${route} ${JSON.stringify(body)?.slice(0, 80)} as ${user ?? 'visitor'}`,
          )
      }
      log.mockRestore()
    },
  )

  it.each(writes)('%s %s: missing or wrong content type, invalid JSON', async (route, method) => {
    for (const raw of RAW_BODIES) {
      for (const user of [undefined, 'kunde']) {
        const res = await call(route, method, { raw, user })
        expectNo5xx(
          res,
          `${method} ${route} ${raw.contentType ?? 'no content type'} ${raw.body.slice(0, 20)}`,
        )
      }
    }
  })

  it.each(writes)('%s %s: a foreign Origin is refused with 403', async (route, method) => {
    for (const user of [undefined, 'kunde']) {
      const res = await call(route, method, { body: {}, user, origin: 'https://evil.example' })
      expect(res.status, `${method} ${route}`).toBe(403)
    }
  })

  it.each(writes)(
    '%s %s: a chunked body over the limit is refused before it is read whole',
    async (route, method) => {
      const { stream, state } = chunkedBody()
      const res = await call(route, method, {
        raw: { body: stream, contentType: 'application/json' },
        user: 'kunde',
      })
      expectNo5xx(res, `${method} ${route}`)
      if (res.status === 413)
        expect(state.pulled, `${method} ${route} read ${state.pulled} bytes`).toBeLessThan(2 * 1024 * 1024)
    },
  )
})

describe('refused writes store nothing', () => {
  const counts = async () => {
    const count = async (
      collection:
        | 'shopping-lists'
        | 'product-reviews'
        | 'addresses'
        | 'favourites'
        | 'contact-requests'
        | 'form-submissions'
        | 'orders'
        | 'order-schedules'
        | 'fleet-entries',
    ) => (await payload.count({ collection })).totalDocs
    return {
      lists: await count('shopping-lists'),
      reviews: await count('product-reviews'),
      addresses: await count('addresses'),
      favourites: await count('favourites'),
      contactRequests: await count('contact-requests'),
      submissions: await count('form-submissions'),
      orders: await count('orders'),
      schedules: await count('order-schedules'),
      fleet: await count('fleet-entries'),
    }
  }

  it('leaves shopping lists, reviews, addresses, favourites, contact requests, form submissions and orders as they were', async () => {
    const before = await counts()
    const targets: [string, Method][] = [
      ['shopping-lists', 'POST'],
      ['product-review', 'POST'],
      ['address/list/edit', 'POST'],
      ['favourites', 'POST'],
      ['contact-manager/submit', 'POST'],
      ['forms/[id]/submit', 'POST'],
      ['jobs/[id]/applications', 'POST'],
      ['b2bcart-data/commit', 'POST'],
      ['repeat-orders', 'POST'],
      ['repeat-orders/[id]', 'PATCH'],
      ['fleet', 'POST'],
      ['fleet/[id]', 'PATCH'],
      ['fleet/plan/shopping-list', 'POST'],
    ]
    for (const [route, method] of targets) {
      for (const body of BAD_BODIES) await call(route, method, { body, user: 'kunde' })
      for (const raw of RAW_BODIES) await call(route, method, { raw, user: 'kunde' })
      await call(route, method, {
        body: { name: 'Evil', entries: [] },
        user: 'kunde',
        origin: 'https://evil.example',
      })
      const { stream } = chunkedBody()
      await call(route, method, { raw: { body: stream, contentType: 'application/json' }, user: 'kunde' })
    }
    expect(await counts()).toEqual(before)
  })
})
