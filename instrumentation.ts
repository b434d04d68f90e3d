import * as Sentry from '@sentry/nextjs'

import { sentryOptions } from './lib/sentry/options'

/** Server-side error reporting; silent without a DSN (SENTRY_DSN or NEXT_PUBLIC_SENTRY_DSN). */
export async function register() {
  const options = sentryOptions({
    dsn: process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV ?? 'local',
    sampleRate: process.env.SENTRY_SAMPLE_RATE,
  })
  if (options) Sentry.init(options)
}

export const onRequestError = Sentry.captureRequestError
