import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAYLOAD_AUTH_ENDPOINTS } from '@/cms/collections/accounts'

import { getTestPayload } from '../helpers/payload'

// Payload's REST and GraphQL handlers, mounted exactly as app/(payload)/cms-api/[...slug]/route.ts and
// app/(payload)/cms-api/graphql/route.ts do (those modules also import the admin's CSS, which Node cannot load).
type RouteHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let rest: { GET: RouteHandler; POST: RouteHandler }
let graphql: (request: Request) => Promise<Response>
let payload: Payload

const HOST = 'moto.localhost:3000'
const CUSTOMER = { username: 'moto-kunde', password: 'Kunde-2026!' }

/** Calls /cms-api/<path> the way Next hands the request to the catch-all route. */
function callRest(
  method: 'GET' | 'POST',
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const url = `http://${HOST}/cms-api${path}`
  const request = new Request(url, {
    method,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = path.split('/').filter(Boolean)
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`

beforeAll(async () => {
  payload = await getTestPayload()
  const { default: config } = await import('@payload-config')
  const routes = await import('@payloadcms/next/routes')
  rest = {
    GET: routes.REST_GET(config) as unknown as RouteHandler,
    POST: routes.REST_POST(config) as unknown as RouteHandler,
  }
  graphql = routes.GRAPHQL_POST(config) as unknown as (request: Request) => Promise<Response>
})

describe("Payload's auth endpoints for shop accounts", () => {
  it('are all covered: every auth endpoint Payload registers for accounts is preceded by a refusal', () => {
    const endpoints = payload.collections.accounts.config.endpoints || []
    // What Payload adds to an auth collection: the accounts' endpoints that a collection without auth (news) does not have.
    const plain = new Set((payload.collections.news.config.endpoints || []).map(key))
    const payloadAuth = endpoints.filter(
      (endpoint) => !endpoint.custom?.refusesPayloadAuth && !plain.has(key(endpoint)),
    )
    expect(payloadAuth.length).toBeGreaterThanOrEqual(10)
    for (const endpoint of payloadAuth) {
      const first = endpoints.findIndex((candidate) => key(candidate) === key(endpoint))
      expect(endpoints[first]?.custom?.refusesPayloadAuth, key(endpoint)).toBe(true)
    }
    expect(new Set(PAYLOAD_AUTH_ENDPOINTS.map(key))).toEqual(
      new Set([...payloadAuth.map(key), 'post /:id/api-key/reveal']),
    )
  })

  it('answer 404 with a JSON body, no token and no cookie — with valid credentials and a valid session alike', async () => {
    const { token, user } = await payload.login({ collection: 'accounts', data: CUSTOMER as never })
    expect(token).toBeTruthy()
    const body = {
      ...CUSTOMER,
      email: 'kunde@moto.example',
      token: 'x'.repeat(40),
      password: CUSTOMER.password,
    }
    for (const endpoint of PAYLOAD_AUTH_ENDPOINTS) {
      const path = `/accounts${endpoint.path.replace(':id', String(user!.id))}`
      const method = endpoint.method === 'get' ? 'GET' : 'POST'
      const response = await callRest(method, path, {
        body: method === 'POST' ? body : undefined,
        headers: { authorization: `JWT ${token}` },
      })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.headers.getSetCookie(), `${method} ${path}`).toEqual([])
      const text = await response.text()
      expect(JSON.parse(text), `${method} ${path}`).toEqual({ errors: [{ message: 'Not Found' }] })
      expect(text).not.toContain(token!)
    }
    // Nothing was started: no reset token was written by the refused forgot-password.
    const { docs } = await payload.find({
      collection: 'accounts',
      where: { username: { equals: CUSTOMER.username } },
      showHiddenFields: true,
    })
    expect(docs[0]?.resetPasswordToken ?? null).toBeNull()
  })

  it('POST /cms-api/accounts/login is refused for the seeded customer of Tribo Moto', async () => {
    const response = await callRest('POST', '/accounts/login', { body: CUSTOMER })
    expect(response.status).toBe(404)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('have no GraphQL counterparts (login, refresh, forgot/reset password, me)', async () => {
    for (const query of [
      `mutation { loginAccount(username: "${CUSTOMER.username}", password: "${CUSTOMER.password}") { token } }`,
      'mutation { forgotPasswordAccount(username: "moto-kunde") }',
      'mutation { refreshTokenAccount { refreshedToken } }',
      'mutation { resetPasswordAccount(token: "x", password: "y") { token } }',
      'query { meAccount { token } }',
    ]) {
      const response = await graphql(
        new Request(`http://${HOST}/cms-api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: HOST },
          body: JSON.stringify({ query }),
        }),
      )
      const text = await response.text()
      expect(response.headers.get('set-cookie'), query).toBeNull()
      const result = JSON.parse(text) as { data?: unknown; errors?: { message: string }[] }
      expect(result.errors?.[0]?.message, query).toMatch(/Cannot query field/)
      expect(text).not.toMatch(/"token":"ey/)
    }
  })

  it('leave the Local API working (the shop signs in and resets through it)', async () => {
    const login = await payload.login({ collection: 'accounts', data: CUSTOMER as never })
    expect(login.token).toBeTruthy()
    const token = await payload.forgotPassword({
      collection: 'accounts',
      data: { username: CUSTOMER.username } as never,
      disableEmail: true,
    })
    expect(token).toBeTruthy()
  })
})

describe("editors' /cms-api/users/*", () => {
  it('login still works with Payload’s own answer and cookie', async () => {
    const response = await callRest('POST', '/users/login', {
      body: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token?: string; user?: { email: string } }
    expect(body.user?.email).toBe('admin@tribo.local')
    expect(body.token).toBeTruthy()
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('payload-token='))).toBe(true)
    const me = await callRest('GET', '/users/me', { headers: { authorization: `JWT ${body.token}` } })
    expect(((await me.json()) as { user?: { email: string } }).user?.email).toBe('admin@tribo.local')
  })

  it('a wrong password is still refused by Payload', async () => {
    const response = await callRest('POST', '/users/login', {
      body: { email: 'editor@tribo.local', password: 'falsch' },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('forgot-password answers at once, the mail lands in the outbox after the commit, and a parallel write is not held up', async () => {
    const before = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: 'editor@tribo.local' } },
    })
    const { docs } = await payload.find({
      collection: 'accounts',
      where: { username: { equals: 'kunde' } },
      limit: 1,
    })
    const started = Date.now()
    const [response, writeMs] = await Promise.all([
      callRest('POST', '/users/forgot-password', { body: { email: 'editor@tribo.local' } }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        const t0 = Date.now()
        await payload.update({
          collection: 'accounts',
          id: docs[0]!.id,
          data: { firstName: 'Parallel' },
          depth: 0,
        })
        return Date.now() - t0
      })(),
    ])
    const requestMs = Date.now() - started
    console.info(
      `users/forgot-password (outbox): answer after ${requestMs} ms, parallel write took ${writeMs} ms`,
    )
    expect(response.status).toBe(200)
    // Held up, either would wait for the 10 s busy timeout (cms/db.ts); half of it tells the two apart even on a
    // machine busy with other test runs.
    expect(requestMs).toBeLessThan(5000)
    expect(writeMs).toBeLessThan(5000)
    const after = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: 'editor@tribo.local' } },
    })
    expect(after.totalDocs).toBe(before.totalDocs + 1)
    const { docs: editors } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'editor@tribo.local' } },
      showHiddenFields: true,
    })
    expect(editors[0]?.resetPasswordToken).toBeTruthy()
  })

  it('forgot-password keeps Payload’s interval: a second request for the same address within 15 s mails nothing', async () => {
    const count = async () =>
      (
        await payload.count({
          collection: 'email-outbox',
          where: { to: { equals: 'moto-editor@tribo.local' } },
        })
      ).totalDocs
    const before = await count()
    for (let i = 0; i < 3; i++)
      expect(
        (await callRest('POST', '/users/forgot-password', { body: { email: 'moto-editor@tribo.local' } }))
          .status,
      ).toBe(200)
    expect(await count()).toBe(before + 1)
  })

  it('the GraphQL forgotPasswordUser mutation works the same way', async () => {
    const before = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: 'admin@tribo.local' } },
    })
    const response = await graphql(
      new Request(`http://${HOST}/cms-api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: HOST },
        body: JSON.stringify({ query: 'mutation { forgotPasswordUser(email: "admin@tribo.local") }' }),
      }),
    )
    expect(await response.json()).toEqual({ data: { forgotPasswordUser: true } })
    const after = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: 'admin@tribo.local' } },
    })
    expect(after.totalDocs).toBe(before.totalDocs + 1)
  })

  it('forgot-password for an unknown address answers the same and mails nothing', async () => {
    const before = await payload.count({ collection: 'email-outbox' })
    const response = await callRest('POST', '/users/forgot-password', {
      body: { email: 'niemand@tribo.local' },
    })
    expect(response.status).toBe(200)
    expect((await payload.count({ collection: 'email-outbox' })).totalDocs).toBe(before.totalDocs)
  })
})
