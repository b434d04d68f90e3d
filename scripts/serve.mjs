#!/usr/bin/env node
// `npm run serve`: serves a finished production build on PORT and does nothing
// else: no build, no migration, no seed. This is what every instance of a
// production deployment runs, after the release has built the app once and run
// `npm run migrate` once (docs/deployment.md). The server itself refuses
// APP_ENVIRONMENT=production on demo settings (instrumentation.ts).
import { appEnv, missingBuild, serve } from './app-env.mjs'

const problem = missingBuild()
if (problem) {
  console.error(`✗ npm run serve: ${problem}`)
  process.exit(1)
}
await serve(appEnv())
