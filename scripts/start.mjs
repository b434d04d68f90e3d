#!/usr/bin/env node
// `npm start`: builds when needed, migrates, seeds an empty database with the
// demo data and serves the site on PORT (default 3000).
// `npm run dev` (--dev): the same without the build, served by `next dev`.
// `--prepare-only`: only the database step (migrate, and seed the demo into an
// empty database outside production), then exit.
// With APP_ENVIRONMENT=production it never invents a secret or seeds demo data,
// and refuses to start on demo settings (lib/production-readiness.ts).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const dev = process.argv.includes('--dev')
const prepareOnly = process.argv.includes('--prepare-only')
const port = Number(process.env.PORT ?? 3000)
const env = {
  ...process.env,
  PORT: String(port),
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
  NEXT_PUBLIC_SERVER_URL: process.env.NEXT_PUBLIC_SERVER_URL ?? `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
}

fs.mkdirSync(path.join(root, 'data'), { recursive: true })

const production = (env.APP_ENVIRONMENT ?? '').trim().toLowerCase() === 'production'

// A secret per installation, kept beside the database, unless one is configured.
// Never in production: there every instance must share the configured one (the
// database step below refuses to start without it).
if (!env.PAYLOAD_SECRET && !production) {
  const file = path.join(root, 'data', '.payload-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}

function run(label, command, args) {
  console.log(`› ${label}`)
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

const SOURCES = ['app', 'components', 'features', 'lib', 'cms', 'messages', 'styles', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'instrumentation.ts', 'instrumentation-client.ts']

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

if (!dev && !prepareOnly && process.env.SKIP_BUILD !== '1' && needsBuild()) run('building (npm run build)', 'npm', ['run', 'build'])
// Payload's CLI has been seen to end with exit code 0 before doing anything (its
// TypeScript loader starting up); the script prints a marker when it really
// finished, and a run without it is repeated.
const DONE_MARKER = 'TRIBO_DATABASE_READY'
function prepareDatabase(attempt = 1) {
  const label = 'migrating the database and seeding demo data if it is empty'
  console.log(`› ${label}${attempt > 1 ? ` (attempt ${attempt})` : ''}`)
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'scripts/seed-if-empty.ts'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  process.stdout.write(result.stdout.replaceAll(`${DONE_MARKER}\n`, ''))
  process.stderr.write(result.stderr)
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
  if (result.stdout.includes(DONE_MARKER)) return
  if (attempt >= 3) {
    console.error(`✗ ${label}: the script ended without finishing, ${attempt} times`)
    process.exit(1)
  }
  prepareDatabase(attempt + 1)
}
prepareDatabase()
if (prepareOnly) process.exit(0)

console.log(`› serving on port ${port}`)
const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), dev ? 'dev' : 'start', '-p', String(port)], { cwd: root, env, stdio: 'inherit' })
const stop = (signal) => server.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))

// Announce readiness once the app answers (and warm the tenant table).
const started = Date.now()
const poll = async () => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    if (res.ok) {
      console.log(`Tribo ready on http://localhost:${port}`)
      return
    }
  } catch {
    // not up yet
  }
  if (Date.now() - started < 180_000) setTimeout(poll, 500)
}
setTimeout(poll, 500)
