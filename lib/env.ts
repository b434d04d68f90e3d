/** Settings read from the environment, in one place (README lists them all). */
export const env = {
  databaseUrl: process.env.DATABASE_URL ?? '',
  payloadSecret: process.env.PAYLOAD_SECRET ?? 'tribo-local-development-secret-change-me',
  serverUrl: process.env.NEXT_PUBLIC_SERVER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  port: Number(process.env.PORT ?? 3000),
  isProduction: process.env.NODE_ENV === 'production',
  /** Set to `true` when the site is served over https (cookies get `Secure`). */
  secureCookies: process.env.SECURE_COOKIES === 'true',
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
  loginAttemptsPerIp: Number(process.env.LOGIN_ATTEMPTS_PER_IP ?? 20),
  loginIpWindowSeconds: Number(process.env.LOGIN_IP_WINDOW_SECONDS ?? 600),
  accountMaxLoginAttempts: Number(process.env.ACCOUNT_MAX_LOGIN_ATTEMPTS ?? 5),
  accountLockSeconds: Number(process.env.ACCOUNT_LOCK_SECONDS ?? 900),
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres')
}
