#!/usr/bin/env node
// Order history benchmark: GET /api/orders/ with a mix of pages, sorts, a
// status filter, a date range and a search at 16 connections against a
// running server on the seeded history, as a signed-in customer.
//   BENCH_URL=http://localhost:3000 npm run bench:orders -- [--duration 10] [--connections 16] [--user kunde]
// Prints one JSON line with requests/s, p50/p95/p99 in ms and non-2xx answers.
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { summarize } from './percentiles.mjs'

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' }, user: { type: 'string', default: 'kunde' } } })
const PASSWORDS = { kunde: 'Kunde-2026!', alpin: 'Alpin-2026!' }
const base = process.env.BENCH_URL
if (!base || !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base)) {
  console.error('Set BENCH_URL to a running server on this machine, e.g. BENCH_URL=http://localhost:3000')
  process.exit(2)
}
if (!PASSWORDS[values.user]) {
  console.error(`--user must be one of ${Object.keys(PASSWORDS).join(', ')}`)
  process.exit(2)
}
const origin = new URL(base).origin

const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ username: values.user, password: PASSWORDS[values.user] }) })
if (!login.ok) throw new Error(`login answered ${login.status}`)
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
const headers = { origin, 'x-tribo-locale': 'de-ch', cookie }

// What people do with the order history: the first page, paging on, sorting, narrowing by state, by date, searching.
const QUERIES = [
  '',
  'page=2',
  'page=17',
  'limit=100&page=5',
  'sort=totalCents&order=desc',
  'sort=orderNumber&order=asc&page=40',
  'sort=purchaseOrderNumber&order=desc&page=3',
  'sort=status&order=asc',
  'filters[status][]=open&filters[status][]=inProcess&filters[status][]=shipped',
  'filters[status][]=cancelled&sort=orderedAt&order=asc',
  'dateFrom=2025-06-01&dateTo=2025-08-31',
  'dateFrom=2026-01-01&dateTo=2026-03-31&filters[status][]=completed&page=2',
  'search=2025-01',
  'filters[placedBy][]=employee',
]
const paths = QUERIES.map((q) => `/api/orders${q ? `?${q.replaceAll('[', '%5B').replaceAll(']', '%5D')}` : ''}`)
for (const path of paths) {
  const res = await fetch(`${origin}${path}`, { headers, redirect: 'manual' })
  const json = await res.json().catch(() => null)
  if (!res.ok || !json?.data?.results) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(json?.messages ?? json)}`)
}
const total = (await (await fetch(`${origin}/api/orders`, { headers })).json()).data.results.pagination.total

let n = 0
const latencies = []
const statuses = {}
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: `${origin}/api/orders`,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
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
const round = (v) => (v == null ? null : Math.round(v * 10) / 10)
console.log(JSON.stringify({ route: 'GET /api/orders/ (mix)', user: values.user, orders: total, queries: paths.length, connections: Number(values.connections), requests: s.count, rps: round(result.requests.average), p50: round(s.p50), p95: round(s.p95), p99: round(s.p99), non2xx: result.non2xx, errors: result.errors, statuses }))
