import { sentryOptions } from './options'

/**
 * Error reporting in the browser, loaded only when a DSN was configured at build time
 * (`NEXT_PUBLIC_SENTRY_DSN` is inlined into the bundle): without one, the SDK is never
 * downloaded, and reporting calls do nothing. With one, instrumentation-client.ts loads it
 * at start; errors reported before it has loaded are sent once it has.
 */
type SentryModule = typeof import('@sentry/nextjs')

let loading: Promise<SentryModule | null> | null = null
let loaded: SentryModule | null = null

export function loadClientSentry(): Promise<SentryModule | null> {
  // Read literally (not through lib/env.ts): Next inlines only `process.env.NEXT_PUBLIC_…`
  // references into the browser bundle, at build time; without a DSN this branch is all that remains.
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return Promise.resolve(null)
  loading ??= import('@sentry/nextjs').then((Sentry) => {
    const options = sentryOptions({
      dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
      environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || 'local',
      sampleRate: process.env.NEXT_PUBLIC_SENTRY_SAMPLE_RATE,
      sampleRateSettingName: 'NEXT_PUBLIC_SENTRY_SAMPLE_RATE',
    })
    if (!options) return null
    Sentry.init(options)
    loaded = Sentry
    return Sentry
  })
  return loading
}

/** Reports an error (subject to the sample rate and filter of lib/sentry/options.ts). */
export function captureClientException(error: unknown): void {
  void loadClientSentry().then((Sentry) => Sentry?.captureException(error))
}

/** Names client-side navigations once the SDK has loaded; nothing before or without it. */
export function clientRouterTransitionStart(href: string, navigationType: string): void {
  loaded?.captureRouterTransitionStart(href, navigationType)
}
