import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiTimeoutError } from '../api/errors'
import { parseSampleRate, SENTRY_SAMPLE_RATE, sentryOptions } from './options'

const eventOf = (type: string, value: string) => ({ exception: { values: [{ type, value }] } })

afterEach(() => vi.restoreAllMocks())

describe('error sampling rate', () => {
  it('is 0.005 by default', () => {
    expect(SENTRY_SAMPLE_RATE).toBe(0.005)
    expect(parseSampleRate(undefined)).toBe(0.005)
    expect(parseSampleRate('')).toBe(0.005)
    expect(parseSampleRate('  ')).toBe(0.005)
  })

  it.each([
    ['0.25', 0.25],
    ['1', 1],
    [' 0.5 ', 0.5],
    ['0', 0],
  ])('can be set to %s by a setting', (value, rate) => {
    expect(parseSampleRate(value)).toBe(rate)
  })

  it.each(['abc', '-1', '2', '1.01', 'NaN', 'Infinity', '0,5'])(
    'falls back to 0.005 with a warning naming the setting for "%s"',
    (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(parseSampleRate(value, 'SENTRY_SAMPLE_RATE')).toBe(0.005)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]![0]).toContain(`SENTRY_SAMPLE_RATE "${value}"`)
    },
  )

  it('does not warn about a valid or missing setting', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    parseSampleRate('0.1')
    parseSampleRate(undefined)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('Sentry options', () => {
  it('are null (error reporting off) without a DSN', () => {
    expect(sentryOptions({ dsn: undefined, environment: 'local' })).toBeNull()
    expect(sentryOptions({ dsn: '', environment: 'local' })).toBeNull()
    expect(sentryOptions({ dsn: '   ', environment: 'local' })).toBeNull()
  })

  it('sample 0.005 of errors by default and send no traces or personal data', () => {
    const options = sentryOptions({ dsn: 'https://key@sentry.example/1', environment: 'production' })
    expect(options).toMatchObject({
      dsn: 'https://key@sentry.example/1',
      environment: 'production',
      sampleRate: 0.005,
      tracesSampleRate: 0,
      sendDefaultPii: false,
    })
  })

  it('take a raised sample rate from the setting', () => {
    expect(
      sentryOptions({ dsn: 'https://key@sentry.example/1', environment: 'test', sampleRate: '0.2' })
        ?.sampleRate,
    ).toBe(0.2)
  })

  it('drop ignored events in beforeSend and keep real ones unchanged', () => {
    const options = sentryOptions({ dsn: 'https://key@sentry.example/1', environment: 'test' })!
    expect(options.beforeSend(eventOf('TypeError', 'Failed to fetch'), {})).toBeNull()
    expect(options.beforeSend({}, { originalException: new ApiTimeoutError(30_000) })).toBeNull()
    const real = eventOf('TypeError', 'x is not a function')
    expect(options.beforeSend(real, { originalException: new TypeError('x is not a function') })).toBe(real)
  })
})
