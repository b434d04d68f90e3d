import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { signIn, tenantUrl } from './helpers'

/**
 * Every page of the site at a phone, a tablet and a desktop width, on every
 * tenant (each in its own theme): nothing scrolls sideways, and axe finds no
 * serious or critical accessibility violation. Each page loads once; the
 * viewport then changes in place, which is what CSS layouts answer to.
 * The CMS pages come from each tenant's own navigation, so new pages are
 * covered without touching this test.
 */

type Tenant = 'tribo' | 'moto' | 'industrie'
const WIDTHS = [375, 768, 1440] as const
const TENANTS: Tenant[] = ['tribo', 'moto', 'industrie']

/** The site's own pages (not from the CMS), the same on every tenant. */
const APP_PAGES = [
  '/de-ch',
  '/de-ch/search?search=Motor%C3%B6l',
  '/de-ch/news',
  '/de-ch/fairs',
  '/de-ch/dealers',
  '/de-ch/distribution-partners',
  '/de-ch/faq',
  '/de-ch/jobs',
  '/de-ch/oel-finder',
  '/de-ch/compare',
  '/de-ch/login',
  '/de-ch/passwort-vergessen',
  '/de-ch/shop/warenkorb',
  '/de-ch/gibt-es-nicht',
]

/** The page's width against the viewport's, and the elements reaching furthest to the right (to name the culprit). */
async function overflow(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`
    // How far an element reaches, cut at the edge of any ancestor that clips or scrolls it. An
    // absolutely positioned element escapes the clipping of ancestors inside its containing block
    // (the nearest positioned ancestor): a scroller without position lets it widen the page.
    const reach = (element: Element) => {
      let right = element.getBoundingClientRect().right
      let escaping = getComputedStyle(element).position === 'absolute'
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent)
        if (escaping && style.position === 'static') continue
        escaping = false
        if (style.overflowX !== 'visible') right = Math.min(right, parent.getBoundingClientRect().right)
      }
      return right
    }
    const elements = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: reach(element), width: element.getBoundingClientRect().width }))
      .filter(({ right, width: w }) => w > 0 && right > width + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map(
        ({ element, right }) =>
          `${describe(element)} in ${element.parentElement ? describe(element.parentElement) : ''} (right ${Math.round(right)})`,
      )
    // Text running out of its box (an element's own box may fit while its text does not).
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node && texts.length < 3; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      let right = range.getBoundingClientRect().right
      for (
        let parent: Element | null = node.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible')
          right = Math.min(right, parent.getBoundingClientRect().right)
      }
      if (right > width + 1)
        texts.push(
          `text "${node.textContent.trim().slice(0, 40)}" in ${describe(node.parentElement)} (right ${Math.round(right)})`,
        )
    }
    // The chain of boxes whose content is wider than the viewport, from body down.
    const chain: string[] = []
    for (let node: Element | undefined = document.body; node && chain.length < 12;) {
      const wide: Element | undefined = [...node.children]
        .filter((child) => child.scrollWidth > width + 1)
        .sort((x, y) => y.scrollWidth - x.scrollWidth)[0]
      if (!wide) break
      chain.push(`${describe(wide)}(${wide.scrollWidth})`)
      node = wide
    }
    const culprits = [...elements, ...texts, ...(chain.length ? [`widest chain: ${chain.join(' > ')}`] : [])]
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits }
  })
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

/** Loads a page and checks it at every width; axe at the narrowest and the widest. */
async function checkPage(page: Page, url: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 })
  const response = await page.goto(url)
  expect(response?.status(), url).toBeLessThan(500)
  await page.waitForLoadState('networkidle')
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    // Two frames for layout and resize observers to settle.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const measured = await overflow(page)
    // Soft: one run names every page and width that fails, not only the first.
    expect
      .soft(measured.scrollWidth, `${url} at ${width} px scrolls sideways: ${measured.culprits.join('; ')}`)
      .toBeLessThanOrEqual(measured.clientWidth)
    if (width === WIDTHS[0] || width === WIDTHS[WIDTHS.length - 1])
      expect.soft(await seriousViolations(page), `${url} at ${width} px`).toEqual([])
  }
}

/** The tenant's CMS pages linked from its header navigation (same host, no anchors), at most `max`. */
async function cmsPages(page: Page, tenant: Tenant, max: number): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 800 })
  await page.goto(tenantUrl(tenant, '/de-ch'))
  const origin = new URL(page.url()).origin
  const hrefs = await page
    .locator('header a[href^="/de-ch/"], footer a[href^="/de-ch/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  const own = [...new Set(hrefs.map((href) => href.split('#')[0]!))].filter(
    (href) =>
      !APP_PAGES.some((app) => href === app || href.startsWith(`${app}?`)) &&
      !/\/(konto|warenkorb|dashboard|notifications)/.test(href),
  )
  return own.slice(0, max).map((href) => `${origin}${href}`)
}

/** The address of a product of the tenant: the first hit of its search page for oil. */
async function firstProduct(page: Page, tenant: Tenant): Promise<string> {
  await page.setViewportSize({ width: 1440, height: 800 })
  await page.goto(tenantUrl(tenant, '/de-ch/search?search=%C3%96l'))
  const link = page.locator('main a[href*="/de-ch/p/"]').first()
  await link.waitFor({ timeout: 20_000 })
  return new URL((await link.getAttribute('href'))!, page.url()).toString()
}

/** A JSON call from the page itself (its host's cookies; the test runner cannot resolve tenant hosts like moto.localhost). */
async function call(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, data: ((await res.json().catch(() => ({}))) as { data?: unknown }).data }
    },
    { method, path, body },
  )
}

test.describe('responsive and accessible on every tenant', () => {
  test.describe.configure({ timeout: 240_000 })

  for (const tenant of TENANTS) {
    test(`${tenant}: the site's own pages`, async ({ page }) => {
      for (const path of APP_PAGES) await checkPage(page, tenantUrl(tenant, path))
    })

    test(`${tenant}: CMS pages and a product`, async ({ page }) => {
      const pages = await cmsPages(page, tenant, 10)
      expect(pages.length).toBeGreaterThan(0)
      for (const url of pages) await checkPage(page, url)
      await checkPage(page, await firstProduct(page, tenant))
    })
  }

  test('moto: a business customer’s product, cart and checkout', async ({ page }) => {
    const product = await firstProduct(page, 'moto')
    const origin = new URL(product).origin
    // Signed in on the tenant's own host (its account belongs to that tenant).
    expect(
      (await call(page, 'POST', '/api/auth/login', { username: 'moto-kunde', password: 'Kunde-2026!' }))
        .status,
    ).toBe(200)
    for (const url of [product, `${origin}/de-ch/warenkorb`, `${origin}/de-ch/warenkorb/kasse`])
      await checkPage(page, url)
  })

  test('tribo: a business customer’s orders and account pages', async ({ page }) => {
    await signIn(page, 'kunde', 'Kunde-2026!')
    for (const path of [
      '/de-ch/p/TRB-SYN-5W30-C3',
      '/de-ch/warenkorb',
      '/de-ch/konto/bestellungen',
      '/de-ch/konto/bestellte-produkte',
      '/de-ch/konto/merklisten',
      '/de-ch/konto/favoriten',
      '/de-ch/konto/adressen',
      '/de-ch/konto/vertraege',
      '/de-ch/konto/sicherheitsdatenblaetter',
      '/de-ch/konto/dokumente',
      '/de-ch/konto/offerten',
      '/de-ch/konto/abos',
      '/de-ch/dashboard',
      '/de-ch/notifications',
      '/de-ch/widget-gallery',
    ])
      await checkPage(page, path)
    await page.goto('/de-ch/konto/bestellungen')
    await checkPage(page, (await page.getByTestId('order-link').first().getAttribute('href'))!)
    await page.goto('/de-ch/konto/abos')
    await checkPage(page, (await page.getByTestId('schedule-link').first().getAttribute('href'))!)
  })

  test('tribo: the fleet and one of its entries', async ({ page }) => {
    await signIn(page, 'alpin', 'Alpin-2026!')
    await checkPage(page, '/de-ch/konto/fuhrpark')
    await page.goto('/de-ch/konto/fuhrpark')
    await checkPage(page, (await page.getByTestId('fleet-entry-link').first().getAttribute('href'))!)
  })

  test('tribo: a private customer’s product page and cart', async ({ page }) => {
    await signIn(page, 'privat', 'Privat-2026!')
    for (const path of ['/de-ch/p/TRB-SYN-5W30-C3', '/de-ch/shop/warenkorb']) await checkPage(page, path)
  })
})
