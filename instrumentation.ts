import * as Sentry from '@sentry/nextjs'

import { env } from './lib/env'
import { productionProblems } from './lib/production-readiness'
import { sentryOptions } from './lib/sentry/options'

/**
 * Runs once when a server starts: refuses APP_ENVIRONMENT=production on demo
 * settings (also for `npm run serve`, which skips the start script's check),
 * then server-side error reporting (Node and edge runtimes; silent without a DSN).
 */
export async function register() {
  // The build may run without the production secrets; the servers it makes may not.
  const problems = process.env.NEXT_PHASE === 'phase-production-build' ? [] : productionProblems()
  if (problems.length) {
    console.error(
      `Refusing to start with APP_ENVIRONMENT=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    if (process.env.NEXT_RUNTIME === 'nodejs') process.exit(2)
    throw new Error('Refusing to start with APP_ENVIRONMENT=production on demo settings')
  }
  const options = sentryOptions({
    dsn: env.sentryServerDsn,
    environment: env.sentryEnvironment,
    sampleRate: env.sentryServerSampleRate,
    sampleRateSettingName: 'SENTRY_SAMPLE_RATE (or NEXT_PUBLIC_SENTRY_SAMPLE_RATE)',
  })
  if (options) Sentry.init(options)
  // Reached directly (no trusted proxy): the client address comes from the socket, never from a header the client chose.
  if (process.env.NEXT_RUNTIME === 'nodejs' && env.trustedProxyHops === 0) {
    const [{ Server }, { installSocketAddressStamp }] = await Promise.all([
      import('node:http'),
      import('./lib/api/socket-address'),
    ])
    installSocketAddressStamp(Server)
  }
}

/** Errors of server components, route handlers and server actions, through the same filter. */
export const onRequestError = Sentry.captureRequestError
