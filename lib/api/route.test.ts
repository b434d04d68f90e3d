import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import type { ApiEnvelope } from './envelope-types'
import {
  ConflictError,
  ForbiddenError,
  GoneError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './errors'
import { defineRoute, readLimitedBody, reply } from './route'

const HOST = 'shop.example'

function request(
  path: string,
  init: { method?: string; body?: BodyInit | null; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({ host: HOST, ...init.headers })
  const options = {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers,
    body: init.body ?? null,
    duplex: 'half',
  }
  return new NextRequest(
    new URL(path, `http://${HOST}`),
    options as ConstructorParameters<typeof NextRequest>[1],
  )
}

const jsonPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: `http://${HOST}`, ...headers },
  })

async function envelope(response: Response) {
  return (await response.json()) as ApiEnvelope<unknown>
}

/** A body of `chunks` chunks of `size` bytes that counts what the reader pulled. */
function countingStream(chunks: number, size: number) {
  const state = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks * size) return controller.close()
      state.pulled += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, state }
}

afterEach(() => vi.restoreAllMocks())

describe('defineRoute', () => {
  const echo = defineRoute(
    { write: true, input: { body: z.object({ name: z.string().max(5), count: z.number().int() }).strict() } },
    ({ body }) => body,
  )

  it('answers data in the envelope with no-store', async () => {
    const res = await echo(jsonPost('/api/x', { name: 'abc', count: 2 }))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await envelope(res)).toEqual({ data: { name: 'abc', count: 2 } })
  })

  it('answers 400 for broken percent-encoding in a dynamic segment', async () => {
    const route = defineRoute({}, ({ params }) => params)
    for (const raw of ['%C0%AF', '%E0%A4%A', '%', 'abc%zz']) {
      const res = await route(request(`/api/orders/${raw}`), {
        params: Promise.resolve({ orderNumber: raw }),
      })
      expect(res.status).toBe(400)
      const body = await envelope(res)
      expect(body.data).toBeNull()
      expect(body.messages?.[0]).toMatchObject({ type: 'error', meta: { fields: ['orderNumber'] } })
    }
    const fine = await route(request('/api/orders/a%20b'), {
      params: Promise.resolve({ orderNumber: 'a%20b', rest: ['x%2Fy'] }),
    })
    expect((await envelope(fine)).data).toEqual({ orderNumber: 'a b', rest: ['x/y'] })
  })

  it('refuses a write from another origin with 403 before reading anything', async () => {
    const handler = vi.fn()
    const route = defineRoute({ write: true, input: { body: z.object({}) } }, handler)
    const res = await route(jsonPost('/api/x', {}, { origin: 'https://evil.example' }))
    expect(res.status).toBe(403)
    expect((await envelope(res)).messages?.[0]?.message).toMatch(/nicht von dieser Website/)
    expect(handler).not.toHaveBeenCalled()
  })

  it('lets reads from another origin through', async () => {
    const route = defineRoute({}, () => ({ fine: true }))
    expect((await route(request('/api/x', { headers: { origin: 'https://evil.example' } }))).status).toBe(200)
  })

  it('stops reading a chunked body as soon as it passes the limit (413)', async () => {
    const { stream, state } = countingStream(1000, 1024)
    const route = defineRoute({ input: { body: z.unknown() }, bodyLimit: 8 * 1024 }, () => 'never')
    const res = await route(
      request('/api/x', { method: 'POST', body: stream, headers: { 'content-type': 'application/json' } }),
    )
    expect(res.status).toBe(413)
    expect((await envelope(res)).messages?.[0]?.message).toMatch(/zu gross/)
    // One chunk past the limit and what the stream queued ahead, never the whole megabyte.
    expect(state.pulled).toBeLessThan(16 * 1024)
  })

  it('refuses a Content-Length above the limit without reading (413)', async () => {
    const { stream, state } = countingStream(10, 1024)
    const route = defineRoute({ input: { body: z.unknown() }, bodyLimit: 1024 }, () => 'never')
    const res = await route(
      request('/api/x', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024) },
      }),
    )
    expect(res.status).toBe(413)
    expect(state.pulled).toBeLessThanOrEqual(1024)
  })

  it('reads the default 1 MB limit for JSON', async () => {
    const res = await echo(
      request('/api/x', {
        method: 'POST',
        body: `{"name":"${'a'.repeat(1024 * 1024)}"}`,
        headers: { 'content-type': 'application/json', origin: `http://${HOST}` },
      }),
    )
    expect(res.status).toBe(413)
  })

  it('answers 400 for invalid JSON and for a body that is not JSON', async () => {
    const bad = await echo(
      request('/api/x', {
        method: 'POST',
        body: '{"name":',
        headers: { 'content-type': 'application/json', origin: `http://${HOST}` },
      }),
    )
    expect(bad.status).toBe(400)
    expect((await envelope(bad)).messages?.[0]).toMatchObject({
      message: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
      meta: { fields: ['body'] },
    })
    const untyped = await echo(
      request('/api/x', {
        method: 'POST',
        body: '{"name":"a","count":1}',
        headers: { 'content-type': 'text/plain', origin: `http://${HOST}` },
      }),
    )
    expect(untyped.status).toBe(400)
    expect((await envelope(untyped)).messages?.[0]?.message).toMatch(/application\/json/)
    const broken = await echo(
      request('/api/x', {
        method: 'POST',
        body: new Uint8Array([0x22, 0xc0, 0xaf, 0x22]),
        headers: { 'content-type': 'application/json', origin: `http://${HOST}` },
      }),
    )
    expect(broken.status).toBe(400)
  })

  it('answers 400 naming the field for a zod error, with unknown keys named too', async () => {
    const wrong = await echo(jsonPost('/api/x', { name: 'abc', count: 1.5 }))
    expect(wrong.status).toBe(400)
    expect((await envelope(wrong)).messages?.[0]).toMatchObject({
      message: 'Der Wert für «count» ist ungültig.',
      meta: { fields: ['count'] },
    })
    const unknown = await echo(jsonPost('/api/x', { name: 'abc', count: 1, extra: true }))
    expect((await envelope(unknown)).messages?.[0]?.meta).toEqual({ fields: ['extra'] })
    const array = await echo(jsonPost('/api/x', [1, 2]))
    expect(array.status).toBe(400)
  })

  it('lets a route phrase bad input itself', async () => {
    const route = defineRoute(
      {
        input: { query: z.object({ page: z.coerce.number().int().min(1) }) },
        invalid: ({ part, error }) =>
          new ValidationError(`bad ${part}: ${String(error.issues[0]?.path[0])}`, ['page']),
      },
      ({ query }) => query,
    )
    const res = await route(request('/api/x?page=1e309'))
    expect(res.status).toBe(400)
    expect((await envelope(res)).messages?.[0]?.message).toBe('bad query: page')
    expect((await envelope(await route(request('/api/x?page=3')))).data).toEqual({ page: 3 })
  })

  it('maps each domain error to its status and headers', async () => {
    const cases = [
      [new ValidationError('v', ['f']), 400],
      [new UnauthorizedError('u'), 401],
      [new ForbiddenError('f'), 403],
      [new NotFoundError('n'), 404],
      [new ConflictError('c'), 409],
      [new GoneError('g'), 410],
      [new PayloadTooLargeError('p'), 413],
      [new TooManyRequestsError('t', 42), 429],
      [new ServiceUnavailableError('s'), 503],
    ] as const
    for (const [error, status] of cases) {
      const res = await defineRoute({}, () => {
        throw error
      })(request('/api/x'))
      expect(res.status).toBe(status)
      const body = await envelope(res)
      expect(body).toMatchObject({ data: null, messages: [{ type: 'error', message: error.message }] })
      if (status === 429) expect(res.headers.get('retry-after')).toBe('42')
    }
    const named = await envelope(
      await defineRoute({}, () => Promise.reject(new ValidationError('v', ['f'])))(request('/api/x')),
    )
    expect(named.messages?.[0]?.meta).toEqual({ fields: ['f'] })
  })

  it('logs an unknown error and answers 500 with the generic message, no details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await defineRoute({}, () => {
      throw new Error('SQLITE_BUSY at /srv/secret/path.ts:12')
    })(request('/api/x'))
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(text).not.toMatch(/SQLITE|secret|\.ts/)
    expect(JSON.parse(text)).toEqual({
      data: null,
      messages: [{ type: 'error', message: 'Es ist ein unbekannter Fehler aufgetreten.' }],
    })
    expect(log).toHaveBeenCalled()
  })

  it('maps errors of the context resolver (before the handler) and hands its context over', async () => {
    const handler = vi.fn(({ ctx }: { ctx: { who: string } }) => ctx.who)
    const route = defineRoute(
      {
        auth: async ({ request: r }) =>
          r.headers.get('x-who')
            ? { who: r.headers.get('x-who')! }
            : Promise.reject(new UnauthorizedError('login')),
      },
      handler,
    )
    expect((await route(request('/api/x'))).status).toBe(401)
    expect(handler).not.toHaveBeenCalled()
    expect((await envelope(await route(request('/api/x', { headers: { 'x-who': 'kunde' } })))).data).toBe(
      'kunde',
    )
  })

  it('sends a reply with status, messages, headers and cookies; passes a Response through', async () => {
    const res = await defineRoute({}, () =>
      reply(
        { id: 1 },
        {
          status: 201,
          messages: [{ type: 'success', message: 'ok' }],
          headers: { 'X-A': 'b' },
          cookies: [{ name: 'c', value: 'd', path: '/' }],
        },
      ),
    )(request('/api/x'))
    expect(res.status).toBe(201)
    expect(res.headers.get('x-a')).toBe('b')
    expect(res.headers.getSetCookie().join()).toMatch(/c=d/)
    expect(await envelope(res)).toEqual({ data: { id: 1 }, messages: [{ type: 'success', message: 'ok' }] })
    const file = await defineRoute(
      {},
      () => new Response('a;b', { headers: { 'Content-Type': 'text/csv' } }),
    )(request('/api/x'))
    expect(file.headers.get('content-type')).toBe('text/csv')
    expect(await file.text()).toBe('a;b')
  })

  it('passes an empty body as undefined to the schema (routes without payload)', async () => {
    const route = defineRoute(
      { write: true, input: { body: z.object({ lines: z.array(z.string()).optional() }).optional() } },
      ({ body }) => body ?? 'none',
    )
    const res = await route(request('/api/x', { method: 'POST', headers: { origin: `http://${HOST}` } }))
    expect((await envelope(res)).data).toBe('none')
  })
})

describe('readLimitedBody', () => {
  it('returns the bytes within the limit', async () => {
    const bytes = await readLimitedBody(
      new Request('http://x/', { method: 'POST', body: 'hello' }),
      5,
      () => new PayloadTooLargeError('big'),
    )
    expect(new TextDecoder().decode(bytes)).toBe('hello')
  })
  it('throws the given error above it', async () => {
    await expect(
      readLimitedBody(
        new Request('http://x/', { method: 'POST', body: 'hello!' }),
        5,
        () => new PayloadTooLargeError('big'),
      ),
    ).rejects.toBeInstanceOf(PayloadTooLargeError)
  })
})
