#!/usr/bin/env node
// Fleet benchmark against a running server, as the seeded fleet customer
// (`flotte`, Transporte Alpin: 12 vehicles, 4 machines) at 16 connections:
//   1. GET /api/fleet/plan with the periods and filters people choose (next
//      quarter, this quarter, 30/90 days, a whole year, by site, cost centre
//      and kind): due dates, sums and packs optimised at the customer's
//      prices on every request (target: p95 < 200 ms);
//   2. GET /api/fleet, the fleet table with search, filters and sorts
//      (target: p95 < 100 ms);
//   3. the pages /de-ch/konto/fuhrpark and /de-ch/konto/fuhrpark/oelplan
//      (target: p95 < 300 ms);
//   4. GET /api/cross-reference as a visitor, competitor names and
//      specification lists (target: p95 < 100 ms).
//   BENCH_URL=http://localhost:3000 npm run bench:fleet -- [--duration 10] [--connections 16] [--user flotte]
// Prints one JSON line per route with requests/s, p50/p95/p99 in ms, non-2xx
// answers and whether the target is met.
import { parseArgs } from 'node:util'

import { benchOrigin, measure, roundRobin, signIn } from './load.mjs'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    user: { type: 'string', default: 'flotte' },
  },
})
const origin = benchOrigin()
const cookie = await signIn(origin, values.user)
const headers = { origin, 'x-tribo-locale': 'de-ch', cookie }
const connections = Number(values.connections)
const duration = Number(values.duration)

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const encode = (q) => q.replaceAll('[', '%5B').replaceAll(']', '%5D').replaceAll(' ', '%20')

// The plan as people open it: the default (next quarter) most, then other periods and narrowed views.
const PLAN_QUERIES = [
  '',
  '',
  `from=${day(0)}&to=${day(29)}`,
  `from=${day(0)}&to=${day(89)}`,
  `from=${day(0)}&to=${day(364)}`,
  'site=Depot Chur',
  'site=Depot Landquart&kind=vehicle',
  'costCentre=KST 4100',
  'kind=machine',
]
const FLEET_QUERIES = [
  '',
  'sort=nextDue&order=asc',
  'search=Sattelzug',
  'filters[kind]=machine',
  'filters[site][]=Depot Chur',
  'filters[due]=overdue',
  'sort=licensePlate&order=desc&limit=10&page=2',
]
const CROSS_QUERIES = [
  'Castrol Edge 5W-30 LL',
  'ACEA C3, VW 504 00/507 00',
  'Mobil 1 ESP 5W-30',
  'MB-Freigabe 229.51',
  'HLP 46',
  'Shell Helix Ultra',
  'dexos2 5W-30',
]
const planPaths = PLAN_QUERIES.map((q) => `/api/fleet/plan${q ? `?${encode(q)}` : ''}`)
const fleetPaths = FLEET_QUERIES.map((q) => `/api/fleet${q ? `?${encode(q)}` : ''}`)
const pagePaths = ['/de-ch/konto/fuhrpark', '/de-ch/konto/fuhrpark/oelplan']
const crossPaths = CROSS_QUERIES.map((q) => `/api/cross-reference?q=${encodeURIComponent(q)}`)

// Every address answers what it should before it is loaded (a bench of 400s measures nothing).
let services = 0
for (const path of planPaths) {
  const res = await fetch(`${origin}${path}`, { headers })
  const json = await res.json().catch(() => null)
  if (!res.ok || !json?.data?.plan)
    throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(json)}`)
  if (path === planPaths[0]) services = json.data.plan.products.reduce((n, p) => n + p.services.length, 0)
}
for (const path of fleetPaths) {
  const res = await fetch(`${origin}${path}`, { headers })
  const json = await res.json().catch(() => null)
  if (!res.ok || !json?.data?.results)
    throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(json)}`)
}
for (const path of pagePaths) {
  const res = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' })
  const html = await res.text()
  if (res.status !== 200 || !html.includes('data-testid="fleet-'))
    throw new Error(`GET ${path} answered ${res.status}`)
}
let crossMatches = 0
for (const path of crossPaths) {
  const res = await fetch(`${origin}${path}`, { headers: { origin, 'x-tribo-locale': 'de-ch' } })
  const json = await res.json().catch(() => null)
  if (!res.ok || !json?.data) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(json)}`)
  if (json.data.results.length) crossMatches++
}

async function run({ route, paths, headers: requestHeaders, target, limit, extra = {} }) {
  const next = roundRobin(paths)
  const figures = await measure({
    origin,
    path: paths[0],
    headers: requestHeaders,
    connections,
    duration,
    next: () => ({ path: next() }),
  })
  console.log(
    JSON.stringify({
      route,
      ...extra,
      addresses: paths.length,
      ...figures,
      target,
      meetsTarget: figures.non2xx === 0 && figures.p95 != null && figures.p95 < limit,
    }),
  )
}

await run({
  route: 'GET /api/fleet/plan (mix)',
  paths: planPaths,
  headers,
  target: 'p95 < 200 ms',
  limit: 200,
  extra: { user: values.user, servicesNextQuarter: services },
})
await run({
  route: 'GET /api/fleet (mix)',
  paths: fleetPaths,
  headers,
  target: 'p95 < 100 ms',
  limit: 100,
  extra: { user: values.user },
})
await run({
  route: 'GET /de-ch/konto/fuhrpark, /oelplan',
  paths: pagePaths,
  headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
  target: 'p95 < 300 ms',
  limit: 300,
  extra: { user: values.user },
})
await run({
  route: 'GET /api/cross-reference (visitor, mix)',
  paths: crossPaths,
  headers: { origin, 'x-tribo-locale': 'de-ch' },
  target: 'p95 < 100 ms',
  limit: 100,
  extra: { withMatches: crossMatches },
})
