import * as Sentry from '@sentry/nextjs'

import { sentryOptions } from './lib/sentry/options'

const options = sentryOptions(process.env.NEXT_PUBLIC_SENTRY_DSN, process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? 'local')
if (options) Sentry.init(options)

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart
