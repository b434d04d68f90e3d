#!/usr/bin/env node
// `npm run test:cluster`: runs the production topology on this machine and proves,
// through the load balancer and directly, that several instances behave as one.
//
//   PostgreSQL (embedded, or TEST_DATABASE_URL) ─┐
//   Redis (Debian's redis-server) ───────────────┼── instance A ─┐
//   one shared folder for uploaded files ────────┘   instance B ─┴── haproxy ── clients
//
// Both instances run `npm run serve` on the same build, after one `npm start
// --prepare-only` (migrations and the demo seed). Prints each proof as it
// passes; the first failure ends the run with exit code 1. Needs a production
// build (`npm run build` runs when there is none).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { missingBuild, root } from '../../scripts/app-env.mjs'
import { freePort, startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'
import { ensureSystemPackage } from '../../scripts/system-packages.mjs'
import { sleep } from './client.mjs'

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
const log = (message) => console.log(`[cluster ${elapsed()}] ${message}`)
const proved = []
function prove(statement) {
  proved.push(statement)
  console.log(`✔ ${statement}`)
}
function check(condition, message) {
  if (!condition) throw new Error(message)
}

const children = new Set()
let postgres
let work

async function cleanUp() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  children.clear()
  await postgres?.stop().catch(() => undefined)
  if (work) fs.rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanUp()
    process.exit(130)
  })
}

/** A process in its own group (so that it and its children can be killed together), output to a log file. */
function launch(name, command, args, env) {
  const out = fs.openSync(path.join(work, `${name}.log`), 'a')
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', out, out] })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

async function waitFor(what, probe, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`)
}

const healthy = (port) => fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((res) => res.ok)

async function startRedis() {
  const binary = ensureSystemPackage('redis')
  const port = await freePort()
  launch('redis', binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], process.env)
  await waitFor('redis-server answering', async () => {
    const net = await import('node:net')
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => socket.end(() => resolve(true)))
      socket.once('error', () => resolve(false))
    })
  }, 10_000)
  return `redis://127.0.0.1:${port}`
}

async function startDatabase() {
  const name = `tribo_cluster_${crypto.randomBytes(4).toString('hex')}`
  if (process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end())
    const url = new URL(process.env.TEST_DATABASE_URL)
    url.pathname = `/${name}`
    return { url: url.toString(), restart: null }
  }
  postgres = await startEmbeddedPostgres()
  await postgres.createDatabase(name)
  return { url: postgres.url(name), restart: () => postgres.restart() }
}

function startInstance(name, port, env) {
  const child = launch(name, process.execPath, ['scripts/serve.mjs'], { ...env, PORT: String(port) })
  return { name, port, child, base: `http://localhost:${port}` }
}

function haproxyConfig(lbPort, instances) {
  return `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A request that could not reach an instance (refused, reset before an answer) goes to another one.
  retries 3
  option redispatch
  retry-on conn-failure empty-response
frontend site
  bind 127.0.0.1:${lbPort}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`
}

async function main() {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-cluster-'))
  if (missingBuild()) {
    log('no production build: running npm run build')
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    check(build.status === 0, 'npm run build failed')
  }
  const haproxy = ensureSystemPackage('haproxy')
  const redisUrl = await startRedis()
  const database = await startDatabase()
  log(`PostgreSQL ${database.restart ? '(embedded)' : '(TEST_DATABASE_URL)'}, Redis at ${redisUrl}, logs in ${work}`)

  const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()]
  const files = Object.fromEntries(['media', 'share-files', 'form-files', 'safety-data-sheets'].map((dir) => [dir, path.join(work, 'shared-volume', dir)]))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '5',
    REDIS_URL: redisUrl,
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    MEDIA_DIR: files.media,
    SHARE_FILES_DIR: files['share-files'],
    FORM_FILES_DIR: files['form-files'],
    SAFETY_DATA_SHEETS_DIR: files['safety-data-sheets'],
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${lbPort}`,
    CMS_ALLOWED_ORIGINS: [portA, portB, lbPort].map((p) => `http://localhost:${p}`).join(','),
    CAPTCHA_PROVIDER: 'test',
    LOGIN_ATTEMPTS_PER_IP: '4',
    SEARCH_WARM_ON_START: 'false',
    SEED_SCALE: '1',
  }
  delete env.TEST_DATABASE_URL

  log('migrating and seeding the demo data (npm start --prepare-only)')
  const prepare = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare-only'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  fs.writeFileSync(path.join(work, 'prepare.log'), `${prepare.stdout}\n${prepare.stderr}`)
  check(prepare.status === 0, `migrating and seeding failed (see ${path.join(work, 'prepare.log')}):\n${prepare.stderr.slice(-2000)}`)
  log('database ready')

  const a = startInstance('a', portA, env)
  const b = startInstance('b', portB, env)
  await waitFor('both instances healthy', async () => (await healthy(portA)) && (await healthy(portB)), 120_000)
  fs.writeFileSync(path.join(work, 'haproxy.cfg'), haproxyConfig(lbPort, [a, b]))
  launch('haproxy', haproxy, ['-f', path.join(work, 'haproxy.cfg'), '-db'], process.env)
  await waitFor('the balancer answering', () => healthy(lbPort), 20_000)
  const lb = { name: 'balancer', port: lbPort, base: `http://localhost:${lbPort}` }
  log(`instances on ${portA} and ${portB}, balancer on ${lbPort}`)

  const proofs = await import('./proofs.mjs')
  const context = { a, b, lb, env, work, database, log, prove, check, instances: { a, b }, restartInstance: (instance) => restartInstance(instance, env) }
  await proofs.publishReachesEveryInstance(context)
  await proofs.priceChangeReachesEveryInstance(context)
  await proofs.loginFailuresCountAcrossInstances(context)
  await proofs.uploadsAreServedByEveryInstance(context)
  await proofs.cartMovesBetweenInstances(context)
  await proofs.instanceKilledUnderLoad(context)
  await proofs.databaseRestartedUnderLoad(context)
}

async function restartInstance(instance, env) {
  const next = startInstance(instance.name, instance.port, env)
  await waitFor(`instance ${instance.name} healthy again`, () => healthy(instance.port), 120_000)
  instance.child = next.child
}

let failure = null
try {
  await main()
} catch (error) {
  failure = error
}
await cleanUp()
console.log('')
if (failure) {
  console.error(`✘ test:cluster failed after ${elapsed()}: ${failure instanceof Error ? failure.stack : String(failure)}`)
  if (proved.length) console.error(`(proved before the failure: ${proved.length})`)
  process.exit(1)
}
console.log(`test:cluster: ${proved.length} proofs passed in ${elapsed()} (two instances, PostgreSQL, Redis, haproxy)`)
