#!/usr/bin/env node
// Cart update benchmark: POST /api/b2bcart/ (quantity changes) at 16 connections
// against a running server, as the demo customer `kunde`.
//   BENCH_URL=http://localhost:3000 npm run bench:cart -- [--duration 10] [--connections 16]
// Prints one JSON line with p50/p95/p99 in ms, requests/s and non-2xx answers.
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { summarize } from './percentiles.mjs'

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' } } })
const base = process.env.BENCH_URL
if (!base || !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base)) {
  console.error('Set BENCH_URL to a running server on this machine, e.g. BENCH_URL=http://localhost:3000')
  process.exit(2)
}
const origin = new URL(base).origin
const PRODUCT_NUMBER = 'TRB-SYNPRO-5W30'

async function call(path, { method = 'GET', body, cookie } = {}) {
  const res = await fetch(`${origin}${path}`, { method, headers: { 'content-type': 'application/json', origin, 'x-tribo-locale': 'de-ch', ...(cookie ? { cookie } : {}) }, body: body ? JSON.stringify(body) : undefined })
  const json = await res.json().catch(() => null)
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json?.messages ?? json)}`)
  return { res, data: json.data }
}

const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ username: 'kunde', password: 'Kunde-2026!' }) })
if (!login.ok) throw new Error(`login answered ${login.status}`)
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

const { data: variants } = await call(`/api/product/variants?productNumber=${PRODUCT_NUMBER}`, { cookie })
const articles = variants.variantTable.rows.filter((row) => row.orderable).map((row) => row.articleNumber)
await call('/api/b2bcart', { method: 'DELETE', cookie })
const { data: cart } = await call('/api/b2bcart', { method: 'POST', body: { action: 'add', entries: articles.map((articleNumber) => ({ articleNumber, count: 1 })) }, cookie })
const keys = cart.entries.map((entry) => entry.itemKey)
if (!keys.length) throw new Error('the cart has no lines to change')

let n = 0
const latencies = []
const statuses = {}
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: `${origin}/api/b2bcart`,
      method: 'POST',
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers: { 'content-type': 'application/json', origin, 'x-tribo-locale': 'de-ch', cookie },
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ action: 'update', itemKey: keys[n % keys.length], count: 1 + (n++ % 50) }) }) }],
      timeout: 10,
    },
    (error, res) => (error ? reject(error) : resolve(res)),
  )
  instance.on('response', (_client, status, _bytes, time) => {
    latencies.push(time)
    statuses[status] = (statuses[status] ?? 0) + 1
  })
})
await call('/api/b2bcart', { method: 'DELETE', cookie })
const s = summarize(latencies)
const round = (v) => (v == null ? null : Math.round(v * 10) / 10)
console.log(JSON.stringify({ route: 'POST /api/b2bcart/ (update)', connections: Number(values.connections), lines: keys.length, requests: s.count, rps: round(result.requests.average), p50: round(s.p50), p95: round(s.p95), p99: round(s.p99), non2xx: result.non2xx, errors: result.errors, statuses }))
