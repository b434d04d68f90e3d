#!/usr/bin/env node
// Order history benchmark, as a signed-in customer on the seeded history, at
// 16 connections against a running server:
//   1. GET /api/orders/ with a mix of pages, sorts, a status filter, a date
//      range and a search (target: p95 < 100 ms);
//   2. the order history page /de-ch/konto/bestellungen, first page and a few
//      addresses with table parameters (target: p95 < 150 ms).
//   BENCH_URL=http://localhost:3000 npm run bench:orders -- [--duration 10] [--connections 16] [--user kunde]
// Prints one JSON line per route with requests/s, p50/p95/p99 in ms, non-2xx
// answers and whether the target is met.
import { parseArgs } from 'node:util'

import { benchOrigin, measure, roundRobin, signIn } from './load.mjs'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    user: { type: 'string', default: 'kunde' },
  },
})
const origin = benchOrigin()
const cookie = await signIn(origin, values.user)
const headers = { origin, 'x-tribo-locale': 'de-ch', cookie }
const connections = Number(values.connections)
const duration = Number(values.duration)

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
const encode = (q) => q.replaceAll('[', '%5B').replaceAll(']', '%5D')
const apiPaths = QUERIES.map((q) => `/api/orders${q ? `?${encode(q)}` : ''}`)
// The page: mostly its plain address (the menu link), sometimes a shared or reloaded table state.
const pagePaths = ['', '', '', 'page=3', 'sort=totalCents&order=desc', 'filters[status][]=open'].map(
  (q) => `/de-ch/konto/bestellungen${q ? `?${encode(q)}` : ''}`,
)

for (const path of apiPaths) {
  const res = await fetch(`${origin}${path}`, { headers, redirect: 'manual' })
  const json = await res.json().catch(() => null)
  if (!res.ok || !json?.data?.results)
    throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(json?.messages ?? json)}`)
}
for (const path of pagePaths) {
  const res = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' })
  const html = await res.text()
  if (res.status !== 200 || !html.includes('data-testid="orders-table"'))
    throw new Error(`GET ${path} answered ${res.status} without the orders table`)
}
const total = (await (await fetch(`${origin}/api/orders`, { headers })).json()).data.results.pagination.total

const apiNext = roundRobin(apiPaths)
const api = await measure({
  origin,
  path: '/api/orders',
  headers,
  connections,
  duration,
  next: () => ({ path: apiNext() }),
})
console.log(
  JSON.stringify({
    route: 'GET /api/orders/ (mix)',
    user: values.user,
    orders: total,
    queries: apiPaths.length,
    ...api,
    target: 'p95 < 100 ms',
    meetsTarget: api.non2xx === 0 && api.p95 != null && api.p95 < 100,
  }),
)

const pageNext = roundRobin(pagePaths)
const page = await measure({
  origin,
  path: pagePaths[0],
  headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
  connections,
  duration,
  next: () => ({ path: pageNext() }),
})
console.log(
  JSON.stringify({
    route: 'GET /de-ch/konto/bestellungen (mix)',
    user: values.user,
    addresses: pagePaths.length,
    ...page,
    target: 'p95 < 150 ms',
    meetsTarget: page.non2xx === 0 && page.p95 != null && page.p95 < 150,
  }),
)
