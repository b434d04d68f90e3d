import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import {
  ApiAbortError,
  ApiFailureError,
  ApiHttpError,
  ApiTimeoutError,
  apiRequest,
  configureApiClient,
  resetApiClient,
  UNKNOWN_ERROR_TEXT,
} from './client'
import type { ApiMessage } from './envelope-types'

function json(status: number, body: unknown) {
  return new Response(body === undefined ? 'not json' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

let notified: ApiMessage[][]
let navigated: string[]
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  notified = []
  navigated = []
  fetchMock = vi.fn()
  configureApiClient({
    locale: 'de-ch',
    tenant: 'tribo',
    notify: (m) => notified.push(m),
    navigate: (url) => navigated.push(url),
    fetch: fetchMock as unknown as typeof fetch,
  })
})
afterEach(() => {
  resetApiClient()
  vi.useRealTimers()
})

const call = { store: 'cart', action: 'fetchCart' }

describe('api client', () => {
  it('sends the locale and tenant headers on every call', async () => {
    fetchMock.mockResolvedValue(json(200, { data: 1 }))
    await apiRequest('GET', '/api/x', { call })
    const init = fetchMock.mock.calls[0][1] as RequestInit
    expect(init.headers).toMatchObject({ 'x-tribo-locale': 'de-ch', 'x-tribo-tenant': 'tribo' })
  })

  it('reads data and shows the messages of a successful answer as notifications', async () => {
    const messages = [{ type: 'success', message: 'Gespeichert' }]
    fetchMock.mockResolvedValue(json(200, { data: { id: 7 }, messages }))
    const result = await apiRequest<{ id: number }>('POST', '/api/x', { call, body: { a: 1 } })
    expect(result.data).toEqual({ id: 7 })
    expect(notified).toEqual([messages])
    expect((fetchMock.mock.calls[0][1] as RequestInit).body).toBe('{"a":1}')
  })

  it('sends the browser to redirectUrl of a successful answer', async () => {
    fetchMock.mockResolvedValue(json(200, { data: true, redirectUrl: '/de-ch/konto' }))
    await apiRequest('POST', '/api/x', { call })
    expect(navigated).toEqual(['/de-ch/konto'])
  })

  it('encodes list query parameters with brackets', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }))
    await apiRequest('GET', '/api/news/', {
      call,
      query: { limit: 12, offset: 0, topicIds: [1, 2], empty: undefined },
    })
    expect(fetchMock.mock.calls[0][0]).toBe('/api/news/?limit=12&offset=0&topicIds%5B%5D=1&topicIds%5B%5D=2')
  })
})

describe('HTTP errors: redirectUrl, else messages, else the unknown-error notification', () => {
  it('follows redirectUrl first and shows no message', async () => {
    fetchMock.mockResolvedValue(
      json(401, {
        data: null,
        redirectUrl: '/de-ch/login',
        messages: [{ type: 'error', message: 'Bitte anmelden' }],
      }),
    )
    await expect(apiRequest('GET', '/api/x', { call })).rejects.toBeInstanceOf(ApiHttpError)
    expect(navigated).toEqual(['/de-ch/login'])
    expect(notified).toEqual([])
  })

  it('shows the messages when there is no redirectUrl', async () => {
    const messages = [{ type: 'error', message: 'Menge ungültig' }]
    fetchMock.mockResolvedValue(json(400, { data: null, messages }))
    const error = await apiRequest('GET', '/api/x', { call }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 400, messages })
    expect(notified).toEqual([messages])
  })

  it('shows "Es ist ein unbekannter Fehler aufgetreten." without redirect and messages', async () => {
    fetchMock.mockResolvedValue(json(500, undefined))
    await expect(apiRequest('GET', '/api/x', { call })).rejects.toMatchObject({ status: 500 })
    expect(notified).toEqual([[{ type: 'error', message: 'Es ist ein unbekannter Fehler aufgetreten.' }]])
    expect(UNKNOWN_ERROR_TEXT).toBe('Es ist ein unbekannter Fehler aufgetreten.')
  })

  it('uses the translated unknown-error text the page configured', async () => {
    configureApiClient({ unknownErrorText: 'Une erreur inconnue est survenue.' })
    fetchMock.mockResolvedValue(json(502, {}))
    await expect(apiRequest('GET', '/api/x', { call })).rejects.toBeInstanceOf(ApiHttpError)
    expect(notified[0][0].message).toBe('Une erreur inconnue est survenue.')
  })

  it('shows no unknown-error notification when the gateway timed out', async () => {
    fetchMock.mockResolvedValue(json(504, {}))
    await expect(apiRequest('GET', '/api/x', { call })).rejects.toMatchObject({ status: 504 })
    expect(notified).toEqual([])
  })

  it('leaves messages to the caller with showMessages false', async () => {
    fetchMock.mockResolvedValue(json(401, { data: null, messages: [{ type: 'error', message: 'Falsch' }] }))
    await expect(apiRequest('POST', '/api/x', { call, showMessages: false })).rejects.toBeInstanceOf(
      ApiHttpError,
    )
    expect(notified).toEqual([])
  })

  it('reports an unreachable server as unknown error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiRequest('GET', '/api/x', { call })).rejects.toMatchObject({ name: 'NetworkError' })
    expect(notified[0][0].message).toBe(UNKNOWN_ERROR_TEXT)
  })
})

describe('missing data is an API failure', () => {
  it('rejects with API failure during "cart/fetchCart" request. when data is missing', async () => {
    fetchMock.mockResolvedValue(json(200, { messages: [] }))
    await expect(apiRequest('GET', '/api/x', { call })).rejects.toThrow(
      'API failure during "cart/fetchCart" request.',
    )
  })

  it('rejects when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(json(200, undefined))
    await expect(apiRequest('GET', '/api/x', { call })).rejects.toBeInstanceOf(ApiFailureError)
  })

  it('rejects when data does not match the expected shape', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { entries: 'no list' } }))
    const schema = z.object({ entries: z.array(z.string()) })
    await expect(
      apiRequest('GET', '/api/x', { call: { store: 'news', action: 'fetchEntries' }, schema }),
    ).rejects.toThrow('API failure during "news/fetchEntries" request.')
  })
})

describe('timeouts and aborts', () => {
  function hangingFetch(_url: string, init: RequestInit) {
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })
  }

  it('rejects with a timeout error and shows no unknown-error notification', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(hangingFetch)
    const pending = apiRequest('GET', '/api/x', { call, timeoutMs: 5000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    const error = await pending
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect(notified).toEqual([])
  })

  it('rejects with an abort error when the caller aborts, silently', async () => {
    fetchMock.mockImplementation(hangingFetch)
    const controller = new AbortController()
    const pending = apiRequest('GET', '/api/x', { call, signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    expect(await pending).toBeInstanceOf(ApiAbortError)
    expect(notified).toEqual([])
  })
})
