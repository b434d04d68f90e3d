#!/usr/bin/env node
// Soak test (`npm run soak`, see bench/README.md): a production build under
// minutes of mixed use — anonymous pages, search, sign-ins and signed-in
// writes (cart, favourites, shopping lists, now and then a checkout) — while
// the server's resident memory and open file descriptors are sampled.
// Samples and the summary go to stdout as JSON lines; progress to stderr.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STARTUP_TIMEOUT_MS = 10 * 60_000

const USAGE = `Usage: npm run soak -- [options]

Options:
  --minutes <n>        how long to load the server (default 10)
  --connections <n>    concurrent virtual users (default 16; half of them signed in)
  --sample <s>         seconds between memory samples (default 10)
  --db sqlite|postgres database of the self-started server (default sqlite;
                       postgres uses DATABASE_URL when it is a postgres URL,
                       else a throwaway embedded PostgreSQL)
  -h, --help

Target:
  (default)                          build if .next/BUILD_ID is missing, start
                                     scripts/start.mjs on a free port with a fresh
                                     database, stop it at the end
  BENCH_URL=http://localhost:3000 --pid <pid>   a running server (loopback) and
                                     the process id whose memory to sample

Pass criteria (printed, exit code 1 when one fails): RSS at the end within 15 %
of the sample after the first 2 minutes (a fifth of the run when shorter),
fewer than 200 open descriptors, no 5xx answer.`

const log = (message) => process.stderr.write(`[soak] ${message}\n`)

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    sample: { type: 'string', default: '10' },
    db: { type: 'string', default: 'sqlite' },
    pid: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
const minutes = Number(values.minutes)
const connections = Number(values.connections)
const sampleSeconds = Number(values.sample)
if (
  !(minutes > 0 && minutes <= 240) ||
  !Number.isInteger(connections) ||
  connections < 2 ||
  connections > 256 ||
  !(sampleSeconds >= 1)
) {
  process.stderr.write(`Invalid options.\n\n${USAGE}\n`)
  process.exit(2)
}
if (values.db !== 'sqlite' && values.db !== 'postgres') {
  process.stderr.write(`--db must be sqlite or postgres\n`)
  process.exit(2)
}

// ------------------------------------------------------------------ server --

const owned = { child: null, tmpDir: null, postgres: null }

async function stopAll() {
  const child = owned.child
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 10_000)
    await exited
    clearTimeout(timer)
  }
  owned.child = null
  if (owned.postgres) await owned.postgres.stop().catch(() => {})
  owned.postgres = null
  if (owned.tmpDir) fs.rmSync(owned.tmpDir, { recursive: true, force: true })
  owned.tmpDir = null
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll()
    process.exit(130)
  })
}

function runToEnd(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 2, 2] })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`)),
    )
  })
}

async function startServer() {
  const { freePort, startEmbeddedPostgres } = await import(path.join(root, 'scripts/embedded-postgres.mjs'))
  owned.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-soak-'))
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  if (!fs.existsSync(path.join(root, '.next/BUILD_ID'))) {
    log('no .next/BUILD_ID: building (npm run build)')
    await runToEnd('npm', ['run', 'build'], {
      ...env,
      DATABASE_URL: `file:${path.join(owned.tmpDir, 'build.db')}`,
    })
  }
  let databaseUrl = `file:${path.join(owned.tmpDir, 'soak.db')}`
  if (values.db === 'postgres') {
    if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) databaseUrl = process.env.DATABASE_URL
    else {
      owned.postgres = await startEmbeddedPostgres()
      const name = `tribo_soak_${Date.now().toString(36)}`
      await owned.postgres.createDatabase(name)
      databaseUrl = owned.postgres.url(name)
    }
  }
  const port = await freePort()
  log(`starting the app on port ${port} (${values.db})`)
  const dir = owned.tmpDir
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...env,
      SKIP_BUILD: '1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      SHARE_FILES_DIR: path.join(dir, 'share-files'),
      FORM_FILES_DIR: path.join(dir, 'form-files'),
      SAFETY_DATA_SHEETS_DIR: path.join(dir, 'safety-data-sheets'),
      ORDER_DOCUMENTS_DIR: path.join(dir, 'order-documents'),
      // Every virtual user signs in from this one address.
      LOGIN_ATTEMPTS_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  owned.child = child
  const keep = (chunk) => {
    const text = String(chunk)
    // The app's own log is long; keep errors visible.
    if (/error|warn|✗/i.test(text)) process.stderr.write(text)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}) before it answered`)
    const status = await request(base, { path: '/api/health', host: `localhost:${port}` })
      .then((r) => r.status)
      .catch(() => 0)
    if (status === 200) break
    if (Date.now() > deadline) throw new Error('the app did not answer /api/health in time')
    await sleep(1000)
  }
  log(`app ready at ${base}`)
  return { base, port, rootPid: child.pid }
}

// ------------------------------------------------------------------ memory --

/** Processes below `pid` (itself included). */
function processTree(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // gone
    }
  }
  const out = []
  const visit = (p) => {
    out.push(p)
    for (const c of children.get(p) ?? []) visit(c)
  }
  visit(pid)
  return out
}

function processFigures(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    const fds = fs.readdirSync(`/proc/${pid}/fd`)
    let dbFds = 0
    for (const fd of fds) {
      try {
        if (/\.db(-wal|-shm)?$/.test(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))) dbFds++
      } catch {
        // closed meanwhile
      }
    }
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
    return { pid, rssKb, fds: fds.length, dbFds, cmd }
  } catch {
    return null
  }
}

/** The serving process: the largest process in the tree (next start's server). */
function serverFigures(rootPid) {
  const figures = processTree(rootPid).map(processFigures).filter(Boolean)
  if (!figures.length) return null
  return figures.reduce((a, b) => (b.rssKb > a.rssKb ? b : a))
}

// ------------------------------------------------------------------- http --

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
let agent

function request(base, { method = 'GET', path: p, host, headers = {}, body, timeoutMs = 30_000 }) {
  const url = new URL(p, base)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          host,
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)))
    req.on('error', reject)
    if (payload !== undefined) req.write(payload)
    req.end()
  })
}

// -------------------------------------------------------------------- load --

const ANONYMOUS_PAGES = [
  '/de-ch',
  '/de-ch/unternehmen/geschichte',
  '/fr-ch/entreprise/histoire',
  '/de-ch/produkte/motorenoele',
  '/de-ch/p/TRB-SYN-5W30-C3',
  '/de-ch/news',
  '/de-ch/faq',
  '/de-ch/jobs',
  '/de-ch/oel-finder',
  '/de-ch/dealers',
]
const SEARCHES = [
  '/api/search/product?query=Motor%C3%B6l',
  '/api/search/product?query=TRB-SYNPRO-5W30-005L',
  '/api/search/document?query=Datenblatt&isLiveSearch=true',
  '/api/search/product-advanced?query=Motorenoel',
  '/api/oilfinder/search?lang=de&search=golf%20tdi',
]
const SIGNED_IN_PAGES = [
  '/de-ch/warenkorb',
  '/de-ch/konto/bestellungen',
  '/de-ch/konto/favoriten',
  '/de-ch/p/TRB-SYNPRO-5W30',
  '/de-ch/dashboard',
  '/de-ch/konto/merklisten',
]
const SIGNED_IN_READS = [
  '/api/orders?limit=20',
  '/api/b2bcart',
  '/api/favourites',
  '/api/shopping-lists',
  '/api/notifications',
]
const PRODUCTS = ['TRB-SYNPRO-5W30', 'TRB-SYN-5W30-C3', 'TRB-SYNDSL-5W30']
const ACCOUNTS = [
  { username: 'kunde', password: 'Kunde-2026!' },
  { username: 'alpin', password: 'Alpin-2026!' },
  { username: 'einkauf', password: 'Einkauf-2026!' },
]

const stats = { requests: 0, byStatus: {}, errors: 0, server5xx: [], actions: {} }

function count(action, status) {
  stats.requests++
  stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1
  const a = (stats.actions[action] ??= { n: 0, non2xx: 0 })
  a.n++
  if (status >= 400) a.non2xx++
  if (status >= 500 && stats.server5xx.length < 20) stats.server5xx.push(action)
}

class VirtualUser {
  constructor(target, index) {
    this.target = target
    this.index = index
    this.cookies = new Map()
    this.account = index % 2 === 1 ? ACCOUNTS[Math.floor(index / 2) % ACCOUNTS.length] : null
    this.articles = []
    this.listId = null
    this.iteration = 0
  }

  get origin() {
    return `http://localhost:${this.target.port}`
  }

  async call(action, { method = 'GET', path: p, body }) {
    const headers = { 'x-tribo-locale': 'de-ch', 'accept-language': 'de-CH' }
    if (method !== 'GET') headers.origin = this.origin
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    try {
      const res = await request(this.target.base, {
        method,
        path: p,
        host: `localhost:${this.target.port}`,
        headers,
        body,
      })
      for (const line of [res.headers['set-cookie'] ?? []].flat()) {
        const [pair, ...attrs] = line.split(';')
        const eq = pair.indexOf('=')
        const name = pair.slice(0, eq).trim()
        const value = pair.slice(eq + 1).trim()
        const expired =
          attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === ''
        if (expired) this.cookies.delete(name)
        else this.cookies.set(name, value)
      }
      count(action, res.status)
      let json = null
      if ((res.headers['content-type'] ?? '').includes('json')) {
        try {
          json = JSON.parse(res.text)
        } catch {
          json = null
        }
      }
      return { status: res.status, json }
    } catch (error) {
      stats.errors++
      return { status: 0, json: null, error }
    }
  }

  async signIn() {
    const res = await this.call('login', { method: 'POST', path: '/api/auth/login', body: this.account })
    if (res.status !== 200) throw new Error(`${this.account.username} could not sign in (${res.status})`)
  }

  async setUp() {
    if (!this.account) return
    await this.signIn()
    for (const product of PRODUCTS) {
      const { json } = await this.call('variants', { path: `/api/product/variants?productNumber=${product}` })
      for (const row of json?.data?.variantTable?.rows ?? [])
        if (row.orderable) this.articles.push({ productNumber: product, articleNumber: row.articleNumber })
    }
    if (!this.articles.length) throw new Error(`${this.account.username} sees no orderable article`)
    const list = await this.call('shopping-list create', {
      method: 'POST',
      path: '/api/shopping-lists',
      body: { name: `Soak ${this.index}`, entries: [] },
    })
    this.listId = list.json?.data?.shoppingList?.id ?? null
  }

  pick(list) {
    return list[Math.floor(Math.random() * list.length)]
  }

  async anonymousStep() {
    if (Math.random() < 0.7) await this.call('page (anonymous)', { path: this.pick(ANONYMOUS_PAGES) })
    else await this.call('search', { path: this.pick(SEARCHES) })
  }

  async signedInStep() {
    this.iteration++
    const article = this.pick(this.articles)
    const r = Math.random()
    if (this.iteration % 150 === 0) {
      await this.call('logout', { method: 'POST', path: '/api/auth/logout' })
      this.cookies.clear()
      await this.signIn()
    } else if (this.iteration % 60 === 0) {
      await this.checkout()
    } else if (r < 0.2) await this.call('page (signed in)', { path: this.pick(SIGNED_IN_PAGES) })
    else if (r < 0.35) await this.call('api read (signed in)', { path: this.pick(SIGNED_IN_READS) })
    else if (r < 0.6) {
      const cart = await this.call('cart add', {
        method: 'POST',
        path: '/api/b2bcart',
        body: {
          action: 'add',
          entries: [{ articleNumber: article.articleNumber, count: 1 + Math.floor(Math.random() * 5) }],
        },
      })
      const entries = cart.json?.data?.entries ?? []
      if (entries.length > 3)
        await this.call('cart remove', {
          method: 'POST',
          path: '/api/b2bcart',
          body: { action: 'remove', itemKey: entries[0].itemKey },
        })
      else if (entries.length)
        await this.call('cart update', {
          method: 'POST',
          path: '/api/b2bcart',
          body: {
            action: 'update',
            itemKey: this.pick(entries).itemKey,
            count: 1 + Math.floor(Math.random() * 20),
          },
        })
    } else if (r < 0.75) {
      if (Math.random() < 0.5)
        await this.call('favourite add', {
          method: 'POST',
          path: '/api/favourites',
          body: { productNumber: article.productNumber },
        })
      else
        await this.call('favourite remove', {
          method: 'DELETE',
          path: `/api/favourites/${article.productNumber}`,
        })
    } else if (r < 0.9) {
      if (this.listId)
        await this.call('shopping list add', {
          method: 'POST',
          path: `/api/shopping-lists/${this.listId}/items`,
          body: {
            entries: [
              { productNumber: article.productNumber, articleNumber: article.articleNumber, quantity: 1 },
            ],
          },
        })
    } else await this.call('search', { path: this.pick(SEARCHES) })
  }

  async checkout() {
    const article = this.pick(this.articles)
    await this.call('cart add', {
      method: 'POST',
      path: '/api/b2bcart',
      body: { action: 'add', entries: [{ articleNumber: article.articleNumber, count: 1 }] },
    })
    await this.call('checkout data', { path: '/api/b2bcart-data' })
    const res = await this.call('checkout commit', {
      method: 'POST',
      path: '/api/b2bcart-data/commit',
      body: { submissionKey: crypto.randomBytes(16).toString('hex'), termsAccepted: true },
    })
    if (res.status === 200) stats.orders = (stats.orders ?? 0) + 1
  }

  async run(until) {
    while (Date.now() < until) {
      if (this.account) await this.signedInStep()
      else await this.anonymousStep()
    }
  }
}

// -------------------------------------------------------------------- main --

async function main() {
  let target
  if (process.env.BENCH_URL) {
    const url = new URL(process.env.BENCH_URL)
    if (!values.pid) throw new Error('with BENCH_URL, pass --pid <server process id> to sample')
    target = { base: url.origin, port: url.port || '80', rootPid: Number(values.pid) }
  } else target = await startServer()

  agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const users = Array.from({ length: connections }, (_, i) => new VirtualUser(target, i))
  for (const user of users) await user.setUp()
  log(
    `${connections} virtual users (${users.filter((u) => u.account).length} signed in) for ${minutes} min, a sample every ${sampleSeconds} s`,
  )

  const started = Date.now()
  const until = started + minutes * 60_000
  const samples = []
  let lastRequests = 0
  const takeSample = () => {
    const f = serverFigures(target.rootPid)
    const t = Math.round((Date.now() - started) / 1000)
    const sample = {
      t,
      rssMb: f ? Math.round(f.rssKb / 1024) : null,
      fds: f?.fds ?? null,
      dbFds: f?.dbFds ?? null,
      requests: stats.requests,
      rps: Math.round((stats.requests - lastRequests) / sampleSeconds),
      status5xx: Object.entries(stats.byStatus)
        .filter(([s]) => Number(s) >= 500)
        .reduce((n, [, c]) => n + c, 0),
      errors: stats.errors,
    }
    lastRequests = stats.requests
    samples.push(sample)
    process.stdout.write(`${JSON.stringify({ sample })}\n`)
  }
  takeSample()
  const timer = setInterval(takeSample, sampleSeconds * 1000)
  await Promise.all(users.map((u) => u.run(until)))
  clearInterval(timer)
  takeSample()

  const baselineAt = Math.min(120, (minutes * 60) / 5)
  const baseline = samples.find((s) => s.t >= baselineAt) ?? samples[0]
  const end = samples.at(-1)
  const growth = baseline.rssMb ? (end.rssMb - baseline.rssMb) / baseline.rssMb : null
  const maxFds = Math.max(...samples.map((s) => s.fds ?? 0))
  const total5xx = end.status5xx
  const checks = {
    rssWithin15Percent: growth !== null && growth <= 0.15,
    fdsBelow200: maxFds < 200,
    no5xx: total5xx === 0,
  }
  const summary = {
    db: process.env.BENCH_URL ? 'external' : values.db,
    minutes,
    connections,
    requests: stats.requests,
    requestsPerSec: Math.round(stats.requests / ((Date.now() - started) / 1000)),
    orders: stats.orders ?? 0,
    byStatus: stats.byStatus,
    transportErrors: stats.errors,
    first5xx: stats.server5xx,
    actions: stats.actions,
    rssMb: {
      baseline: baseline.rssMb,
      baselineAtSec: baseline.t,
      end: end.rssMb,
      max: Math.max(...samples.map((s) => s.rssMb ?? 0)),
      growthPercent: growth === null ? null : Math.round(growth * 1000) / 10,
    },
    fds: { end: end.fds, max: maxFds, dbEnd: end.dbFds },
    checks,
    pass: Object.values(checks).every(Boolean),
  }
  process.stdout.write(`${JSON.stringify({ summary })}\n`)
  return summary.pass ? 0 : 1
}

let code = 1
try {
  code = await main()
} catch (error) {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error))
  code = 1
} finally {
  agent?.destroy()
  await stopAll()
}
process.exit(code)
