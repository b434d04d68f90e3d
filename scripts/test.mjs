#!/usr/bin/env node
// `npm test`: the whole suite, failing fast, in this order:
//   lock file → system packages → lint → typecheck → migration check → generated files → unit → integration (SQLite) →
//   integration (PostgreSQL) → production build (npm run build) → cluster → e2e
// PostgreSQL comes from TEST_DATABASE_URL, or a throwaway embedded server that
// is started here and stopped afterwards (also on failure).
// SKIP_E2E=1 skips build + e2e for quick local runs (and says so loudly).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startEmbeddedPostgres } from './embedded-postgres.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const skipE2e = process.env.SKIP_E2E === '1' || process.env.SKIP_E2E === 'true'
const started = Date.now()
const results = []
let postgres // embedded server, when we started one
let postgresUrl = process.env.TEST_DATABASE_URL ?? ''

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const bar = '='.repeat(72)

function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

async function step(name, command, args, env) {
  console.log(`\n${bar}\n▶ ${name}\n  $ ${[command, ...args].map((a) => (path.isAbsolute(a) ? path.relative(root, a) : a)).join(' ')}\n${bar}`)
  const t0 = Date.now()
  const code = await exec(command, args, env)
  const ms = Date.now() - t0
  results.push({ name, ok: code === 0, ms })
  if (code !== 0) throw new StepFailed(name, code)
  console.log(`✔ ${name} (${seconds(ms)})`)
}

class StepFailed extends Error {
  constructor(name, code) {
    super(`${name} failed (exit code ${code})`)
  }
}

async function ensurePostgres() {
  if (postgresUrl) return postgresUrl
  console.log('\nTEST_DATABASE_URL is not set: starting a throwaway embedded PostgreSQL')
  postgres = await startEmbeddedPostgres()
  postgresUrl = postgres.url()
  return postgresUrl
}

async function stopPostgres() {
  if (!postgres) return
  const server = postgres
  postgres = undefined
  await server.stop()
  console.log('stopped the embedded PostgreSQL')
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.error(`\nnpm test: interrupted (${signal})`)
    await stopPostgres()
    process.exit(130)
  })
}

function summary(failure) {
  console.log(`\n${bar}`)
  for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(44)} ${seconds(r.ms)}`)
  if (skipE2e && !failure) console.log('⚠ SKIPPED: next build + e2e (SKIP_E2E=1)')
  console.log(bar)
  const total = seconds(Date.now() - started)
  if (failure) {
    console.log(`npm test: FAILED at "${failure}" after ${results.filter((r) => r.ok).length} passing step(s), ${total}`)
  } else if (skipE2e) {
    console.log(`npm test: ${results.length} steps passed, BUILD AND E2E SKIPPED (SKIP_E2E=1), ${total}`)
  } else {
    console.log(`npm test: all ${results.length} steps passed, ${total}`)
  }
}

let failure
try {
  if (skipE2e) console.log(`\n${'!'.repeat(72)}\n!! SKIP_E2E=1: next build and the e2e tests will NOT run\n${'!'.repeat(72)}`)

  await step('lock file complete for npm ci', process.execPath, ['scripts/lock-fill-platform.mjs', '--check'])
  // Debian packages the tests run (installed with apt-get when missing): redis-server for the shared rate limits and cache,
  // haproxy as the cluster test's load balancer.
  await step('system packages (redis-server, haproxy)', process.execPath, ['scripts/system-packages.mjs', 'redis', 'haproxy'])
  await step('lint (eslint .)', bin('eslint'), ['.'])
  await step('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit'])

  const pgUrl = await ensurePostgres()
  await step('migrations cover the config (sqlite + postgres)', process.execPath, ['scripts/migrations.mjs', 'check'], {
    TEST_DATABASE_URL: pgUrl,
  })
  await step('generated files current (payload-types.ts, import map)', process.execPath, ['scripts/generated-check.mjs'])
  await step('unit tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'unit-dom'])
  await step('integration tests on SQLite', bin('vitest'), ['run', '--project', 'integration'], { TEST_DB: 'sqlite' })
  await step('integration tests on PostgreSQL', bin('vitest'), ['run', '--project', 'integration'], {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: pgUrl,
  })
  await stopPostgres()

  if (!skipE2e) {
    await step('production build (npm run build)', 'npm', ['run', 'build'])
    await step('cluster test (two instances, PostgreSQL, Redis, haproxy)', process.execPath, ['tests/cluster/run.mjs'])
    await step('e2e tests (Playwright)', process.execPath, ['scripts/e2e.mjs'])
  }
} catch (error) {
  failure = error instanceof StepFailed ? results.at(-1)?.name : `setup: ${error instanceof Error ? error.message : String(error)}`
  if (!(error instanceof StepFailed)) console.error(error)
} finally {
  await stopPostgres().catch((error) => console.error(`could not stop the embedded PostgreSQL: ${error}`))
}
summary(failure)
if (skipE2e && !failure) console.log('\n⚠ REMINDER: build and e2e were skipped (SKIP_E2E=1); run `npm test` without it before pushing.')
process.exit(failure ? 1 : 0)
