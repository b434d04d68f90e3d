import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiAbortError, ApiHttpError, ApiNetworkError, ApiTimeoutError } from '../api/errors'
import { parseSampleRate, SENTRY_SAMPLE_RATE, sentryOptions, shouldReport } from './options'

const eventOf = (type: string, value: string) => ({ exception: { values: [{ type, value }] } })
const errorWith = (name: string, message: string) => Object.assign(new Error(message), { name })

afterEach(() => vi.restoreAllMocks())

describe('error reporting filter (SPEC §8)', () => {
  it.each([401, 403, 503])('ignores request failures with status %i', (status) => {
    expect(shouldReport(eventOf('ApiHttpError', 'x'), { originalException: new ApiHttpError(status, []) })).toBe(false)
    expect(shouldReport(eventOf('AxiosError', `Request failed with status code ${status}`))).toBe(false)
    expect(shouldReport({}, { originalException: { response: { status } } })).toBe(false)
  })

  it.each([400, 404, 500, 502])('reports request failures with status %i', (status) => {
    expect(shouldReport(eventOf('ApiHttpError', 'x'), { originalException: new ApiHttpError(status, []) })).toBe(true)
  })

  it.each([
    ['CSS chunk loading', eventOf('Error', 'Loading CSS chunk 42 failed. (/_next/static/css/a.css)')],
    ['CSS chunk code', eventOf('Error', 'CSS_CHUNK_LOAD_FAILED')],
    ['Turbopack CSS chunk', eventOf('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/a1.css from runtime')],
    ['fetch network error', eventOf('TypeError', 'Failed to fetch')],
    ['Firefox network error', eventOf('TypeError', 'NetworkError when attempting to fetch resource.')],
    ['Safari network error', eventOf('TypeError', 'Load failed')],
    ['aborted request', eventOf('AbortError', 'The user aborted a request.')],
    ['aborted operation', eventOf('DOMException', 'The operation was aborted.')],
    ['timeout', eventOf('Error', 'timeout of 30000ms exceeded')],
    ['timeout error', eventOf('TimeoutError', 'signal timed out')],
  ])('ignores %s', (_kind, event) => {
    expect(shouldReport(event)).toBe(false)
  })

  it.each([
    ['timeout', new ApiTimeoutError(30000)],
    ['abort', new ApiAbortError()],
    ['network', new ApiNetworkError(new TypeError('Failed to fetch'))],
    ['DOM abort', errorWith('AbortError', 'signal is aborted without reason')],
  ])('ignores the API client %s error', (_kind, error) => {
    expect(shouldReport({}, { originalException: error })).toBe(false)
  })

  it.each([
    ['a type error', eventOf('TypeError', "Cannot read properties of undefined (reading 'price')")],
    ['a page chunk error', eventOf('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/app.js from module 12')],
    ['an error mentioning 401 in other words', eventOf('Error', 'Article 401 has no price')],
    ['an error mentioning a timeout in prose', eventOf('Error', 'Contract timeout field missing')],
  ])('reports %s', (_kind, event) => {
    expect(shouldReport(event)).toBe(true)
  })
})

describe('sample rate', () => {
  it('is 0.005 by default', () => {
    expect(SENTRY_SAMPLE_RATE).toBe(0.005)
    expect(parseSampleRate(undefined)).toBe(0.005)
    expect(parseSampleRate('')).toBe(0.005)
  })

  it('can be raised by a setting', () => {
    expect(parseSampleRate('0.25')).toBe(0.25)
  })

  it.each(['abc', '-1', '2'])('falls back to the default for an invalid setting (%s) with a warning', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseSampleRate(value)).toBe(0.005)
    expect(warn).toHaveBeenCalled()
  })
})

describe('sentryOptions', () => {
  it('is off without a DSN', () => {
    expect(sentryOptions({ dsn: undefined, environment: 'local' })).toBeNull()
    expect(sentryOptions({ dsn: '', environment: 'local' })).toBeNull()
  })

  it('drops ignored events in beforeSend and keeps real ones', () => {
    const options = sentryOptions({ dsn: 'https://k@example.invalid/1', environment: 'test' })!
    expect(options.sampleRate).toBe(0.005)
    expect(options.beforeSend(eventOf('TypeError', 'Failed to fetch'), {})).toBeNull()
    const real = eventOf('TypeError', 'x is not a function')
    expect(options.beforeSend(real, {})).toBe(real)
  })
})
