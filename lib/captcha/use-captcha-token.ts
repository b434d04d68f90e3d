'use client'

import { useCallback, useEffect } from 'react'

import type { CaptchaClientConfig } from './types'

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'
/** How long loading the script, or getting a token from it, may take before the form says the check is unavailable. */
export const RECAPTCHA_CLIENT_TIMEOUT_MS = 10_000

/** No token could be had: no site key, the script was blocked or failed, or Google did not answer in time. */
export class CaptchaUnavailableError extends Error {
  constructor(message = 'The captcha is not available.', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CaptchaUnavailableError'
  }
}

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => PromiseLike<string>
}
const grecaptchaOf = () => (window as unknown as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha

let loading: { siteKey: string; promise: Promise<Grecaptcha> } | null = null

function withTimeout<T>(promise: PromiseLike<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new CaptchaUnavailableError(`${what} took longer than ${RECAPTCHA_CLIENT_TIMEOUT_MS} ms.`)),
      RECAPTCHA_CLIENT_TIMEOUT_MS,
    )
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(
          error instanceof CaptchaUnavailableError
            ? error
            : new CaptchaUnavailableError(`${what} failed.`, { cause: error }),
        )
      },
    )
  })
}

/**
 * Loads https://www.google.com/recaptcha/api.js?render=<siteKey> once per page
 * and resolves when grecaptcha is ready. A failed load is forgotten, so the
 * next submit tries again.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading?.siteKey === siteKey) return loading.promise
  let script: HTMLScriptElement | null = null
  const ready = new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const api = grecaptchaOf()
      if (typeof api?.ready !== 'function' || typeof api.execute !== 'function')
        return reject(new CaptchaUnavailableError('reCAPTCHA did not start.'))
      api.ready(() => resolve(api as Grecaptcha))
    }
    if (typeof grecaptchaOf()?.execute === 'function') return whenReady()
    script = document.createElement('script')
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.addEventListener('load', whenReady)
    script.addEventListener('error', () =>
      reject(new CaptchaUnavailableError('The reCAPTCHA script could not be loaded.')),
    )
    document.head.appendChild(script)
  })
  const promise = withTimeout(ready, 'Loading reCAPTCHA')
  promise.catch(() => {
    if (loading?.promise === promise) loading = null
    script?.remove()
  })
  loading = { siteKey, promise }
  return promise
}

/** Test seam: forget the loaded script. */
export function resetRecaptchaLoader() {
  loading = null
}

/**
 * A function that gets a captcha token for a form action, for the provider the
 * session names (`session.captcha`): the fixed token of the test provider, or
 * a reCAPTCHA v3 token (the script starts loading when the form mounts). It
 * rejects with CaptchaUnavailableError when no token can be had; forms show
 * that as a message and keep the input.
 */
export function useCaptchaToken(
  config: CaptchaClientConfig | null | undefined,
): (action: string) => Promise<string> {
  const siteKey = config?.provider === 'recaptcha' ? config.siteKey : null
  useEffect(() => {
    // reCAPTCHA v3 scores better when it sees the visitor before the submit.
    if (siteKey) loadRecaptcha(siteKey).catch(() => {})
  }, [siteKey])
  return useCallback(
    async (action: string) => {
      if (!config) throw new CaptchaUnavailableError('No captcha is configured.')
      if (config.provider === 'test') return config.token
      if (config.provider === 'off') return ''
      if (!config.siteKey) throw new CaptchaUnavailableError('The tenant has no reCAPTCHA site key.')
      const api = await loadRecaptcha(config.siteKey)
      const token = await withTimeout(api.execute(config.siteKey, { action }), 'Getting a reCAPTCHA token')
      if (!token) throw new CaptchaUnavailableError('reCAPTCHA gave no token.')
      return token
    },
    [config],
  )
}
