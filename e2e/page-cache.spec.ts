import { expect, test, type Browser, type Page } from './fixtures'

import { baseUrl, signIn, tenantUrl } from './helpers'

const PRODUCT = '/de-ch/p/TRB-SYN-5W30-C3'

/** Every kind of page the full route cache keeps (lib/cached-pages/routing.ts), on all three tenants and two locales. */
async function cachedRoutes(page: Page): Promise<string[]> {
  await page.goto('/de-ch/news')
  const news = await page.locator('main a[href^="/de-ch/news/"]').first().getAttribute('href')
  await page.goto('/de-ch/jobs')
  const job = await page.locator('main a[href^="/de-ch/jobs/"]').first().getAttribute('href')
  expect(news && job).toBeTruthy()
  return [
    ...[
      '/de-ch',
      '/fr-ch',
      '/de-ch/unternehmen/geschichte',
      '/de-ch/produkte/motorenoele',
      PRODUCT,
      '/de-ch/news',
      news!,
      '/de-ch/jobs',
      job!,
    ].map((path) => tenantUrl('tribo', path)),
    ...[
      '/de-ch/alternativen',
      '/de-ch/dealers',
      '/de-ch/distribution-partners',
      '/de-ch/fairs',
      '/de-ch/faq',
      '/de-ch/oel-finder',
    ].map((path) => tenantUrl('tribo', path)),
    tenantUrl('moto', '/de-ch'),
    tenantUrl('industrie', '/de-ch'),
  ]
}

/** A page load whose HTML is the full route cache's (the second load of an address at the latest). */
async function loadFromCache(page: Page, url: string): Promise<string> {
  let html = ''
  await expect(async () => {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    const headers = response!.headers()
    expect(headers['x-nextjs-cache'], url).toBe('HIT')
    expect(headers['cache-control'], url).toBe('public, max-age=0, must-revalidate')
    html = await response!.text()
  }).toPass({ timeout: 30_000 })
  return html
}

async function signedInPage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl })
  const page = await context.newPage()
  await signIn(page, username, password)
  return page
}

const PERSONAL = [
  /CHF\s?\d/,
  /Hans Muster/,
  /Nina Brunner/,
  /data-testid="variant-table"/,
  /data-availability=/,
  /data-testid="last-ordered"/,
  /nonce-/,
]

test.describe('pages from the full route cache', () => {
  test('visitors get every public page from the cache, and the cached HTML holds nothing of a session', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000)
    const routes = await cachedRoutes(page)
    // Signed-in customers load the same addresses first: what they see must never reach the cache.
    // (The account belongs to the default tenant; its cookie is not sent to the other tenants' hosts.)
    const customer = await signedInPage(browser, 'kunde', 'Kunde-2026!')
    const ownHost = new URL(baseUrl).host
    for (const url of routes.filter((u) => new URL(u).host === ownHost))
      expect((await customer.goto(url))?.headers()['x-nextjs-cache'], url).toBeUndefined()
    await customer.goto(PRODUCT)
    await expect(customer.getByTestId('variant-table')).toBeVisible()
    await expect(customer.getByTestId('variant-table').getByTestId('availability').first()).toBeVisible()

    const visitor = await (await browser.newContext()).newPage()
    for (const url of routes) {
      const html = await loadFromCache(visitor, url)
      for (const pattern of PERSONAL) expect(html, `${url} ${pattern}`).not.toMatch(pattern)
    }
    // The cached page works in the browser: hydrated, the menu opens, the sign-in offer is there.
    await visitor.goto(tenantUrl('tribo', PRODUCT))
    await expect(visitor.getByTestId('login-for-prices')).toBeVisible()
    await visitor.getByTestId('menu-button').click()
    await expect(visitor.getByTestId('navigation-panel')).toBeVisible()
    await customer.context().close()
    await visitor.context().close()
  })

  test('sign in, load, sign out, load: no prices; another customer never sees the first one’s prices', async ({
    browser,
  }) => {
    const first = await signedInPage(browser, 'kunde', 'Kunde-2026!')
    const firstArticles = await (
      await first.request.get(`/api/product/${PRODUCT.split('/').pop()}/articles`)
    ).json()
    await first.goto(PRODUCT)
    await expect(first.getByTestId('variant-table')).toBeVisible()
    await expect(first.getByTestId('variant-table')).toContainText('CHF')

    // Signing out: the next load is the visitors' cached page, without prices.
    expect((await first.request.post('/api/auth/logout', { headers: { origin: baseUrl } })).ok()).toBe(true)
    const response = await first.goto(PRODUCT)
    expect(await response!.text()).not.toMatch(/CHF\s?\d/)
    await expect(first.getByTestId('login-for-prices')).toBeVisible()
    await expect(first.getByTestId('variant-table')).toHaveCount(0)

    // Another customer sees its own prices, never the first one's page.
    const second = await signedInPage(browser, 'alpin', 'Alpin-2026!')
    const secondArticles = await (
      await second.request.get(`/api/product/${PRODUCT.split('/').pop()}/articles`)
    ).json()
    const page = await (await second.goto(PRODUCT))!.text()
    expect(page).not.toContain('Hans Muster')
    await expect(second.getByTestId('variant-table')).toBeVisible()
    const cents = (body: { data: { articles: { priceInfo: { unitPriceCents: number } | null }[] } }) =>
      body.data.articles
        .map((a) => a.priceInfo?.unitPriceCents)
        .filter((c): c is number => typeof c === 'number')
    const own = cents(secondArticles)
    const others = cents(firstArticles).filter((c) => !own.includes(c))
    expect(own.length).toBeGreaterThan(0)
    const table = (await second.getByTestId('variant-table').textContent()) ?? ''
    for (const c of others) expect(table).not.toContain((c / 100).toFixed(2))
    await first.context().close()
    await second.context().close()
  })
})
