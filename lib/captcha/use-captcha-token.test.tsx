import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { TEST_CAPTCHA_TOKEN, type CaptchaClientConfig } from './types'
import {
  CaptchaUnavailableError,
  loadRecaptcha,
  resetRecaptchaLoader,
  useCaptchaToken,
} from './use-captcha-token'

const scripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>(
    'script[src^="https://www.google.com/recaptcha/api.js"]',
  ),
]
const grecaptcha = (execute: (siteKey: string, options: { action: string }) => Promise<string>) => ({
  ready: (callback: () => void) => callback(),
  execute: vi.fn(execute),
})

afterEach(() => {
  resetRecaptchaLoader()
  scripts().forEach((script) => script.remove())
  delete (window as { grecaptcha?: unknown }).grecaptcha
})

const hook = (config: CaptchaClientConfig | null) => renderHook(() => useCaptchaToken(config)).result.current

describe('useCaptchaToken', () => {
  it('returns the fixed token of the test provider without loading anything', async () => {
    await expect(hook({ provider: 'test', token: TEST_CAPTCHA_TOKEN })('product_review')).resolves.toBe(
      TEST_CAPTCHA_TOKEN,
    )
    expect(scripts()).toHaveLength(0)
  })

  it('rejects cleanly without a configuration or a site key', async () => {
    await expect(hook(null)('product_review')).rejects.toBeInstanceOf(CaptchaUnavailableError)
    await expect(hook({ provider: 'recaptcha', siteKey: null })('product_review')).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    )
    expect(scripts()).toHaveLength(0)
  })

  it('loads the reCAPTCHA script once with the site key and executes the action', async () => {
    const getToken = hook({ provider: 'recaptcha', siteKey: 'site-key-1' })
    // The script starts loading when the form mounts.
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1')
    const api = grecaptcha(async (_key, { action }) => `token-for-${action}`)
    ;(window as { grecaptcha?: unknown }).grecaptcha = api
    scripts()[0]!.dispatchEvent(new Event('load'))
    await expect(getToken('product_review')).resolves.toBe('token-for-product_review')
    await expect(getToken('product_review')).resolves.toBe('token-for-product_review')
    expect(scripts()).toHaveLength(1)
    expect(api.execute).toHaveBeenCalledWith('site-key-1', { action: 'product_review' })
  })

  it('degrades when the script cannot load and tries again on the next submit', async () => {
    const getToken = hook({ provider: 'recaptcha', siteKey: 'site-key-2' })
    const pending = getToken('product_review')
    scripts()[0]!.dispatchEvent(new Event('error'))
    await expect(pending).rejects.toBeInstanceOf(CaptchaUnavailableError)
    expect(scripts()).toHaveLength(0)
    const retry = loadRecaptcha('site-key-2')
    expect(scripts()).toHaveLength(1)
    ;(window as { grecaptcha?: unknown }).grecaptcha = grecaptcha(async () => 'late-token')
    scripts()[0]!.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeTruthy()
  })

  it('degrades when grecaptcha fails to give a token', async () => {
    ;(window as { grecaptcha?: unknown }).grecaptcha = grecaptcha(() => Promise.reject(new Error('blocked')))
    await expect(
      hook({ provider: 'recaptcha', siteKey: 'site-key-3' })('product_review'),
    ).rejects.toBeInstanceOf(CaptchaUnavailableError)
  })
})
