import * as Sentry from '@sentry/nextjs'

import { sentryOptions } from './lib/sentry/options'

/** Server-side error reporting; silent without NEXT_PUBLIC_SENTRY_DSN. */
export async function register() {
  const options = sentryOptions(process.env.NEXT_PUBLIC_SENTRY_DSN, process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV ?? 'local')
  if (options) Sentry.init(options)
}

export const onRequestError = Sentry.captureRequestError
