#!/usr/bin/env node
// Cart benchmark, as the demo customer `kunde` at 16 connections against a
// running server, with a cart of every orderable pack of one product:
//   1. POST /api/b2bcart/ quantity changes;
//   2. the cart page /de-ch/warenkorb (target: p95 < 150 ms).
//   BENCH_URL=http://localhost:3000 npm run bench:cart -- [--duration 10] [--connections 16]
// Prints one JSON line per route with requests/s, p50/p95/p99 in ms, non-2xx
// answers (and, for the page, whether the target is met). The cart is
// emptied afterwards.
import { parseArgs } from 'node:util'

import { benchOrigin, measure, signIn } from './load.mjs'

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' } },
})
const origin = benchOrigin()
const connections = Number(values.connections)
const duration = Number(values.duration)
const PRODUCT_NUMBERS = ['TRB-SYNPRO-5W30', 'TRB-SYN-5W30-C3']

const cookie = await signIn(origin, 'kunde')
const headers = { 'content-type': 'application/json', origin, 'x-tribo-locale': 'de-ch', cookie }

async function call(path, { method = 'GET', body } = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json().catch(() => null)
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json?.messages ?? json)}`)
  return { res, data: json.data }
}

const articles = []
for (const productNumber of PRODUCT_NUMBERS) {
  const { data: variants } = await call(`/api/product/variants?productNumber=${productNumber}`)
  articles.push(...variants.variantTable.rows.filter((row) => row.orderable).map((row) => row.articleNumber))
}
await call('/api/b2bcart', { method: 'DELETE' })
const { data: cart } = await call('/api/b2bcart', {
  method: 'POST',
  body: { action: 'add', entries: articles.map((articleNumber) => ({ articleNumber, count: 1 })) },
})
const keys = cart.entries.map((entry) => entry.itemKey)
if (!keys.length) throw new Error('the cart has no lines to change')

try {
  let n = 0
  const update = await measure({
    origin,
    path: '/api/b2bcart',
    method: 'POST',
    headers,
    connections,
    duration,
    next: () => ({
      body: JSON.stringify({ action: 'update', itemKey: keys[n % keys.length], count: 1 + (n++ % 50) }),
    }),
  })
  console.log(JSON.stringify({ route: 'POST /api/b2bcart/ (update)', lines: keys.length, ...update }))

  const check = await fetch(`${origin}/de-ch/warenkorb`, { headers: { cookie }, redirect: 'manual' })
  const html = await check.text()
  if (check.status !== 200 || !html.includes(articles[0]))
    throw new Error(`GET /de-ch/warenkorb answered ${check.status} without the cart's lines`)
  const page = await measure({
    origin,
    path: '/de-ch/warenkorb',
    headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    connections,
    duration,
  })
  console.log(
    JSON.stringify({
      route: 'GET /de-ch/warenkorb',
      lines: keys.length,
      ...page,
      target: 'p95 < 150 ms',
      meetsTarget: page.non2xx === 0 && page.p95 != null && page.p95 < 150,
    }),
  )
} finally {
  await call('/api/b2bcart', { method: 'DELETE' })
}
