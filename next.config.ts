import { withPayload } from '@payloadcms/next/withPayload'
import { withSentryConfig } from '@sentry/nextjs/config'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './lib/security-headers'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs tsc over the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [{ source: '/((?!cms|cms-api).*)', headers: securityHeaders() }]
  },
}

export default withSentryConfig(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }), {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
})
