// The app under measurement, shared by the bench scripts: a running server named by
// BENCH_URL (loopback only), or one this script starts from the production build on a
// free port with a fresh temporary SQLite database, and stops at the end.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STARTUP_TIMEOUT_MS = 5 * 60_000

function isLoopback(hostname) {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h)
}

/**
 * Whether the production build in .next has the static yardstick `/bench-reference`. Its files
 * (app/(bench)/bench-reference/*.bench.tsx) are pages only in a build made with BENCH_REFERENCE=1
 * (next.config.ts), so normal production builds leave it out.
 */
export function buildHasReference(dir = root) {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dir, '.next/server/app-paths-manifest.json'), 'utf8'),
    )
    return Object.keys(manifest).some((page) => page.startsWith('/(bench)/bench-reference/'))
  } catch {
    return false
  }
}

/** Runs `npm run build` with BENCH_REFERENCE=1 unless .next already holds a build with the reference page. */
export async function ensureBenchBuild({ log, env = process.env }) {
  if (fs.existsSync(path.join(root, '.next/BUILD_ID')) && buildHasReference()) return
  log(
    `${fs.existsSync(path.join(root, '.next/BUILD_ID')) ? 'the build in .next has no /bench-reference' : 'no .next/BUILD_ID'}: running \`npm run build\` with BENCH_REFERENCE=1 (output on stderr)`,
  )
  await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      env: { ...env, BENCH_REFERENCE: '1' },
      stdio: ['ignore', 2, 2],
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

/** A Markdown table of the figures (after the JSON lines), on stdout. */
export function printTable(header, lines) {
  process.stdout.write(
    `\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n${lines.map((l) => `| ${l.join(' | ')} |`).join('\n')}\n`,
  )
}

/** The server named by BENCH_URL, or null when the script should start its own. */
export function targetFromEnv() {
  if (!process.env.BENCH_URL) return null
  const url = new URL(process.env.BENCH_URL)
  if (url.protocol !== 'http:') throw new Error(`BENCH_URL must be http://, got ${url.protocol}`)
  if (!isLoopback(url.hostname))
    throw new Error(`BENCH_URL must point at a loopback address, got ${url.hostname}`)
  return { base: url.origin, defaultHost: url.hostname.replace(/^\[|\]$/g, ''), port: url.port }
}

/**
 * Starts and stops the app for one bench script. `log` writes progress (to stderr);
 * the server's own output goes to stderr too, so stdout carries only the figures.
 */
export function createApp({ log, prefix }) {
  /** State of a server this script started, for cleanup. */
  const owned = { child: null, tmpDir: null }

  function killGroup(signal) {
    const child = owned.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // group already gone
    }
  }

  async function stopServer() {
    const child = owned.child
    if (child && child.exitCode === null && child.signalCode === null) {
      log('stopping the app')
      const exited = new Promise((resolve) => child.once('exit', resolve))
      killGroup('SIGTERM')
      const timer = setTimeout(() => killGroup('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    owned.child = null
    cleanUpSync()
  }

  /** For process.on('exit'): no promises there. */
  function cleanUpSync() {
    killGroup('SIGKILL')
    if (owned.tmpDir) {
      fs.rmSync(owned.tmpDir, { recursive: true, force: true })
      owned.tmpDir = null
    }
  }

  /** GET once; resolves with the status (body discarded) or rejects. */
  function get(url, host, timeoutMs = 30_000) {
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers: host ? { host } : {}, timeout: timeoutMs }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)))
      req.on('error', reject)
    })
  }

  /** Builds when there is no build with the reference page, then starts scripts/start.mjs (or BENCH_START_SCRIPT) with `env` added. */
  async function startApp(env = {}) {
    // BENCH_START_SCRIPT swaps in another start script (for testing a runner);
    // that script is then responsible for any build, so the build check is skipped.
    const customStart = process.env.BENCH_START_SCRIPT
    const startScript = path.resolve(root, customStart || 'scripts/start.mjs')
    if (!fs.existsSync(startScript))
      throw new Error(
        `${path.relative(root, startScript)} is missing; set BENCH_URL to measure a running server`,
      )
    const { freePort } = await import(path.join(root, 'scripts/embedded-postgres.mjs'))

    owned.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    // BENCH_REFERENCE=1 also reaches the build scripts/start.mjs makes when the sources are newer than the build.
    const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BENCH_REFERENCE: '1' }

    if (!customStart)
      await ensureBenchBuild({
        log,
        env: { ...baseEnv, DATABASE_URL: `file:${path.join(owned.tmpDir, 'build.db')}` },
      })

    const port = await freePort()
    const databaseUrl = `file:${path.join(owned.tmpDir, 'app.db')}`
    log(`starting the app on port ${port} (${databaseUrl})`)
    const child = spawn(process.execPath, [startScript], {
      cwd: root,
      env: { ...baseEnv, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group, so next start and its workers stop with it
    })
    owned.child = child
    child.stdout.on('data', (chunk) => process.stderr.write(chunk))
    child.stderr.on('data', (chunk) => process.stderr.write(chunk))
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
    )

    const base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + STARTUP_TIMEOUT_MS
    for (;;) {
      const status = await get(`${base}/api/health`, null, 5_000).catch(() => 0)
      if (status === 200) break
      const gone = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve(null), 500)),
      ])
      if (gone) throw new Error(`the app exited before /api/health answered 200 (${gone})`)
      if (Date.now() > deadline)
        throw new Error(`/api/health did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s`)
    }
    log(`app ready at ${base}`)
    // Address the server by IP, but send the host name a browser would.
    return { base, defaultHost: 'localhost', port: String(port) }
  }

  return { startApp, stopServer, cleanUpSync, get }
}
