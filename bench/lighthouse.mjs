#!/usr/bin/env node
// Lighthouse scores of the visitors' main pages (`npm run bench:lighthouse`, see bench/README.md):
// Lighthouse 12.2.3 (13 needs Node 22) with its default mobile settings (Moto G Power
// emulation, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, five runs per page
// (`--runs`) after one unmeasured load that fills the server's page cache, reporting the median
// run as Lighthouse's own tools do (the run nearest the median FCP and time to interactive);
// one run alone moves by ten points on this machine. Prints one JSON line per page and a
// table; progress goes to stderr.
//
// The scores count for a site that is public: a tenant whose siteEnvironment is not
// `production` tells crawlers to stay away (robots.txt), which costs the SEO score. With a
// self-started app the script sets the default tenant to `production` in its temporary
// database first; against BENCH_URL it only warns.
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { createApp, printTable, targetFromEnv } from './app.mjs'

const DEFAULT_PAGES =
  '/de-ch,/de-ch/produkte/motorenoele,/de-ch/p/TRB-SYN-5W30-C3,/de-ch/search?search=Motor%C3%B6l'
/** Lighthouse's advice for a stable figure: five runs, the median one. */
const DEFAULT_RUNS = 5
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** Issue 24's targets. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const ADMIN = { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' }
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const USAGE = `Usage: npm run bench:lighthouse -- [options]

Options:
  --pages <list>   comma-separated paths (default: ${DEFAULT_PAGES})
  --runs <n>       runs per page, the median run is reported (default: ${DEFAULT_RUNS}, 1–15)
  --details        also print, per audit below a full score, the elements it names (stderr)
  -h, --help       show this help

Target: BENCH_URL=http://localhost:3000 measures a running server; without it the
production build is started on a free port with a fresh demo database.`

const log = (message) => process.stderr.write(`[lighthouse] ${message}\n`)

/** What an audit found, one element or message per line (at most 8). */
function auditItems(audit) {
  const items = audit?.details?.items ?? []
  const describe = (item) =>
    item.node?.snippet ??
    item.node?.selector ??
    item.source?.url ??
    item.url ??
    item.description ??
    JSON.stringify(item).slice(0, 300)
  const lines = items.slice(0, 8).map(
    (item) =>
      `  - ${describe(item)}${
        item.subItems?.items?.length
          ? ` (${item.subItems.items
              .slice(0, 3)
              .map(
                (sub) =>
                  sub.issueType ?? sub.relatedNode?.snippet ?? sub.url ?? JSON.stringify(sub).slice(0, 200),
              )
              .join('; ')})`
          : ''
      }`,
  )
  return (
    [audit?.displayValue ? `  ${audit.displayValue}` : null, ...lines].filter(Boolean).join('\n') ||
    `  ${audit?.title ?? ''}`
  )
}

/** Makes the default tenant a public site (self-started app only: its database is thrown away). */
async function makeProductionSite(origin) {
  const login = await fetch(`${origin}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`CMS login answered ${login.status}`)
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = await (
    await fetch(`${origin}/cms-api/tenants?where[isDefault][equals]=true&depth=0&limit=1`, { headers: auth })
  ).json()
  const tenant = found.docs?.[0]
  if (!tenant) throw new Error('no default tenant')
  const res = await fetch(`${origin}/cms-api/tenants/${tenant.id}?locale=de`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ siteEnvironment: 'production' }),
  })
  if (!res.ok) throw new Error(`setting siteEnvironment answered ${res.status}`)
  log(`tenant ${tenant.slug}: siteEnvironment production`)
}

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      runs: { type: 'string' },
      details: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  const runs = values.runs === undefined ? DEFAULT_RUNS : Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
    log(`--runs must be a whole number from 1 to 15, not "${values.runs}"`)
    return 2
  }
  const details = !!values.details
  const pages = (values.pages ?? DEFAULT_PAGES)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const app = createApp({ log, prefix: 'tribo-lighthouse-' })
  process.on('exit', () => app.cleanUpSync())
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => app.stopServer().finally(() => process.exit(130)))

  let chrome = null
  try {
    const external = targetFromEnv()
    const target = external ?? (await app.startApp())
    // The browser asks for localhost (the default tenant's host), not the IP the server listens on.
    const origin = `http://localhost:${target.port}`
    if (external) {
      const robots = await (await fetch(`${origin}/robots.txt`)).text()
      if (/Disallow: \/\s*$/m.test(robots))
        log(
          'WARNING: this site is not a production site (robots.txt keeps crawlers out); the SEO score counts that',
        )
    } else {
      await makeProductionSite(origin)
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    })
    const rows = []
    for (const path of pages) {
      const url = `${origin}${path}`
      // Fills the page cache and warms the server, so the figures are not those of a first render.
      await fetch(url)
      const lhrs = []
      for (let run = 1; run <= runs; run++) {
        log(`auditing ${path} (run ${run} of ${runs})`)
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        if (!result?.lhr) throw new Error(`no result for ${path}`)
        lhrs.push(result.lhr)
      }
      const lhr = runs === 1 ? lhrs[0] : computeMedianRun(lhrs)
      const performanceRange = lhrs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100))
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
        ]),
      )
      const metric = (id) => lhr.audits[id]?.numericValue ?? null
      const failed = CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
          )
          .map((ref) => `${c}:${ref.id}`),
      )
      const row = {
        page: path,
        scores,
        metricsMs: {
          fcp: Math.round(metric('first-contentful-paint')),
          lcp: Math.round(metric('largest-contentful-paint')),
          tbt: Math.round(metric('total-blocking-time')),
          si: Math.round(metric('speed-index')),
        },
        cls: Math.round((metric('cumulative-layout-shift') ?? 0) * 1000) / 1000,
        runs,
        performanceOfRuns: performanceRange,
        meetsTargets: CATEGORIES.every((c) => scores[c] !== null && scores[c] >= TARGETS[c]),
        belowFull: failed,
        runtimeError: lhr.runtimeError?.message ?? null,
      }
      rows.push(row)
      if (details) for (const id of failed) log(`${path} ${id}\n${auditItems(lhr.audits[id.split(':')[1]])}`)
      process.stdout.write(`${JSON.stringify(row)}\n`)
    }
    const header = [
      'page',
      ...CATEGORIES,
      'performance of the runs',
      'LCP ms',
      'TBT ms',
      'CLS',
      'targets met',
    ]
    const lines = rows.map((r) => [
      r.page,
      ...CATEGORIES.map((c) => r.scores[c]),
      `${Math.min(...r.performanceOfRuns)}–${Math.max(...r.performanceOfRuns)}`,
      r.metricsMs.lcp,
      r.metricsMs.tbt,
      r.cls,
      r.meetsTargets ? 'yes' : 'no',
    ])
    printTable(header, lines)
    return 0
  } finally {
    await chrome?.kill()
    await app.stopServer()
  }
}

main()
  .catch((error) => {
    log(`failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  })
  .then((code) => process.exit(code))
