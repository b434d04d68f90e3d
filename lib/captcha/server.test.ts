import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  captchaProviderName,
  createCaptchaProvider,
  createRecaptchaProvider,
  parseMinScore,
  RECAPTCHA_VERIFY_URL,
  TEST_CAPTCHA_TOKEN,
  testCaptchaProvider,
} from './server'

const answer = (body: unknown, status = 200) =>
  vi
    .fn<typeof fetch>()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    )

afterEach(() => vi.restoreAllMocks())

describe('test captcha provider', () => {
  it('accepts exactly the fixed token', async () => {
    expect(TEST_CAPTCHA_TOKEN).toBe('tribo-test-captcha')
    expect(await testCaptchaProvider.verify(TEST_CAPTCHA_TOKEN)).toEqual({ ok: true })
    expect(await testCaptchaProvider.verify('tribo-test-captcha ')).toEqual({
      ok: false,
      reason: 'invalid-token',
    })
    expect(await testCaptchaProvider.verify('')).toEqual({ ok: false, reason: 'missing-token' })
  })
})

describe('reCAPTCHA provider', () => {
  it('posts secret, token and client IP to siteverify and accepts a good v3 score', async () => {
    const fetchMock = answer({ success: true, score: 0.9, action: 'product_review', hostname: 'localhost' })
    const provider = createRecaptchaProvider({ secret: 's3cret', fetch: fetchMock })
    expect(await provider.verify('token-1', '203.0.113.7', { action: 'product_review' })).toEqual({
      ok: true,
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(RECAPTCHA_VERIFY_URL)
    expect(init?.method).toBe('POST')
    const body = new URLSearchParams(String(init?.body))
    expect(Object.fromEntries(body)).toEqual({
      secret: 's3cret',
      response: 'token-1',
      remoteip: '203.0.113.7',
    })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('accepts v2 answers without a score and leaves out an unknown client IP', async () => {
    const fetchMock = answer({ success: true })
    expect(await createRecaptchaProvider({ secret: 's', fetch: fetchMock }).verify('t', 'unknown')).toEqual({
      ok: true,
    })
    expect(new URLSearchParams(String(fetchMock.mock.calls[0]![1]?.body)).has('remoteip')).toBe(false)
  })

  it('refuses a score below the threshold (0.5 by default, configurable)', async () => {
    expect(
      await createRecaptchaProvider({ secret: 's', fetch: answer({ success: true, score: 0.3 }) }).verify(
        't',
      ),
    ).toEqual({ ok: false, reason: 'low-score' })
    expect(
      await createRecaptchaProvider({ secret: 's', fetch: answer({ success: true, score: 0.5 }) }).verify(
        't',
      ),
    ).toEqual({ ok: true })
    expect(
      await createRecaptchaProvider({
        secret: 's',
        minScore: 0.7,
        fetch: answer({ success: true, score: 0.6 }),
      }).verify('t'),
    ).toEqual({ ok: false, reason: 'low-score' })
  })

  it('refuses tokens Google does not accept and tokens for another action', async () => {
    expect(
      await createRecaptchaProvider({
        secret: 's',
        fetch: answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      }).verify('t'),
    ).toEqual({ ok: false, reason: 'invalid-token' })
    expect(
      await createRecaptchaProvider({
        secret: 's',
        fetch: answer({ success: false, 'error-codes': ['invalid-input-secret'] }),
      }).verify('t'),
    ).toEqual({ ok: false, reason: 'not-configured' })
    expect(
      await createRecaptchaProvider({
        secret: 's',
        fetch: answer({ success: true, score: 0.9, action: 'login' }),
      }).verify('t', undefined, { action: 'product_review' }),
    ).toEqual({ ok: false, reason: 'action-mismatch' })
  })

  it('does not ask Google without a token or a secret', async () => {
    const fetchMock = answer({ success: true })
    expect(await createRecaptchaProvider({ secret: 's', fetch: fetchMock }).verify('')).toEqual({
      ok: false,
      reason: 'missing-token',
    })
    expect(await createRecaptchaProvider({ secret: '', fetch: fetchMock }).verify('t')).toEqual({
      ok: false,
      reason: 'not-configured',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reports network errors, server errors and non-JSON answers as unavailable', async () => {
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))
    expect(await createRecaptchaProvider({ secret: 's', fetch: offline }).verify('t')).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    expect(await createRecaptchaProvider({ secret: 's', fetch: answer({}, 503) }).verify('t')).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    const html = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 200 }))
    expect(await createRecaptchaProvider({ secret: 's', fetch: html }).verify('t')).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })

  it('gives up after the time limit', async () => {
    // A fetch that only ends when its signal aborts, like a hanging connection.
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    )
    const started = Date.now()
    expect(await createRecaptchaProvider({ secret: 's', timeoutMs: 50, fetch: hanging }).verify('t')).toEqual(
      { ok: false, reason: 'unavailable' },
    )
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('provider choice', () => {
  it('uses CAPTCHA_PROVIDER when it names a provider, else reCAPTCHA only with a secret', () => {
    expect(captchaProviderName({ provider: '', secret: '' })).toBe('test')
    expect(captchaProviderName({ provider: '', secret: 'x' })).toBe('recaptcha')
    expect(captchaProviderName({ provider: 'test', secret: 'x' })).toBe('test')
    expect(captchaProviderName({ provider: 'reCAPTCHA', secret: '' })).toBe('recaptcha')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(captchaProviderName({ provider: 'hcaptcha', secret: '' })).toBe('test')
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('CAPTCHA_PROVIDER'))
  })

  it('builds the chosen provider with the score threshold', async () => {
    expect(createCaptchaProvider({ provider: '', secret: '' })).toBe(testCaptchaProvider)
    const off = createCaptchaProvider({ provider: 'off', secret: 's' })
    expect(off.name).toBe('off')
    expect(await off.verify('')).toEqual({ ok: true })
    const provider = createCaptchaProvider(
      { provider: '', secret: 's', minScore: '0.8' },
      { fetch: answer({ success: true, score: 0.7 }) },
    )
    expect(provider.name).toBe('recaptcha')
    expect(await provider.verify('t')).toEqual({ ok: false, reason: 'low-score' })
  })

  it('reads RECAPTCHA_MIN_SCORE as a number from 0 to 1, else 0.5 with a warning', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseMinScore(undefined)).toBe(0.5)
    expect(parseMinScore('')).toBe(0.5)
    expect(parseMinScore('0.3')).toBe(0.3)
    expect(parseMinScore('high')).toBe(0.5)
    expect(parseMinScore('2')).toBe(0.5)
    expect(console.warn).toHaveBeenCalledTimes(2)
  })
})
