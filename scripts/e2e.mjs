#!/usr/bin/env node
// End-to-end tests against the production build: a fresh copy of the seeded
// SQLite template (the one `npm test` made for this run, TRIBO_E2E_TEMPLATE, or
// the cached one, seeded now when its inputs changed: scripts/seeded-template.mjs),
// the app on a free port (scripts/start.mjs migrates it, and finds it seeded),
// then Playwright.
//   node scripts/e2e.mjs [playwright args...]
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './embedded-postgres.mjs'
import { ensureChromium } from './ensure-chromium.mjs'
import { copyUploads, sqliteTemplate } from './seeded-template.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const READY_TIMEOUT_MS = 8 * 60_000
const log = (message) => console.log(`[e2e] ${message}`)

ensureChromium()

if (!fs.existsSync(path.join(root, '.next/BUILD_ID'))) {
  log('no production build (.next/BUILD_ID), running npm run build')
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) {
    console.error(`[e2e] npm run build failed (${build.status ?? build.signal})`)
    process.exit(1)
  }
}

// Every run starts on a fresh database: data cached by an earlier run (unstable_cache keeps it in
// .next/cache/fetch-cache across restarts) would show that run's tenants, pages and settings.
fs.rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-e2e-'))
const port = await freePort()
const baseUrl = `http://localhost:${port}`
const databaseUrl = `file:${path.join(tmp, 'e2e.db')}`
const uploads = {
  MEDIA_DIR: path.join(tmp, 'media'),
  SHARE_FILES_DIR: path.join(tmp, 'share-files'),
  SAFETY_DATA_SHEETS_DIR: path.join(tmp, 'safety-data-sheets'),
  ORDER_DOCUMENTS_DIR: path.join(tmp, 'order-documents'),
  FORM_FILES_DIR: path.join(tmp, 'form-files'),
}
const templateStarted = Date.now()
const template = process.env.TRIBO_E2E_TEMPLATE
  ? JSON.parse(process.env.TRIBO_E2E_TEMPLATE)
  : await sqliteTemplate({ log })
fs.copyFileSync(template.database, path.join(tmp, 'e2e.db'))
copyUploads(template, uploads)
if (template.temporary && !process.env.TRIBO_E2E_TEMPLATE)
  fs.rmSync(template.dir, { recursive: true, force: true })
log(`copied the seeded template (${template.dir}) in ${((Date.now() - templateStarted) / 1000).toFixed(1)} s`)
log(`starting the app on ${baseUrl} with ${databaseUrl}`)

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  detached: true, // own process group, so `next start` and its children stop with it
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    ...uploads,
    NEXT_PUBLIC_SERVER_URL: baseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    // Playwright plays the proxy: specs give each client its own X-Forwarded-For (rate limits per address).
    TRUSTED_PROXY_HOPS: '1',
  },
})
let serverExited = null
server.on('exit', (code, signal) => {
  serverExited = { code, signal }
})
server.stdout.on('data', (chunk) => process.stdout.write(prefixLines(chunk)))
server.stderr.on('data', (chunk) => process.stderr.write(prefixLines(chunk)))

function prefixLines(chunk) {
  return chunk
    .toString()
    .split('\n')
    .map((line, i, lines) => (i === lines.length - 1 && line === '' ? '' : `[app] ${line}`))
    .join('\n')
}

let stopping = null
function stopServer() {
  stopping ??= (async () => {
    if (serverExited || server.pid === undefined) return
    const kill = (signal) => {
      try {
        process.kill(-server.pid, signal)
      } catch {
        // already gone
      }
    }
    kill('SIGTERM')
    const deadline = Date.now() + 10_000
    while (!serverExited && Date.now() < deadline) await sleep(100)
    if (!serverExited) kill('SIGKILL')
  })()
  return stopping
}

function cleanup() {
  fs.rmSync(tmp, { recursive: true, force: true })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopServer()
    cleanup()
    process.exit(130)
  })
}

async function waitForHealth() {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (serverExited)
      throw new Error(`the app exited before it was ready (${serverExited.code ?? serverExited.signal})`)
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`)
}

let exitCode = 1
try {
  await waitForHealth()
  log(`app ready, running Playwright against ${baseUrl}`)
  // Asynchronous, so the app's output keeps flowing while Playwright runs.
  const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: baseUrl, PORT: String(port) },
  })
  exitCode = await new Promise((resolve) => {
    playwright.on('error', () => resolve(1))
    playwright.on('exit', (code) => resolve(code ?? 1))
  })
  log(`Playwright finished with exit code ${exitCode}`)
} catch (error) {
  console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await stopServer()
  cleanup()
}
process.exit(exitCode)
