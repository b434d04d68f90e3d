// What `npm start`, `npm run serve` and `npm run migrate` share: the app's
// root, the environment its processes get, the local secret, and the check
// that a production build exists.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalCondition } from './run-ts.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @typedef {Record<string, string | undefined>} Vars */

/** @param {Vars} [vars] */
export function isProduction(vars = process.env) {
  return (vars.APP_ENVIRONMENT ?? '').trim().toLowerCase() === 'production'
}

/**
 * The environment of the app's processes. Outside production a secret is made
 * once per installation and kept beside the database (`data/.payload-secret`)
 * unless one is configured. Never in production: every instance must share the
 * configured one, and the app refuses to start without it
 * (lib/production-readiness.ts).
 * @param {Vars} [vars]
 * @param {{ dataDir?: string }} [options]
 * @returns {Vars}
 */
export function appEnv(vars = process.env, { dataDir = path.join(root, 'data') } = {}) {
  const port = Number(vars.PORT ?? 3000)
  /** @type {Vars} */
  const env = {
    ...vars,
    PORT: String(port),
    NODE_OPTIONS: [vars.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
    NEXT_PUBLIC_SERVER_URL: vars.NEXT_PUBLIC_SERVER_URL ?? `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
  }
  if (!env.PAYLOAD_SECRET && !isProduction(vars)) {
    fs.mkdirSync(dataDir, { recursive: true })
    const file = path.join(dataDir, '.payload-secret')
    if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
    env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
  }
  return env
}

/** Why this folder cannot be served as it is (null when it can): a server only serves a finished build. */
export function missingBuild(dir = root) {
  if (fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) return null
  return `no production build in ${path.join(dir, '.next')}: run \`npm run build\` first (in production, once per release, before \`npm run migrate\` and \`npm run serve\`).`
}

/**
 * Starts the production server (`next start`) in the foreground of this
 * process: signals are passed on, and its exit code becomes ours. Announces
 * readiness once GET /api/health answers (which also warms the tenant table).
 */
export async function serve(env, { dev = false } = {}) {
  const { spawn } = await import('node:child_process')
  const port = Number(env.PORT)
  console.log(`› serving on port ${port}`)
  const server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/next/dist/bin/next'),
      dev ? 'dev' : 'start',
      '-p',
      String(port),
      // Idle keep-alive connections stay open 65 s (Node's default is 5 s), longer than the idle timeout of a
      // balancer or client in front: otherwise one may send a request on a connection the server is just closing,
      // and gets ECONNRESET (seen in e2e on a busy machine).
      ...(dev ? [] : ['--keepAliveTimeout', '65000']),
    ],
    { cwd: root, env, stdio: 'inherit' },
  )
  const stop = (signal) => server.kill(signal)
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('exit', (code) => process.exit(code ?? 0))

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
}

/**
 * Runs scripts/prepare-database.ts (with scripts/run-ts.mjs): migrations
 * under a lock shared by every instance, then (mode 'start', outside
 * production only) the demo data into an empty database. The script prints a
 * marker as its last line; a run that ends without it counts as failed.
 * Exits this process on failure.
 */
export async function prepareDatabase(env, mode) {
  const { spawnSync } = await import('node:child_process')
  const DONE_MARKER = 'TRIBO_DATABASE_READY'
  const label =
    mode === 'migrate'
      ? 'migrating the database'
      : 'migrating the database and seeding demo data if it is empty'
  console.log(`› ${label}`)
  const result = spawnSync(
    process.execPath,
    [lexicalCondition(env), path.join(root, 'scripts/run-ts.mjs'), 'scripts/prepare-database.ts'],
    {
      cwd: root,
      env: { ...env, TRIBO_PREPARE_MODE: mode },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  process.stdout.write((result.stdout ?? '').replaceAll(`${DONE_MARKER}\n`, ''))
  process.stderr.write(result.stderr ?? '')
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
  if ((result.stdout ?? '').includes(DONE_MARKER)) return
  console.error(`✗ ${label}: the script ended without finishing`)
  process.exit(1)
}
