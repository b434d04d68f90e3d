// The production topology on one machine, for the cluster test (tests/cluster/run.mjs)
// and the cluster benchmark (bench/cluster.mjs):
//
//   PostgreSQL (embedded, or TEST_DATABASE_URL) ─┐
//   Redis (Debian's redis-server) ───────────────┼── instance A ─┐
//   an S3 bucket (s3rver, in this process) ──────┘   instance B ─┴── haproxy ── clients
//
// `storage: 'volume'` replaces the bucket with one shared folder per upload
// collection (the other supported way, docs/scaling.md "Uploads").
// Both instances run `npm run serve` on the same build, after one `npm start
// --prepare-only` (migrations and the demo seed). Needs a production build
// (`npm run build` runs when there is none; with TRIBO_CLUSTER_START_FILE set,
// the seed runs first and the instances start once that file exists: `npm test`
// writes it when the build and every other step have passed).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { missingBuild, root } from '../../scripts/app-env.mjs'
import { freePort, startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'
import { ensureSystemPackage } from '../../scripts/system-packages.mjs'
import { sleep } from './client.mjs'

export async function waitFor(what, probe, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`)
}

export const healthy = (port) =>
  fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((res) => res.ok)

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

/**
 * Starts everything; answers the parts and `stop()`, which ends every process and removes
 * every file it made (also call it after a failure). `extraEnv` is added to both instances'
 * environment.
 */
export async function startTopology({ log, extraEnv = {}, storage = 's3' }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-cluster-'))
  const children = new Set()
  let postgres
  let bucketServer
  const stop = async () => {
    await bucketServer?.close().catch(() => undefined)
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    children.clear()
    await postgres?.stop().catch(() => undefined)
    fs.rmSync(work, { recursive: true, force: true })
  }
  const topology = { work, stop }
  try {
    /** A process in its own group (so that it and its children can be killed together), output to a log file. */
    const launch = (name, command, args, env) => {
      const out = fs.openSync(path.join(work, `${name}.log`), 'a')
      const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', out, out] })
      children.add(child)
      child.on('exit', () => children.delete(child))
      return child
    }

    // `npm test` builds beside the seed here and lets the instances start at the end (TRIBO_CLUSTER_START_FILE).
    const startFile = process.env.TRIBO_CLUSTER_START_FILE
    if (!startFile && missingBuild()) {
      log('no production build: running npm run build')
      const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
      if (build.status !== 0) throw new Error('npm run build failed')
    }
    const haproxy = ensureSystemPackage('haproxy')

    const redisPort = await freePort()
    launch(
      'redis',
      ensureSystemPackage('redis'),
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      process.env,
    )
    await waitFor(
      'redis-server answering',
      () =>
        new Promise((resolve) => {
          const socket = net.connect(redisPort, '127.0.0.1')
          socket.once('connect', () => socket.end(() => resolve(true)))
          socket.once('error', () => resolve(false))
        }),
      10_000,
    )
    const redisUrl = `redis://127.0.0.1:${redisPort}`

    const name = `tribo_cluster_${crypto.randomBytes(4).toString('hex')}`
    let database
    if (process.env.TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end())
      const url = new URL(process.env.TEST_DATABASE_URL)
      url.pathname = `/${name}`
      database = { url: url.toString(), restart: null }
    } else {
      postgres = await startEmbeddedPostgres()
      await postgres.createDatabase(name)
      database = { url: postgres.url(name), restart: () => postgres.restart() }
    }
    log(
      `PostgreSQL ${database.restart ? '(embedded)' : '(TEST_DATABASE_URL)'}, Redis at ${redisUrl}, logs in ${work}`,
    )

    const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()]
    // With S3 these folders must stay empty (the proofs check it); without, they are the shared volume.
    const files = Object.fromEntries(
      ['media', 'share-files', 'form-files', 'safety-data-sheets', 'order-documents'].map((dir) => [
        dir,
        path.join(work, 'shared-volume', dir),
      ]),
    )
    let bucket = {}
    if (storage === 's3') {
      const { default: S3rver } = await import('s3rver')
      const directory = path.join(work, 'bucket')
      fs.mkdirSync(directory, { recursive: true })
      bucketServer = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'tribo-cluster' }],
      })
      const { port } = await bucketServer.run()
      bucket = {
        S3_BUCKET: 'tribo-cluster',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'cluster',
      }
      log(`S3 bucket (s3rver) at ${bucket.S3_ENDPOINT}`)
    }
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
      ORDER_DOCUMENTS_DIR: files['order-documents'],
      NEXT_PUBLIC_SERVER_URL: `http://localhost:${lbPort}`,
      CMS_ALLOWED_ORIGINS: [portA, portB, lbPort].map((p) => `http://localhost:${p}`).join(','),
      CAPTCHA_PROVIDER: 'test',
      SEARCH_WARM_ON_START: 'false',
      SEED_SCALE: '1',
      ...bucket,
      ...extraEnv,
    }
    delete env.TEST_DATABASE_URL

    log('migrating and seeding the demo data (npm start --prepare-only)')
    // Not spawnSync: the bucket (s3rver) runs in this process and must answer the seed's uploads.
    const prepare = launch('prepare', process.execPath, ['scripts/start.mjs', '--prepare-only'], env)
    const status = await new Promise((resolve) => prepare.on('exit', (code) => resolve(code)))
    if (status !== 0)
      throw new Error(
        `migrating and seeding failed (exit ${status}):\n${fs.readFileSync(path.join(work, 'prepare.log'), 'utf8').slice(-2000)}`,
      )
    log('database ready')
    if (startFile && !fs.existsSync(startFile)) {
      log('waiting for the build and the other steps of npm test')
      await waitFor(
        'the build and the other steps of npm test',
        async () => fs.existsSync(startFile),
        60 * 60_000,
      )
    }

    const startInstance = (instanceName, port) => ({
      name: instanceName,
      port,
      base: `http://localhost:${port}`,
      child: launch(instanceName, process.execPath, ['scripts/serve.mjs'], { ...env, PORT: String(port) }),
    })
    const a = startInstance('a', portA)
    const b = startInstance('b', portB)
    await waitFor(
      'both instances healthy',
      async () => (await healthy(portA)) && (await healthy(portB)),
      120_000,
    )
    fs.writeFileSync(path.join(work, 'haproxy.cfg'), haproxyConfig(lbPort, [a, b]))
    launch('haproxy', haproxy, ['-f', path.join(work, 'haproxy.cfg'), '-db'], process.env)
    await waitFor('the balancer answering', () => healthy(lbPort), 20_000)
    log(`instances on ${portA} and ${portB}, balancer on ${lbPort}`)

    Object.assign(topology, {
      storage,
      files,
      bucketDirectory: storage === 's3' ? path.join(work, 'bucket') : null,
      a,
      b,
      lb: { name: 'balancer', port: lbPort, base: `http://localhost:${lbPort}` },
      env,
      database,
      /** Starts a killed instance again on its port and waits until it is healthy. */
      async restartInstance(instance) {
        instance.child = startInstance(instance.name, instance.port).child
        await waitFor(`instance ${instance.name} healthy again`, () => healthy(instance.port), 120_000)
      },
    })
    return topology
  } catch (error) {
    await stop()
    throw error
  }
}
