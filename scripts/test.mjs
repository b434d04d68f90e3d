#!/usr/bin/env node
// `npm test`: the whole suite, failing fast. Steps run side by side as far as
// their inputs allow, at most TEST_PARALLEL at a time (default 4 on two cores:
// most steps leave a core idle part of the time — a seed waits on its database,
// e2e on the browser and the server):
//   lock file, system packages, embedded PostgreSQL      (light, at once)
//   production build                                     → e2e, cluster (its proofs alone, at the end)
//   seeded SQLite template (cached, scripts/seeded-template.mjs) → integration on SQLite, e2e
//   lint, formatting, typecheck, unit tests, migration check, generated files check
//   seeded PostgreSQL template                           → integration on PostgreSQL
//   the cluster test's own seed                          (its proofs run alone, at the end)
// in this order of priority: a step starts when a slot is free and its inputs are ready.
// The build and e2e are the longest chain, so they keep the normal CPU priority and every other step's
// processes run niced (10): on two cores the others fill what the chain leaves idle.
// The template is seeded once per run (or taken from the cache) and copied by
// every integration file and by the e2e server, instead of being seeded again.
// Each step's output is kept and printed as one block when the step ends (the
// full logs stay in a temporary folder, named at the end); the first failure
// stops every running step. The summary lists each step's wall time and the total.
// PostgreSQL comes from TEST_DATABASE_URL, or a throwaway embedded server that
// is started here and stopped afterwards (also on failure).
// SKIP_E2E=1 skips build, cluster and e2e for quick local runs (and says so loudly).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startEmbeddedPostgres } from './embedded-postgres.mjs'
import { dropPostgresTemplate, postgresTemplate, seedProcesses, sqliteTemplate } from './seeded-template.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const skipE2e = process.env.SKIP_E2E === '1' || process.env.SKIP_E2E === 'true'
const parallel = Math.max(1, Number(process.env.TEST_PARALLEL) || 4)
const started = Date.now()
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-test-logs-'))
const clusterStartFile = path.join(logDir, 'cluster-may-start')
const CLUSTER = 'cluster test (two instances, PostgreSQL, Redis, haproxy)'
const bar = '='.repeat(72)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const clock = () => `+${seconds(Date.now() - started)}`

let postgres // embedded server, when we started one
let postgresUrl = process.env.TEST_DATABASE_URL ?? ''
let sqlite // the SQLite template
let pgTemplate // the PostgreSQL template
const children = new Set()

class StepFailed extends Error {}

/** Runs a command in its own process group, output into the step's log; resolves with its exit code. */
function exec(step, command, args, env = {}) {
  return new Promise((resolve) => {
    const out = fs.openSync(step.log, 'a')
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', out, out],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    })
    fs.closeSync(out)
    // Steps off the critical path (build → e2e) run at a lower priority; the processes they start later inherit it.
    if (!step.critical && child.pid) {
      try {
        os.setPriority(child.pid, 10)
      } catch {
        // not permitted here: the step runs at normal priority
      }
    }
    children.add(child)
    child.on('error', (error) => {
      fs.appendFileSync(step.log, `cannot run ${command}: ${error.message}\n`)
      children.delete(child)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

const command = (cmd, args, env) => async (step) => {
  const shown = (a) =>
    a === process.execPath ? 'node' : a.startsWith(`${root}${path.sep}`) ? path.relative(root, a) : a
  fs.appendFileSync(step.log, `$ ${[cmd, ...args].map(shown).join(' ')}\n`)
  const code = await exec(step, cmd, args, typeof env === 'function' ? env() : env)
  if (code !== 0) throw new StepFailed(`exit code ${code}`)
}

const stepLog = (step) => (message) => fs.appendFileSync(step.log, `${message}\n`)

/** The steps: `needs` names steps that must have passed first; `weight` 0 runs beside everything (waiting, not computing). */
const steps = [
  {
    name: 'lock file complete for npm ci',
    weight: 0,
    run: command(process.execPath, ['scripts/lock-fill-platform.mjs', '--check']),
  },
  // Debian packages the tests run (installed with apt-get when missing): redis-server for the shared rate limits and cache,
  // haproxy as the cluster test's load balancer.
  {
    name: 'system packages (redis-server, haproxy)',
    weight: 0,
    run: command(process.execPath, ['scripts/system-packages.mjs', 'redis', 'haproxy']),
  },
  {
    name: 'PostgreSQL server',
    weight: 0,
    run: async (step) => {
      if (postgresUrl) return stepLog(step)('TEST_DATABASE_URL is set: using that server')
      stepLog(step)('TEST_DATABASE_URL is not set: starting a throwaway embedded PostgreSQL')
      postgres = await startEmbeddedPostgres()
      postgresUrl = postgres.url()
    },
  },
  {
    name: 'production build (npm run build)',
    e2e: true,
    critical: true,
    run: command('npm', ['run', 'build']),
  },
  {
    name: 'seeded SQLite template',
    run: async (step) => {
      sqlite = await sqliteTemplate({ log: stepLog(step) })
      stepLog(step)(`${sqlite.seeded ? 'seeded' : 'taken from the cache'}: ${sqlite.dir}`)
    },
  },
  { name: 'lint (eslint .)', run: command(bin('eslint'), ['.']) },
  { name: 'formatting (prettier --check .)', run: command(bin('prettier'), ['--check', '.']) },
  { name: 'typecheck (tsc --noEmit)', run: command(bin('tsc'), ['--noEmit']) },
  { name: 'unit tests', run: command(bin('vitest'), ['run', '--project', 'unit', '--project', 'unit-dom']) },
  {
    name: 'migrations cover the config (sqlite + postgres)',
    needs: ['PostgreSQL server'],
    run: command(process.execPath, ['scripts/migrations.mjs', 'check'], () => ({
      TEST_DATABASE_URL: postgresUrl,
    })),
  },
  {
    name: 'generated files current (payload-types.ts, import map)',
    run: command(process.execPath, ['scripts/generated-check.mjs']),
  },
  {
    name: 'e2e tests (Playwright)',
    e2e: true,
    critical: true,
    needs: ['production build (npm run build)', 'seeded SQLite template'],
    run: command(process.execPath, ['scripts/e2e.mjs'], () => ({
      TRIBO_E2E_TEMPLATE: JSON.stringify(sqlite),
    })),
  },
  {
    name: 'seeded PostgreSQL template',
    needs: ['PostgreSQL server'],
    run: async (step) => {
      pgTemplate = await postgresTemplate(postgresUrl, { log: stepLog(step) })
      stepLog(step)(`seeded: database ${pgTemplate.database}, uploads in ${pgTemplate.dir}`)
    },
  },

  {
    name: 'integration tests on SQLite',
    needs: ['seeded SQLite template', 'system packages (redis-server, haproxy)'],
    run: command(bin('vitest'), ['run', '--project', 'integration'], () => ({
      TEST_DB: 'sqlite',
      TRIBO_INT_TEMPLATE: JSON.stringify(sqlite),
    })),
  },

  {
    name: 'integration tests on PostgreSQL',
    needs: ['seeded PostgreSQL template', 'system packages (redis-server, haproxy)'],
    run: command(bin('vitest'), ['run', '--project', 'integration'], () => ({
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: postgresUrl,
      TRIBO_INT_TEMPLATE: JSON.stringify(pgTemplate),
    })),
  },
  {
    // Seeds its own PostgreSQL (with uploads in its S3 bucket) beside the other steps, and starts its instances once
    // every other step has passed (clusterStartFile): its proofs kill an instance and restart the database under load
    // and expect the balancer to answer without a 5xx, which a machine busy with e2e and integration runs cannot promise.
    name: CLUSTER,
    e2e: true,
    needs: ['system packages (redis-server, haproxy)'],
    run: command(process.execPath, ['tests/cluster/run.mjs'], { TRIBO_CLUSTER_START_FILE: clusterStartFile }),
  },
]
  .filter((step) => !(skipE2e && step.e2e))
  .map((step, index) => ({
    weight: 1,
    needs: [],
    ...step,
    log: path.join(
      logDir,
      `${String(index).padStart(2, '0')}-${step.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`,
    ),
    state: 'waiting',
  }))

function printBlock(step) {
  const output = fs.existsSync(step.log) ? fs.readFileSync(step.log, 'utf8') : ''
  const mark = step.state === 'passed' ? '✔' : step.state === 'failed' ? '✘' : '■'
  console.log(
    `\n${bar}\n${mark} ${step.name} (${seconds(step.ms)}, ${step.state}; started ${seconds(step.start - started)} after the start)\n${bar}`,
  )
  process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`)
  if (step.error) console.log(`✘ ${step.name}: ${step.error}`)
}

function summary(failure) {
  console.log(`\n${bar}\nstep${' '.repeat(54)}started    took`)
  for (const step of steps) {
    const mark = { passed: '✔', failed: '✘', stopped: '■', waiting: '·', running: '…' }[step.state]
    const start = step.start ? seconds(step.start - started) : ''
    console.log(
      `${mark} ${step.name.padEnd(56)} ${start.padStart(8)} ${step.ms !== undefined ? seconds(step.ms).padStart(8) : '     not run'}`,
    )
  }
  if (skipE2e && !failure) console.log('⚠ SKIPPED: next build, cluster and e2e (SKIP_E2E=1)')
  console.log(bar)
  const total = seconds(Date.now() - started)
  const passed = steps.filter((s) => s.state === 'passed').length
  if (failure)
    console.log(
      `npm test: FAILED at "${failure}" after ${passed} passing step(s), ${total} (logs: ${logDir})`,
    )
  else if (skipE2e)
    console.log(`npm test: ${passed} steps passed, BUILD, CLUSTER AND E2E SKIPPED (SKIP_E2E=1), ${total}`)
  else console.log(`npm test: all ${passed} steps passed, ${total} (wall time; ${parallel} steps at a time)`)
}

function stopChildren() {
  for (const child of seedProcesses) child.kill('SIGKILL')
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

async function cleanUp() {
  stopChildren()
  if (children.size) {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
  if (pgTemplate && postgresUrl) await dropPostgresTemplate(postgresUrl, pgTemplate).catch(() => {})
  if (sqlite?.temporary) fs.rmSync(sqlite.dir, { recursive: true, force: true })
  if (postgres) {
    const server = postgres
    postgres = undefined
    await server.stop().catch((error) => console.error(`could not stop the embedded PostgreSQL: ${error}`))
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.error(`\nnpm test: interrupted (${signal})`)
    await cleanUp()
    process.exit(130)
  })
}

/** Starts every step whose inputs are ready while there is room; resolves with the first failure's name, or null. */
function runAll() {
  return new Promise((resolve) => {
    let failure = null
    const byName = new Map(steps.map((s) => [s.name, s]))
    const heartbeat = setInterval(() => {
      const running = steps
        .filter((s) => s.state === 'running')
        .map((s) => `${s.name} (${seconds(Date.now() - s.start)})`)
      if (running.length) console.log(`${clock()} … running: ${running.join(', ')}`)
    }, 60_000)
    const finish = () => {
      clearInterval(heartbeat)
      resolve(failure)
    }
    const schedule = () => {
      if (failure) return
      const load = () => steps.filter((s) => s.state === 'running').reduce((sum, s) => sum + s.weight, 0)
      for (const step of steps) {
        if (step.state !== 'waiting') continue
        if (!step.needs.every((n) => byName.get(n)?.state === 'passed')) continue
        if (step.weight > 0 && load() + step.weight > parallel) continue
        // The cluster test waits for every other step: with one slot it must come last.
        if (step.name === CLUSTER && parallel < 2 && steps.some((s) => s !== step && s.state === 'waiting'))
          continue
        step.state = 'running'
        step.start = Date.now()
        console.log(`${clock()} ▶ ${step.name}`)
        Promise.resolve()
          .then(() => step.run(step))
          .then(
            () => {
              if (step.state === 'running') step.state = 'passed'
            },
            (error) => {
              if (step.state !== 'running') return
              step.state = 'failed'
              step.error =
                error instanceof StepFailed
                  ? error.message
                  : error instanceof Error
                    ? error.stack
                    : String(error)
            },
          )
          .then(() => {
            if (step.state === 'stopped') return // because another step failed
            step.ms = Date.now() - step.start
            if (failure) return
            printBlock(step)
            if (step.state === 'failed') {
              failure = step.name
              for (const other of steps) {
                if (other.state === 'running') {
                  other.state = 'stopped'
                  other.ms = Date.now() - other.start
                }
              }
              stopChildren()
              return finish()
            }
            if (steps.every((s) => s.state === 'passed')) return finish()
            if (
              !fs.existsSync(clusterStartFile) &&
              steps.every((s) => s.name === CLUSTER || s.state === 'passed')
            ) {
              console.log(`${clock()} every other step passed: the cluster test may start its instances`)
              fs.writeFileSync(clusterStartFile, 'ok')
            }
            schedule()
          })
      }
      if (!steps.some((s) => s.state === 'running') && steps.some((s) => s.state === 'waiting')) {
        failure = `setup: no step can start (${steps
          .filter((s) => s.state === 'waiting')
          .map((s) => s.name)
          .join(', ')})`
        finish()
      }
    }
    schedule()
  })
}

if (skipE2e)
  console.log(
    `\n${'!'.repeat(72)}\n!! SKIP_E2E=1: next build, the cluster test and the e2e tests will NOT run\n${'!'.repeat(72)}`,
  )
console.log(
  `npm test: ${steps.length} steps, up to ${parallel} at a time (TEST_PARALLEL); each step's output follows when it ends`,
)
const failure = await runAll()
await cleanUp()
summary(failure)
if (skipE2e && !failure)
  console.log(
    '\n⚠ REMINDER: build, cluster and e2e were skipped (SKIP_E2E=1); run `npm test` without it before pushing.',
  )
if (!failure) fs.rmSync(logDir, { recursive: true, force: true })
process.exit(failure ? 1 : 0)
