/** Settings read from the environment, in one place (README lists them all). */
export const env = {
  databaseUrl: process.env.DATABASE_URL ?? '',
  payloadSecret: process.env.PAYLOAD_SECRET ?? 'tribo-local-development-secret-change-me',
  serverUrl: process.env.NEXT_PUBLIC_SERVER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  port: Number(process.env.PORT ?? 3000),
  isProduction: process.env.NODE_ENV === 'production',
  /** The deployment: `production` hides test tooling such as the mail outbox from editors (default `local`). */
  appEnvironment: process.env.APP_ENVIRONMENT ?? 'local',
  /** Minutes a mailed password-reset link stays valid. */
  passwordResetMinutes: Number(process.env.PASSWORD_RESET_MINUTES ?? 60),
  /** Set to `true` when the site is served over https (cookies get `Secure`). */
  secureCookies: process.env.SECURE_COOKIES === 'true',
  /** Error reporting in the browser (inlined at build time; empty = off). */
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
  /** Error reporting on the server: its own DSN, else the browser's (empty = off). */
  sentryServerDsn: process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN || '',
  /** Raw sample-rate setting of the server (validated in lib/sentry/options.ts; default 0.005). */
  sentryServerSampleRate: process.env.SENTRY_SAMPLE_RATE || process.env.NEXT_PUBLIC_SENTRY_SAMPLE_RATE || '',
  sentryEnvironment: process.env.SENTRY_ENVIRONMENT || process.env.NODE_ENV || 'local',
  /** Proxies in front of the app that append to X-Forwarded-For (0 = reached directly; lib/api/client-address.ts). */
  trustedProxyHops: Math.max(0, Math.floor(Number(process.env.TRUSTED_PROXY_HOPS ?? 0)) || 0),
  loginAttemptsPerIp: Number(process.env.LOGIN_ATTEMPTS_PER_IP ?? 20),
  loginIpWindowSeconds: Number(process.env.LOGIN_IP_WINDOW_SECONDS ?? 600),
  accountMaxLoginAttempts: Number(process.env.ACCOUNT_MAX_LOGIN_ATTEMPTS ?? 5),
  accountLockSeconds: Number(process.env.ACCOUNT_LOCK_SECONDS ?? 900),
  /** `recaptcha` or `test`; empty = reCAPTCHA when a secret is set, else the test provider (lib/captcha). */
  captchaProvider: process.env.CAPTCHA_PROVIDER ?? '',
  /** reCAPTCHA server secret (the site key is per tenant, in the CMS). */
  recaptchaSecretKey: process.env.RECAPTCHA_SECRET_KEY ?? '',
  /** Raw lowest reCAPTCHA v3 score accepted (validated in lib/captcha; default 0.5). */
  recaptchaMinScore: process.env.RECAPTCHA_MIN_SCORE ?? '',
}

/** The Redis that instances share (rate limits, the Next cache), or null: one instance keeps that state in memory. */
export function redisUrl(vars: Record<string, string | undefined> = process.env): string | null {
  return vars.REDIS_URL?.trim() || null
}

/**
 * The bearer token the ERP sends to import order documents (`POST /api/erp/order-documents`),
 * or null: without one the import answers 404. Read per request, so tests and a restart pick
 * up a change; production refuses a short or published one at start (lib/production-readiness.ts).
 */
export function erpApiToken(vars: Record<string, string | undefined> = process.env): string | null {
  return vars.ERP_API_TOKEN?.trim() || null
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres')
}
