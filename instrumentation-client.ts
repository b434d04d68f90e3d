import * as Sentry from '@sentry/nextjs'

import { watchChunkLoading } from './lib/chunk-load-timeout'
import { sentryOptions } from './lib/sentry/options'

const options = sentryOptions({
  dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? 'local',
  sampleRate: process.env.NEXT_PUBLIC_SENTRY_SAMPLE_RATE,
})
if (options) Sentry.init(options)

watchChunkLoading()

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart
