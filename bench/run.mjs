#!/usr/bin/env node
// Load benchmark of a few site routes against a static reference page
// (`npm run bench`, see bench/README.md). Writes one JSON line per route and a
// summary line to stdout and appends them to bench/results/<timestamp>.jsonl.
// Everything else (progress, server logs, warnings) goes to stderr.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { createApp, root, targetFromEnv } from './app.mjs'
import { summarize } from './percentiles.mjs'

const REFERENCE_PATH = '/bench-reference'
const DEFAULT_ROUTES =
  '/de-ch,/de-ch/unternehmen/geschichte,/de-ch/produkte/motorenoele,/de-ch/p/TRB-SYN-5W30-C3,/de-ch/news,moto.localhost/de-ch,/bench-reference'
/** Every route a visitor loads should answer at half the static reference's rate or better, p95 under 50 ms. */
const TARGET = { ratioToReference: 0.5, p95Ms: 50 }
/** What a browser asks for: the server compresses as it would for a visitor. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml' }
const WARMUP_REQUESTS = 5
const LIMITS = { duration: [1, 600], connections: [1, 1000], scale: [1, 100] }

const USAGE = `Usage: npm run bench -- [options]
       node bench/run.mjs [options]

Load-tests a few routes of the site with autocannon and compares their
requests/s with the static page /bench-reference.

Options:
  --duration <s>      seconds to measure each route (default 10, max 600)
  --connections <n>   concurrent connections (default 32, max 1000)
  --scale <n>         SEED_SCALE for the self-started app (default 1)
  --uncompressed      send no Accept-Encoding (the server answers uncompressed;
                      default: as a browser, gzip/deflate/br)
  --routes <list>     comma-separated routes; "/path" uses the default host,
                      "host/path" sends "Host: host" (e.g. moto.localhost/de-ch)
                      default: ${DEFAULT_ROUTES}
  -h, --help          show this help

Target:
  BENCH_URL=http://localhost:3000   benchmark a running server (loopback only)
  (unset)                           build (with BENCH_REFERENCE=1) unless .next
                                    holds a build with /bench-reference, start
                                    scripts/start.mjs on a free port with a
                                    fresh temporary SQLite database, and stop
                                    it at the end

Output: one JSON line per route, then {"summary": ...}, on stdout; the same
lines are appended to bench/results/<timestamp>.jsonl.`

function log(message) {
  process.stderr.write(`[bench] ${message}\n`)
}

class UsageError extends Error {}

function intOption(values, name, fallback) {
  const raw = values[name]
  if (raw === undefined) return fallback
  const n = Number(raw)
  const [min, max] = LIMITS[name]
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got "${raw}"`)
  return n
}

/** "/path" → default host; "host/path" → that Host header. */
export function parseRoutes(list) {
  const routes = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      if (entry.startsWith('/')) return { path: entry, host: null }
      const slash = entry.indexOf('/')
      if (slash <= 0) throw new UsageError(`route "${entry}" must be "/path" or "host/path"`)
      return { path: entry.slice(slash), host: entry.slice(0, slash).toLowerCase() }
    })
  if (routes.length === 0) throw new UsageError('--routes is empty')
  return routes
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      scale: { type: 'string' },
      routes: { type: 'string' },
      uncompressed: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  })
  return {
    help: Boolean(values.help),
    duration: intOption(values, 'duration', 10),
    connections: intOption(values, 'connections', 32),
    scale: intOption(values, 'scale', 1),
    routes: parseRoutes(values.routes ?? DEFAULT_ROUTES),
    uncompressed: Boolean(values.uncompressed),
  }
}

const round = (n, digits = 2) =>
  n === null || !Number.isFinite(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits

// ---------------------------------------------------------------- server --

const app = createApp({ log, prefix: 'tribo-bench-' })
/** The autocannon run in progress, stopped on an interrupt. */
const owned = { instance: null }
const { get, stopServer } = app
const startApp = (scale) => app.startApp({ SEED_SCALE: String(scale) })

// ------------------------------------------------------------- benchmark --

async function warm(url, hostHeader) {
  const statuses = []
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    try {
      statuses.push(await get(url, hostHeader))
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) }
    }
  }
  return { status: statuses.at(-1) ?? null, error: null, statuses }
}

function measure(url, hostHeader, { duration, connections, uncompressed }) {
  return new Promise((resolve, reject) => {
    const latencies = []
    let bytes = 0
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        headers: { ...(uncompressed ? {} : BROWSER_HEADERS), ...(hostHeader ? { host: hostHeader } : {}) },
        timeout: 10,
      },
      (error, result) => {
        owned.instance = null
        if (error) reject(error)
        else resolve({ result, latencies, bytes })
      },
    )
    owned.instance = instance
    instance.on('response', (_client, _statusCode, resBytes, responseTime) => {
      latencies.push(responseTime)
      bytes += resBytes
    })
  })
}

async function main() {
  let options
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`)
    return 2
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }

  const target = targetFromEnv() ?? (await startApp(options.scale))

  const resultsDir = path.join(root, 'bench/results')
  fs.mkdirSync(resultsDir, { recursive: true })
  const resultsFile = path.join(resultsDir, `${new Date().toISOString().replace(/:/g, '-')}.jsonl`)
  const emit = (record) => {
    const line = `${JSON.stringify(record)}\n`
    process.stdout.write(line)
    fs.appendFileSync(resultsFile, line)
  }

  const measured = []
  const warnings = []
  for (const route of options.routes) {
    if (interrupted) return 130
    const host = route.host ?? target.defaultHost
    const hostHeader = target.port ? `${host}:${target.port}` : host
    const url = `${target.base}${route.path}`
    const label = `${route.path} (Host: ${hostHeader})`

    const warmup = await warm(url, hostHeader)
    if (warmup.status !== 200) {
      const warning = `${label}: warm-up ${warmup.error ? `failed: ${warmup.error}` : `answered ${warmup.status}, not 200`}`
      warnings.push(warning)
      log(`WARNING ${warning}`)
    }

    log(`measuring ${label} for ${options.duration} s with ${options.connections} connections`)
    const { result, latencies, bytes } = await measure(url, hostHeader, options)
    if (interrupted) return 130
    const elapsedSec = (result.finish.getTime() - result.start.getTime()) / 1000
    const stats = summarize(latencies)
    const record = {
      route: route.path,
      host,
      requestsPerSec: round(elapsedSec > 0 ? stats.count / elapsedSec : 0),
      latencyMs: {
        p50: round(stats.p50),
        p95: round(stats.p95),
        p99: round(stats.p99),
        mean: round(stats.mean),
      },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      bytesPerRequest: stats.count > 0 ? Math.round(bytes / stats.count) : null,
      warmupStatus: warmup.status,
      connections: options.connections,
      durationSec: options.duration,
    }
    if (result.non2xx > 0 || result.errors > 0) {
      const warning = `${label}: ${result.non2xx} non-2xx responses, ${result.errors} errors`
      warnings.push(warning)
      log(`WARNING ${warning}`)
    }
    emit(record)
    measured.push(record)
  }

  const reference = measured.find((r) => r.route === REFERENCE_PATH && r.host === target.defaultHost) ?? null
  const ratio = (rps) =>
    reference && reference.requestsPerSec > 0 ? round(rps / reference.requestsPerSec, 3) : null
  emit({
    summary: {
      at: new Date().toISOString(),
      target: process.env.BENCH_URL ? target.base : 'self-started',
      scale: process.env.BENCH_URL ? null : options.scale,
      connections: options.connections,
      durationSec: options.duration,
      compressed: !options.uncompressed,
      reference: reference
        ? { route: reference.route, host: reference.host, requestsPerSec: reference.requestsPerSec }
        : null,
      target: TARGET,
      routes: measured.map((r) => ({
        route: r.route,
        host: r.host,
        requestsPerSec: r.requestsPerSec,
        ratioToReference: ratio(r.requestsPerSec),
        p95Ms: r.latencyMs.p95,
        meetsTarget:
          r === reference
            ? null
            : ratio(r.requestsPerSec) !== null &&
              ratio(r.requestsPerSec) >= TARGET.ratioToReference &&
              r.latencyMs.p95 < TARGET.p95Ms,
      })),
      warnings,
    },
  })
  log(`results appended to ${path.relative(root, resultsFile)}`)
  return 0
}

let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    log(`${signal}: stopping`)
    owned.instance?.stop()
    stopServer().finally(() => process.exit(130))
  })
}
// Last resort if something exits the process without the cleanup above.
process.on('exit', () => {
  app.cleanUpSync()
})

main()
  .catch((error) => {
    log(`failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  })
  .then(async (code) => {
    await stopServer()
    if (!interrupted) process.exit(code)
  })
