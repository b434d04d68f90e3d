import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import { withSentryConfig } from '@sentry/nextjs/config'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { CHUNK_LOAD_TIMEOUT_MS } from './lib/chunk-load-timeout'
import { staticSecurityHeaders } from './lib/security-headers'

type WebpackConfig = { cache?: unknown; ignoreWarnings?: unknown[]; output?: { chunkLoadTimeout?: number } }

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The benchmarks' static yardstick (app/(bench)/bench-reference/page.bench.tsx) is a page only
  // in a build made with BENCH_REFERENCE=1, which the bench scripts make (bench/README.md);
  // a normal production build leaves it out.
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(process.env.BENCH_REFERENCE === '1' ? ['bench.tsx'] : [])],
  // No ETag: Next hashes every HTML answer in JavaScript for it (7 % of a cached page's CPU in a
  // profile under load), and pages are answered from memory anyway.
  generateEtags: false,
  // `npm test` runs tsc over the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
  },
  // Static headers everywhere; the site's and the admin's CSP come per request from proxy.ts.
  async headers() {
    return staticSecurityHeaders()
  },
  // The production build runs on webpack (`npm run build` = `next build --webpack`), sized for a
  // machine with little memory: every compiler in its own worker process, webpack's memory
  // optimisations, no persistent cache (serialising it at the end of the server compile was the
  // peak) and Payload's server-only packages left to Node instead of bundled, as Payload does in
  // development. Together: the largest build process peaks at about 1.8 GB instead of 6 GB with
  // Turbopack (README, "Memory"). `next dev` stays on Turbopack.
  experimental: {
    webpackBuildWorker: true,
    webpackMemoryOptimizations: true,
    // Pages of the full route cache (app/(site)/cached) live in memory only, in Next's LRU of
    // cacheMaxMemorySize: any address can be asked for (a 404 is kept too), so the files on disk
    // would grow without bound; a restart starts with an empty cache.
    isrFlushToDisk: false,
  },
  cacheMaxMemorySize: 128 * 1024 * 1024,
  // Several instances: with REDIS_URL (read when the server starts) every instance shares one cache in Redis,
  // so one tag invalidation reaches them all (lib/next-cache-handler.mjs, docs/scaling.md).
  ...(process.env.REDIS_URL?.trim() ? { cacheHandler: path.resolve('lib/next-cache-handler.mjs') } : {}),
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/db-sqlite',
    '@payloadcms/drizzle',
    '@payloadcms/email-nodemailer',
    '@payloadcms/graphql',
    // PDFKit reads its font metrics (.afm) from its own folder at run time.
    'pdfkit',
  ],
  webpack(config: WebpackConfig, { isServer, dev }: { isServer: boolean; dev: boolean }) {
    if (!dev) config.cache = false
    // Payload's admin styles use Sass @import and silence its deprecation; the Sass version Payload
    // pins answers that the silencing is unnecessary, once per stylesheet. Nothing to act on.
    config.ignoreWarnings = [
      ...(config.ignoreWarnings ?? []),
      { message: /Future import deprecation is not yet active/ },
    ]
    // A page chunk still loading after 120 s fails with a ChunkLoadError; instrumentation-client.ts
    // enforces the same limit under Turbopack in development (lib/chunk-load-timeout.ts).
    if (!isServer) config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS }
    return config
  },
}

export default withSentryConfig(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }), {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
})
