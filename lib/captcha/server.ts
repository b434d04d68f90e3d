import 'server-only'

import { env } from '../env'
import {
  CAPTCHA_PROVIDERS,
  TEST_CAPTCHA_TOKEN,
  type CaptchaClientConfig,
  type CaptchaProviderName,
  type CaptchaResult,
} from './types'

export { TEST_CAPTCHA_TOKEN, type CaptchaClientConfig, type CaptchaProviderName, type CaptchaResult }

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
/** How long the server waits for Google before it gives up (the form then says so). */
export const RECAPTCHA_TIMEOUT_MS = 5_000
/** reCAPTCHA v3 scores below this count as bots unless RECAPTCHA_MIN_SCORE says otherwise. */
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5
/** Tokens are about 2 KB; anything much longer is not a token. */
const MAX_TOKEN_LENGTH = 10_000

export type VerifyOptions = {
  /** The reCAPTCHA v3 action the form used (e.g. `product_review`); a token for another action is refused. */
  action?: string
}

/** A captcha check of a submitted form: reCAPTCHA in production, a fixed token on machines without internet. */
export interface CaptchaProvider {
  readonly name: CaptchaProviderName
  verify(token: string, remoteIp?: string, options?: VerifyOptions): Promise<CaptchaResult>
}

/** CAPTCHA_PROVIDER=off: no check (chosen explicitly; honeypot and rate limits still apply). */
export const offCaptchaProvider: CaptchaProvider = {
  name: 'off',
  async verify() {
    return { ok: true }
  },
}

/** Accepts exactly TEST_CAPTCHA_TOKEN. */
export const testCaptchaProvider: CaptchaProvider = {
  name: 'test',
  async verify(token) {
    if (!token) return { ok: false, reason: 'missing-token' }
    return token === TEST_CAPTCHA_TOKEN ? { ok: true } : { ok: false, reason: 'invalid-token' }
  },
}

type SiteverifyAnswer = { success?: unknown; score?: unknown; action?: unknown; 'error-codes'?: unknown }

export type RecaptchaSettings = {
  secret: string
  /** Lowest v3 score accepted (0–1); v2 answers carry no score and pass on `success`. */
  minScore?: number
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Verifies tokens with Google's siteverify endpoint (reCAPTCHA v3, or v2 without a score). */
export function createRecaptchaProvider({
  secret,
  minScore = DEFAULT_RECAPTCHA_MIN_SCORE,
  timeoutMs = RECAPTCHA_TIMEOUT_MS,
  fetch: fetchFn = (...args) => globalThis.fetch(...args),
}: RecaptchaSettings): CaptchaProvider {
  return {
    name: 'recaptcha',
    async verify(token, remoteIp, options = {}) {
      if (!secret) return { ok: false, reason: 'not-configured' }
      if (!token) return { ok: false, reason: 'missing-token' }
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid-token' }
      const body = new URLSearchParams({ secret, response: token })
      if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp)
      let answer: SiteverifyAnswer
      try {
        const response = await fetchFn(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) return { ok: false, reason: 'unavailable' }
        answer = (await response.json()) as SiteverifyAnswer
      } catch {
        // Network errors, the timeout and answers that are not JSON.
        return { ok: false, reason: 'unavailable' }
      }
      if (!answer || typeof answer !== 'object') return { ok: false, reason: 'unavailable' }
      if (answer.success !== true) {
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : []
        // Google's own trouble with our request, not the visitor's token.
        if (codes.includes('missing-input-secret') || codes.includes('invalid-input-secret'))
          return { ok: false, reason: 'not-configured' }
        return { ok: false, reason: 'invalid-token' }
      }
      if (options.action && typeof answer.action === 'string' && answer.action !== options.action)
        return { ok: false, reason: 'action-mismatch' }
      if (typeof answer.score === 'number' && answer.score < minScore)
        return { ok: false, reason: 'low-score' }
      return { ok: true }
    },
  }
}

/** A score threshold from a setting: a number from 0 to 1, else the default with a warning. */
export function parseMinScore(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RECAPTCHA_MIN_SCORE
  const score = Number(value.trim())
  if (!Number.isFinite(score) || score < 0 || score > 1) {
    console.warn(
      `Ignoring RECAPTCHA_MIN_SCORE "${value}": expected a number from 0 to 1; using ${DEFAULT_RECAPTCHA_MIN_SCORE}.`,
    )
    return DEFAULT_RECAPTCHA_MIN_SCORE
  }
  return score
}

export type CaptchaSettings = { provider: string; secret: string; minScore?: string }

/** CAPTCHA_PROVIDER when it names a provider; else reCAPTCHA when a secret is set, otherwise the test provider. */
export function captchaProviderName({
  provider,
  secret,
}: Pick<CaptchaSettings, 'provider' | 'secret'>): CaptchaProviderName {
  const chosen = provider.trim().toLowerCase()
  if ((CAPTCHA_PROVIDERS as readonly string[]).includes(chosen)) return chosen as CaptchaProviderName
  if (chosen)
    console.warn(`Ignoring CAPTCHA_PROVIDER "${provider}": expected ${CAPTCHA_PROVIDERS.join(' or ')}.`)
  return secret ? 'recaptcha' : 'test'
}

/** The provider the settings choose. */
export function createCaptchaProvider(
  settings: CaptchaSettings,
  options: Pick<RecaptchaSettings, 'fetch' | 'timeoutMs'> = {},
): CaptchaProvider {
  const name = captchaProviderName(settings)
  if (name === 'off') return offCaptchaProvider
  if (name === 'test') return testCaptchaProvider
  return createRecaptchaProvider({
    secret: settings.secret,
    minScore: parseMinScore(settings.minScore),
    ...options,
  })
}

let current: CaptchaProvider | undefined

/** The provider of this installation (from the environment, chosen once per process). */
export function getCaptchaProvider(): CaptchaProvider {
  if (!current) {
    current = createCaptchaProvider({
      provider: env.captchaProvider,
      secret: env.recaptchaSecretKey,
      minScore: env.recaptchaMinScore,
    })
    // With APP_ENVIRONMENT=production the start refuses the test provider (lib/production-readiness.ts).
    if (current.name === 'test' && env.isProduction)
      console.warn(
        `Captcha: the test provider is active (it accepts the fixed token "${TEST_CAPTCHA_TOKEN}"); set RECAPTCHA_SECRET_KEY to protect forms.`,
      )
    if (current.name === 'off')
      console.warn(
        'Captcha: switched off (CAPTCHA_PROVIDER=off); public forms rely on the honeypot and rate limits only.',
      )
  }
  return current
}

/** Checks a captcha token with the installation's provider. */
export function verifyCaptcha(
  token: string,
  remoteIp?: string,
  options?: VerifyOptions,
): Promise<CaptchaResult> {
  return getCaptchaProvider().verify(token, remoteIp, options)
}

/** What the browser needs to get a token (part of the shared session). */
export function captchaClientConfig(recaptchaSiteKey: string | null): CaptchaClientConfig {
  const name = getCaptchaProvider().name
  if (name === 'off') return { provider: 'off' }
  return name === 'test'
    ? { provider: 'test', token: TEST_CAPTCHA_TOKEN }
    : { provider: 'recaptcha', siteKey: recaptchaSiteKey || null }
}
