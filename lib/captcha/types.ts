/**
 * Captcha facts shared by the server (lib/captcha/server.ts) and the browser
 * (lib/captcha/use-captcha-token.ts). Nothing secret lives here.
 */

/** `off` switches the captcha off explicitly (honeypot and rate limits still apply); production accepts it only when chosen. */
export const CAPTCHA_PROVIDERS = ['recaptcha', 'test', 'off'] as const
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number]

/**
 * The one token the test provider accepts (demo and e2e runs without internet).
 * It is public on purpose: the test provider is a switch for machines without
 * reCAPTCHA, not a protection.
 */
export const TEST_CAPTCHA_TOKEN = 'tribo-test-captcha'

/** Why a token was refused. */
export type CaptchaFailureReason =
  /** No token was sent. */
  | 'missing-token'
  /** The provider does not know the token (expired, reused, forged or for another site). */
  | 'invalid-token'
  /** reCAPTCHA v3 thinks the visitor is a bot (score below the threshold). */
  | 'low-score'
  /** The token was made for another form (reCAPTCHA v3 action). */
  | 'action-mismatch'
  /** The provider could not be asked (network error, timeout, bad answer). */
  | 'unavailable'
  /** reCAPTCHA is chosen but no secret is configured. */
  | 'not-configured'

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailureReason }

/**
 * What the browser needs to get a token, part of the session: the reCAPTCHA
 * site key of the tenant (null when the tenant has none: forms then explain
 * that the check cannot run), the fixed token of the test provider, or no
 * check at all (`off`).
 */
export type CaptchaClientConfig =
  | { provider: 'recaptcha'; siteKey: string | null }
  | { provider: 'test'; token: string }
  | { provider: 'off' }
