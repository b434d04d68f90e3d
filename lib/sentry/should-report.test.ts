import { describe, expect, it } from 'vitest'

import { ApiAbortError, ApiFailureError, ApiHttpError, ApiNetworkError, ApiTimeoutError } from '../api/errors'
import { shouldReport } from './should-report'

const eventOf = (type: string, value: string) => ({ exception: { values: [{ type, value }] } })
const errorWith = (name: string, message: string) => Object.assign(new Error(message), { name })
const domException = (name: string, message: string) => new DOMException(message, name)

describe('error reporting ignores 503, 403 and 401 request failures', () => {
  it.each([401, 403, 503])('drops an API error with status %i', (status) => {
    const error = new ApiHttpError(status, [{ type: 'error', message: 'Bitte melden Sie sich an.' }])
    expect(shouldReport(eventOf('ApiHttpError', error.message), { originalException: error })).toBe(false)
  })

  it.each([401, 403, 503])('drops an axios-style failure with response.status %i', (status) => {
    const error = Object.assign(new Error(`Request failed with status code ${status}`), {
      response: { status },
    })
    expect(shouldReport({}, { originalException: error })).toBe(false)
  })

  it.each([401, 403, 503])('drops a server error with statusCode %i', (status) => {
    expect(
      shouldReport({}, { originalException: Object.assign(new Error('Forbidden'), { statusCode: status }) }),
    ).toBe(false)
  })

  it.each([401, 403, 503])(
    'drops the text "Request failed with status code %i" without the original error',
    (status) => {
      expect(shouldReport(eventOf('AxiosError', `Request failed with status code ${status}`))).toBe(false)
    },
  )

  it.each([400, 404, 409, 429, 500, 502, 504])('reports an API error with status %i', (status) => {
    const error = new ApiHttpError(status, [])
    expect(shouldReport(eventOf('ApiHttpError', error.message), { originalException: error })).toBe(true)
  })

  it.each([500, 502])('reports the text "Request failed with status code %i"', (status) => {
    expect(shouldReport(eventOf('AxiosError', `Request failed with status code ${status}`))).toBe(true)
  })
})

describe('error reporting ignores CSS chunk loading', () => {
  it.each([
    ['webpack', eventOf('Error', 'Loading CSS chunk 42 failed.\n(/_next/static/css/a1b2.css)')],
    ['the error code', eventOf('Error', 'CSS_CHUNK_LOAD_FAILED')],
    [
      'Turbopack',
      eventOf('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/a1b2.css from module 12'),
    ],
    [
      'Turbopack with a query',
      eventOf('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/a1b2.css?dpl=7 from runtime'),
    ],
  ])('drops %s', (_kind, event) => {
    expect(shouldReport(event)).toBe(false)
  })

  it('drops the original error with the CSS chunk code', () => {
    const error = Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })
    expect(shouldReport({}, { originalException: error })).toBe(false)
  })

  it('reports a page (JavaScript) chunk failure: it is the 120 s ChunkLoadError', () => {
    expect(
      shouldReport(
        eventOf('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/app-9f.js from module 12'),
      ),
    ).toBe(true)
    expect(
      shouldReport(
        eventOf('ChunkLoadError', 'Loading chunk 42 failed.\n(timeout: /_next/static/chunks/42.js)'),
      ),
    ).toBe(true)
  })
})

describe('error reporting ignores network errors', () => {
  it.each([
    ['Chrome', 'Failed to fetch'],
    ['Chrome with the host', 'Failed to fetch (shop.tribo.ch)'],
    ['Firefox', 'NetworkError when attempting to fetch resource.'],
    ['Safari', 'Load failed'],
    ['Safari with the host', 'Load failed (shop.tribo.ch)'],
  ])('drops the %s TypeError', (_browser, message) => {
    expect(shouldReport(eventOf('TypeError', message), { originalException: new TypeError(message) })).toBe(
      false,
    )
    expect(shouldReport(eventOf('TypeError', message))).toBe(false)
  })

  it('drops errors named NetworkError and the API client network error', () => {
    expect(shouldReport({}, { originalException: errorWith('NetworkError', 'offline') })).toBe(false)
    expect(
      shouldReport({}, { originalException: new ApiNetworkError(new TypeError('Failed to fetch')) }),
    ).toBe(false)
    expect(shouldReport(eventOf('Error', 'Network Error'))).toBe(false)
  })

  it('reports a failed dynamic import: a page chunk, not the connection', () => {
    expect(
      shouldReport(
        eventOf('TypeError', 'Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
      ),
    ).toBe(true)
  })
})

describe('error reporting ignores aborted requests', () => {
  it.each([
    ['an AbortError DOMException', domException('AbortError', 'The user aborted a request.')],
    ['an abort without reason', domException('AbortError', 'signal is aborted without reason')],
    ['the API client abort', new ApiAbortError()],
  ])('drops %s', (_kind, error) => {
    expect(shouldReport({}, { originalException: error })).toBe(false)
  })

  it.each([
    eventOf('AbortError', 'The user aborted a request.'),
    eventOf('DOMException', 'The operation was aborted.'),
    // How the browser SDK reports a DOMException without a stack.
    eventOf('Error', 'AbortError: The user aborted a request.'),
  ])('drops the event %j', (event) => {
    expect(shouldReport(event)).toBe(false)
  })
})

describe('error reporting ignores timeouts', () => {
  it.each([
    ['the API client timeout', new ApiTimeoutError(30_000)],
    ['a TimeoutError from AbortSignal.timeout', domException('TimeoutError', 'signal timed out')],
    ['an error named ApiTimeoutError', errorWith('ApiTimeoutError', 'slow')],
  ])('drops %s', (_kind, error) => {
    expect(shouldReport({}, { originalException: error })).toBe(false)
  })

  it.each([
    eventOf('Error', 'timeout of 30000ms exceeded'),
    eventOf('Error', 'TimeoutError: signal timed out'),
  ])('drops the event %j', (event) => {
    expect(shouldReport(event)).toBe(false)
  })

  it('drops a captured message that is only a timeout', () => {
    expect(shouldReport({ message: 'timeout of 5000ms exceeded' })).toBe(false)
  })
})

describe('error reporting keeps real errors', () => {
  it.each([
    ['a type error', eventOf('TypeError', "Cannot read properties of undefined (reading 'price')")],
    ['a response without data', eventOf('ApiFailureError', 'API failure during "cart/load" request.')],
    ['an article number 401', eventOf('Error', 'Article 401 has no price')],
    [
      'a text quoting a status',
      eventOf('Error', 'Unexpected answer: Request failed with status code 401 in mock'),
    ],
    ['a timeout in prose', eventOf('Error', 'Contract timeout field missing')],
    ['a network word in prose', eventOf('Error', 'Failed to fetch price list for customer 4711')],
    ['an abort in prose', eventOf('Error', 'Checkout aborted: address missing')],
  ])('reports %s', (_kind, event) => {
    expect(shouldReport(event)).toBe(true)
  })

  it('reports a real error object with a status it does not ignore and a plain string', () => {
    expect(
      shouldReport({}, { originalException: new ApiFailureError({ store: 'cart', action: 'load' }) }),
    ).toBe(true)
    expect(shouldReport({}, { originalException: Object.assign(new Error('boom'), { status: 500 }) })).toBe(
      true,
    )
    expect(shouldReport({}, { originalException: 'order 401 missing' })).toBe(true)
    expect(shouldReport({}, { originalException: null })).toBe(true)
  })

  it('drops a thrown string that is an ignored text', () => {
    expect(shouldReport({}, { originalException: 'Failed to fetch' })).toBe(false)
  })
})
