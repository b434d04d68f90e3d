import * as Sentry from '@sentry/nextjs'

import { watchChunkLoading } from './lib/chunk-load-timeout'
import { sentryOptions } from './lib/sentry/options'

// Read literally (not through lib/env.ts): Next inlines only `process.env.NEXT_PUBLIC_…`
// references into the browser bundle, at build time.
const options = sentryOptions({
  dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || 'local',
  sampleRate: process.env.NEXT_PUBLIC_SENTRY_SAMPLE_RATE,
  sampleRateSettingName: 'NEXT_PUBLIC_SENTRY_SAMPLE_RATE',
})
if (options) Sentry.init(options)

// SPEC §8: a page chunk still loading after 120 s fails with a ChunkLoadError. The production
// build (webpack) has that limit in its runtime (next.config.ts); `next dev` runs on Turbopack,
// which has none, so the watchdog runs there only and stays out of production bundles.
if (process.env.NODE_ENV === 'development') watchChunkLoading()

/** Lets Sentry name client-side navigations; a no-op while Sentry is not initialised. */
export const onRouterTransitionStart = Sentry.captureRouterTransitionStart
