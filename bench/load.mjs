// Shared by the signed-in benchmarks (orders, cart): the server to load, a
// demo sign-in, and one autocannon run that keeps every latency for exact
// percentiles.
import autocannon from 'autocannon'

import { targetFromEnv } from './app.mjs'
import { summarize } from './percentiles.mjs'

export const DEMO_PASSWORDS = { kunde: 'Kunde-2026!', alpin: 'Alpin-2026!', flotte: 'Flotte-2026!' }

/** The origin of BENCH_URL (a server on this machine, checked by app.mjs), or exit with a hint. */
export function benchOrigin() {
  let target = null
  try {
    target = targetFromEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
  }
  if (!target) {
    console.error('Set BENCH_URL to a running server on this machine, e.g. BENCH_URL=http://localhost:3000')
    process.exit(2)
  }
  return target.base
}

/** Signs a demo account in; the cookie header of its session. */
export async function signIn(origin, user) {
  const password = DEMO_PASSWORDS[user]
  if (!password) {
    console.error(`the user must be one of ${Object.keys(DEMO_PASSWORDS).join(', ')}`)
    process.exit(2)
  }
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: user, password }),
  })
  if (!login.ok) throw new Error(`login answered ${login.status}`)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

const round = (v) => (v == null ? null : Math.round(v * 10) / 10)

/**
 * Loads `origin` with `requests` (autocannon's request list: each may set
 * path, method, body) in a round robin at `connections` for `duration`
 * seconds; the figures as one object (req/s, p50/p95/p99 in ms, statuses).
 */
export async function measure({ origin, path = '/', method = 'GET', headers, connections, duration, next }) {
  const latencies = []
  const statuses = {}
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${path}`,
        method,
        connections,
        duration,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, ...(next ? next() : {}) }) }],
        timeout: 10,
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    )
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time)
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
  const s = summarize(latencies)
  return {
    connections,
    requests: s.count,
    rps: round(result.requests.average),
    p50: round(s.p50),
    p95: round(s.p95),
    p99: round(s.p99),
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
  }
}

/** Cycles through a list, one entry per call. */
export function roundRobin(list) {
  let n = 0
  return () => list[n++ % list.length]
}
