import { watchChunkLoading } from './lib/chunk-load-timeout'
import { clientRouterTransitionStart, loadClientSentry } from './lib/sentry/client'
import { zodWithoutEval } from './lib/zod-without-eval'

// Before any client code parses with zod: no eval probe for the CSP to report.
zodWithoutEval()

// Error reporting: the SDK is downloaded only when a DSN was configured at build time.
void loadClientSentry()

// A page chunk still loading after 120 s fails with a ChunkLoadError. The production
// build (webpack) has that limit in its runtime (next.config.ts); `next dev` runs on Turbopack,
// which has none, so the watchdog runs there only and stays out of production bundles.
if (process.env.NODE_ENV === 'development') watchChunkLoading()

/** Lets Sentry name client-side navigations; a no-op while Sentry is not loaded. */
export const onRouterTransitionStart = clientRouterTransitionStart
