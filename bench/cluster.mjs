#!/usr/bin/env node
// `npm run bench:cluster`: what a second instance buys. Starts the production
// topology (tests/cluster/topology.mjs: PostgreSQL, Redis, two instances of one
// build, haproxy) and loads, signed in as a customer, the same mix of pages and
// API reads three ways in one run:
//   1. instance A directly (one instance; B idles),
//   2. the balancer (both instances),
//   3. /bench-reference on A (a static page: what this machine does at best).
// Target: the balancer serves at least 1.6 × the requests/s of one instance.
//   npm run bench:cluster -- [--duration 15] [--connections 16]
// Prints one JSON line per measurement and a summary line (stdout only).
import fs from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'

import { startTopology } from '../tests/cluster/topology.mjs'
import { ensureBenchBuild } from './app.mjs'
import { measure, roundRobin } from './load.mjs'

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '15' }, connections: { type: 'string', default: '16' } },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const log = (message) => console.error(`[bench:cluster] ${message}`)

// What a signed-in buyer loads: the order history (page and API), the cart (page and API), a product page, favourites.
const PATHS = [
  '/de-ch/konto/bestellungen',
  '/api/orders?limit=20',
  '/de-ch/warenkorb',
  '/api/b2bcart',
  '/de-ch/p/TRB-SYN-5W30-C3',
  '/api/favourites',
  '/api/orders?limit=20&page=2',
  '/de-ch/p/TRB-SYNPRO-5W30',
]

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

/** CPU seconds used so far by every process on this machine, by process id, with what it is (from /proc). */
function cpuByProcess() {
  const processes = new Map()
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
    const component =
      Number(pid) === process.pid
        ? 'load generator'
        : comm.startsWith('next-server')
          ? 'instances'
          : comm.startsWith('postgres')
            ? 'postgresql'
            : comm.startsWith('redis')
              ? 'redis'
              : comm.startsWith('haproxy')
                ? 'haproxy'
                : 'other'
    processes.set(pid, { component, seconds })
  }
  return processes
}

/** Cores each component kept busy between two readings (a process that ended in between is not counted). */
function coresUsed(before, after, seconds) {
  const used = {}
  for (const [pid, { component, seconds: total }] of after) {
    const delta = total - (before.get(pid)?.seconds ?? 0)
    used[component] = (used[component] ?? 0) + delta / seconds
  }
  return Object.fromEntries(
    Object.entries(used).map(([component, cores]) => [component, Math.round(cores * 100) / 100]),
  )
}

async function signIn(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'kunde', password: 'Kunde-2026!' }),
  })
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

let topology = null
let failed = false
try {
  // The topology builds only when there is no build at all; the yardstick needs a build with it.
  await ensureBenchBuild({ log })
  topology = await startTopology({ log })
  const { a, lb } = topology
  // One session for both: a session made on one instance is valid on the other (same secret).
  const cookie = await signIn(lb.base)
  const headers = { cookie, 'x-tribo-locale': 'de-ch' }
  for (const target of [a, topology.b, lb]) {
    for (const path of PATHS) {
      // Warm-up: every page rendered and every cache filled once on each instance.
      const res = await fetch(`${target.base}${path}`, { headers, redirect: 'manual' })
      if (res.status !== 200) throw new Error(`GET ${path} on ${target.name} answered ${res.status}`)
    }
  }
  const run = async (label, origin, paths) => {
    const next = roundRobin(paths)
    log(`${label}: ${duration} s at ${connections} connections`)
    const before = cpuByProcess()
    const started = Date.now()
    const figures = await measure({
      origin,
      path: paths[0],
      headers,
      connections,
      duration,
      next: () => ({ path: next() }),
    })
    const cores = coresUsed(before, cpuByProcess(), (Date.now() - started) / 1000)
    console.log(
      JSON.stringify({ measurement: label, ...figures, coresUsed: cores, coresOnMachine: os.cpus().length }),
    )
    return figures
  }
  const one = await run('one instance (A directly), signed-in mix', a.base, PATHS)
  const two = await run('two instances (balancer), signed-in mix', lb.base, PATHS)
  const reference = await run('static reference (/bench-reference on A)', a.base, ['/bench-reference'])
  const ratio = Math.round((two.rps / one.rps) * 100) / 100
  console.log(
    JSON.stringify({
      summary: true,
      oneInstanceRps: one.rps,
      twoInstancesRps: two.rps,
      ratio,
      referenceRps: reference.rps,
      target: 'two instances ≥ 1.6 × one',
      meetsTarget: ratio >= 1.6 && one.non2xx === 0 && two.non2xx === 0,
    }),
  )
} catch (error) {
  failed = true
  console.error(`bench:cluster failed: ${error instanceof Error ? error.stack : String(error)}`)
} finally {
  await topology?.stop()
}
process.exit(failed ? 1 : 0)
