import { withPayload } from '@payloadcms/next/withPayload'
import { withSentryConfig } from '@sentry/nextjs/config'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { CHUNK_LOAD_TIMEOUT_MS } from './lib/chunk-load-timeout'
import { staticSecurityHeaders } from './lib/security-headers'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs tsc over the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
  },
  // Static headers everywhere; the site's and the admin's CSP come per request from proxy.ts.
  async headers() {
    return staticSecurityHeaders()
  },
  // SPEC §8 page chunk timeout for `next build --webpack`. The default Turbopack build has no
  // such option; instrumentation-client.ts enforces the same limit there (lib/chunk-load-timeout.ts).
  webpack(config: { output?: { chunkLoadTimeout?: number } }, { isServer }: { isServer: boolean }) {
    if (!isServer) config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS }
    return config
  },
}

export default withSentryConfig(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }), {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
})
