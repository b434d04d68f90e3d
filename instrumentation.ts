import * as Sentry from '@sentry/nextjs'

import { env } from './lib/env'
import { sentryOptions } from './lib/sentry/options'

/** Server-side error reporting (Node and edge runtimes); silent without a DSN. */
export async function register() {
  const options = sentryOptions({
    dsn: env.sentryServerDsn,
    environment: env.sentryEnvironment,
    sampleRate: env.sentryServerSampleRate,
    sampleRateSettingName: 'SENTRY_SAMPLE_RATE (or NEXT_PUBLIC_SENTRY_SAMPLE_RATE)',
  })
  if (options) Sentry.init(options)
}

/** Errors of server components, route handlers and server actions, through the same filter. */
export const onRequestError = Sentry.captureRequestError
