#!/usr/bin/env node
// Page weight as a first-time visitor's browser loads it (`npm run bench:weight`, see
// bench/README.md): each page opens in a fresh Chromium context (nothing cached), and the
// bytes transferred until the network is idle are summed by resource type. Prints one JSON
// line per page and a table; progress and server output go to stderr.
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { createApp, printTable, targetFromEnv } from './app.mjs'

const DEFAULT_PAGES =
  '/de-ch,/de-ch/produkte/motorenoele,/de-ch/p/TRB-SYN-5W30-C3,/de-ch/search?search=Motor%C3%B6l,/de-ch/oel-finder,/bench-reference'
const VIEWPORTS = {
  mobile: { width: 412, height: 823, isMobile: true },
  desktop: { width: 1440, height: 900, isMobile: false },
}
const TYPES = ['Document', 'Script', 'Stylesheet', 'Image', 'Font', 'Fetch', 'Other']

const USAGE = `Usage: npm run bench:weight -- [options]

Options:
  --pages <list>      comma-separated paths (default: ${DEFAULT_PAGES})
  --viewport <name>   mobile (default) or desktop
  -h, --help          show this help

Target: BENCH_URL=http://localhost:3000 measures a running server; without it the
production build is started on a free port with a fresh demo database.`

const log = (message) => process.stderr.write(`[weight] ${message}\n`)
const kb = (bytes) => Math.round(bytes / 102.4) / 10

/** Transferred bytes of one page load, by resource type, plus the document's decoded size. */
async function measurePage(browser, url, viewport) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const typeOf = new Map()
  const bytes = Object.fromEntries(TYPES.map((t) => [t, 0]))
  let requests = 0
  cdp.on('Network.requestWillBeSent', (e) => typeOf.set(e.requestId, e.type ?? 'Other'))
  cdp.on('Network.responseReceived', (e) =>
    typeOf.set(e.requestId, e.type ?? typeOf.get(e.requestId) ?? 'Other'),
  )
  cdp.on('Network.loadingFinished', (e) => {
    const raw = typeOf.get(e.requestId) ?? 'Other'
    const type = raw === 'XHR' ? 'Fetch' : TYPES.includes(raw) ? raw : 'Other'
    bytes[type] += e.encodedDataLength
    requests += 1
  })
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
  const status = response?.status() ?? 0
  const htmlBytes = response ? (await response.body()).length : 0
  await context.close()
  const total = Object.values(bytes).reduce((a, b) => a + b, 0)
  return {
    status,
    requests,
    htmlDecodedKb: kb(htmlBytes),
    transferredKb: Object.fromEntries(TYPES.map((t) => [t.toLowerCase(), kb(bytes[t])])),
    totalKb: kb(total),
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      viewport: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  const viewportName = values.viewport ?? 'mobile'
  const viewport = VIEWPORTS[viewportName]
  if (!viewport) throw new Error(`--viewport must be mobile or desktop, got ${viewportName}`)
  const pages = (values.pages ?? DEFAULT_PAGES)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

  const app = createApp({ log, prefix: 'tribo-weight-' })
  process.on('exit', () => app.cleanUpSync())
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => app.stopServer().finally(() => process.exit(130)))
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const target = targetFromEnv() ?? (await app.startApp())
    // The browser asks for localhost (the default tenant's host), not the IP the server listens on.
    const origin = `http://localhost:${target.port}`
    const rows = []
    for (const path of pages) {
      log(`loading ${path} (${viewportName})`)
      // One unmeasured load first, so the figures are not those of a page rendered for the first time.
      await measurePage(browser, `${origin}${path}`, viewport)
      const row = {
        page: path,
        viewport: viewportName,
        ...(await measurePage(browser, `${origin}${path}`, viewport)),
      }
      rows.push(row)
      process.stdout.write(`${JSON.stringify(row)}\n`)
    }
    const header = [
      'page',
      'status',
      'JS KB',
      'CSS KB',
      'HTML KB (transferred / decoded)',
      'images KB',
      'fonts KB',
      'fetch KB',
      'total KB',
    ]
    const lines = rows.map((r) => [
      r.page,
      r.status,
      r.transferredKb.script,
      r.transferredKb.stylesheet,
      `${r.transferredKb.document} / ${r.htmlDecodedKb}`,
      r.transferredKb.image,
      r.transferredKb.font,
      r.transferredKb.fetch,
      r.totalKb,
    ])
    printTable(header, lines)
    return rows.every((r) => r.status === 200) ? 0 : 1
  } finally {
    await browser.close()
    await app.stopServer()
  }
}

main()
  .catch((error) => {
    log(`failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  })
  .then((code) => process.exit(code))
