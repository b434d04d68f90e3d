#!/usr/bin/env node
// `npm start`: one command for one instance. Builds when needed, migrates,
// seeds an empty database with the demo data and serves the site on PORT
// (default 3000).
// `npm run dev` (--dev): the same without the build, served by `next dev`.
// `--prepare-only`: only the database step (migrate, and seed the demo into an
// empty database outside production), then exit.
// With APP_ENVIRONMENT=production it never builds (a release builds once, see
// docs/deployment.md), never invents a secret, never seeds demo data and
// refuses to start on demo settings (lib/production-readiness.ts). Several
// instances are started with `npm run migrate` once, then `npm run serve` on
// each (scripts/serve.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

import { appEnv, isProduction, missingBuild, prepareDatabase, root, serve } from './app-env.mjs'

const dev = process.argv.includes('--dev')
const prepareOnly = process.argv.includes('--prepare-only')
const production = isProduction()
const env = appEnv()

const SOURCES = [
  'app',
  'blocks',
  'components',
  'features',
  'lib',
  'cms',
  'messages',
  'styles',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'instrumentation.ts',
  'instrumentation-client.ts',
]

function newestSourceMtime() {
  let newest = 0
  const visit = (p) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) {
      if (p.endsWith(`cms${path.sep}migrations`)) return
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry))
    } else newest = Math.max(newest, stat.mtimeMs)
  }
  for (const s of SOURCES) visit(path.join(root, s))
  return newest
}

function needsBuild() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  return newestSourceMtime() > fs.statSync(buildId).mtimeMs
}

if (!dev && !prepareOnly) {
  if (production) {
    const problem = missingBuild()
    if (problem) {
      console.error(`✗ APP_ENVIRONMENT=production never builds at start: ${problem}`)
      process.exit(1)
    }
  } else if (process.env.SKIP_BUILD !== '1' && needsBuild()) {
    console.log('› building (npm run build)')
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' })
    if (result.status !== 0) {
      console.error(`✗ building (npm run build) failed (exit ${result.status})`)
      process.exit(result.status ?? 1)
    }
  }
}

await prepareDatabase(env, 'start')
if (prepareOnly) process.exit(0)
await serve(env, { dev })
