import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { tenantUrl } from './helpers'

const WIDTHS = [375, 768, 1024, 1440] as const

async function login(page: Page) {
  await page.getByTestId('login-link').click()
  const flyout = page.getByTestId('login-flyout')
  await flyout.getByLabel('Benutzername').fill('mitarbeiter')
  await flyout.getByLabel('Passwort', { exact: true }).fill('Mitarbeiter-2026!')
  await flyout.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(page.getByTestId('account-area')).toBeAttached()
  await page.waitForLoadState('networkidle')
}

for (const width of WIDTHS) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('shows each part by its rule, logged out and logged in', async ({ page }) => {
      await page.goto('/de-ch/unternehmen/geschichte')
      await page.waitForLoadState('networkidle')
      const header = page.locator('header').first()
      await expect(header.getByTestId('menu-button')).toBeVisible()
      await expect(header.getByTestId('logo')).toBeVisible()
      // Language switcher: md and up only; the contact button: small screens only (768–1023 px; phones have it in the dots menu); the dots menu: mobile only.
      await expect(header.getByTestId('language-switcher')).toBeVisible({ visible: width >= 1024 })
      await expect(header.getByTestId('contact-button')).toBeVisible({
        visible: width >= 768 && width < 1024,
      })
      await expect(header.getByTestId('dots-menu')).toBeVisible({ visible: width < 768 })
      await expect(header.getByTestId('login-link')).toBeVisible()
      await expect(header.getByTestId('account-area')).toHaveCount(0)
      // The search shows in the bar from 1024 px (smaller: only with the navigation open); the oil finder link leads to the finder; visitors get the B2C cart.
      await expect(header.getByTestId('search-field')).toBeVisible({ visible: width >= 1024 })
      await expect(header.getByTestId('oil-finder-link')).toHaveAttribute('href', '/de-ch/oel-finder')
      await expect(header.getByTestId('cart-link')).toHaveAttribute('href', '/de-ch/shop/warenkorb')
      // The feedback tab sits on the right edge from 768 px; on phones it would cover the content, so the dots menu has the link.
      await expect(page.getByTestId('feedback-trigger')).toBeVisible({ visible: width >= 768 })
      // Everything fits: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

      // Scroll-to-top: past 1000 px while scrolling up, never on mobile.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.setViewportSize({ width, height: 300 })
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px'
      })
      // Two separate scroll events: down past 1000 px, then up.
      await page.evaluate(() => window.scrollTo(0, 3000))
      await page.waitForTimeout(150)
      await page.evaluate(() => window.scrollTo(0, 2500))
      await expect(page.getByTestId('scroll-to-top')).toBeVisible({ visible: width >= 768 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.setViewportSize({ width, height: 900 })

      await login(page)
      await expect(header.getByTestId('login-link')).toHaveCount(0)
      await expect(header.getByTestId('account-area')).toContainText('Angemeldet als Erika Berger')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // An employee whose options allow it gets the order-on-behalf icon.
      await expect(header.getByTestId('order-on-behalf')).toBeVisible()
    })

    test('the navigation panel opens, selects levels, closes and works by keyboard', async ({ page }) => {
      await page.goto('/de-ch')
      await page.waitForLoadState('networkidle')
      const menu = page.getByTestId('menu-button')
      await menu.focus()
      await page.keyboard.press('Enter')
      const panel = page.getByTestId('navigation-panel')
      await expect(panel).toBeVisible()
      // Opening locks the page, focuses the first item and becomes scrollable shortly after.
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
      await expect(panel.getByRole('button', { name: 'Motorenöle' })).toBeFocused()
      await expect(panel).toHaveAttribute('data-scrollable', 'true')

      // Level 1 toggles; another level 1 clears level 2; the same again closes.
      const motor = panel.getByRole('button', { name: 'Motorenöle' })
      await page.keyboard.press('Enter')
      await expect(motor).toHaveAttribute('aria-expanded', 'true')
      const cars = panel.getByRole('button', { name: 'Personenwagen' })
      await cars.click()
      await expect(cars).toHaveAttribute('aria-expanded', 'true')
      await expect(panel.getByRole('link', { name: 'Vollsynthetisch' })).toBeVisible()
      await panel.getByRole('button', { name: 'Getriebeöle' }).click()
      await expect(motor).toHaveAttribute('aria-expanded', 'false')
      await expect(panel.getByRole('link', { name: 'Vollsynthetisch' })).toHaveCount(0)
      await panel.getByRole('button', { name: 'Getriebeöle' }).click()
      await expect(panel.getByRole('button', { name: 'Getriebeöle' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )

      // A divider before the entry marked with the separator.
      await expect(panel.locator('[role="separator"]')).toHaveCount(1)

      // Escape closes and returns focus to the menu button; the page scrolls again.
      await page.keyboard.press('Escape')
      await expect(panel).toHaveCount(0)
      await expect(menu).toBeFocused()
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

      // An outside click closes; a click on the menu button toggles instead.
      await menu.click()
      await expect(panel).toBeVisible()
      await page.mouse.click(5, 890)
      await expect(panel).toHaveCount(0)

      // Items without children follow their link.
      await menu.click()
      await panel.getByRole('button', { name: 'Motorenöle' }).click()
      await panel.getByRole('button', { name: 'Personenwagen' }).click()
      await panel.getByRole('link', { name: 'Vollsynthetisch' }).click()
      await expect(page).toHaveURL(/\/de-ch\/produkte\/motorenoele\/personenwagen\/vollsynthetisch$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vollsynthetisch')
      await page.waitForLoadState('networkidle')

      // The initial selection comes from the session: the active path is open.
      await page.getByTestId('menu-button').click()
      await expect(
        page.getByTestId('navigation-panel').getByRole('button', { name: 'Motorenöle' }),
      ).toHaveAttribute('aria-expanded', 'true')
      await expect(
        page.getByTestId('navigation-panel').getByRole('button', { name: 'Personenwagen' }),
      ).toHaveAttribute('aria-expanded', 'true')
    })

    test('has no serious or critical accessibility violations, with the menu closed and open', async ({
      page,
    }) => {
      await page.goto('/de-ch')
      const check = async () => {
        const results = await new AxeBuilder({ page }).include('header').include('footer').analyze()
        expect(
          results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => v.id),
        ).toEqual([])
      }
      await check()
      await page.getByTestId('menu-button').click()
      await page.getByTestId('navigation-panel').getByRole('button', { name: 'Motorenöle' }).click()
      await check()
    })
  })
}

test.describe('header flyouts and language switcher', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the profile flyout opens on hover and closes shortly after the pointer leaves', async ({ page }) => {
    await page.goto('/de-ch')
    await login(page)
    const area = page.getByTestId('account-area')
    await area.hover()
    const flyout = page.getByTestId('profile-flyout')
    await expect(flyout).toBeVisible()
    await page.mouse.move(10, 600)
    await expect(flyout).toBeVisible()
    await expect(flyout).toHaveCount(0)
  })

  test('the login flyout opens at start when the page asks for it and does not close on hover-out', async ({
    page,
  }) => {
    await page.goto('/de-ch?login=1&redirect=/de-ch/service')
    const flyout = page.getByTestId('login-flyout')
    await expect(flyout).toBeVisible()
    await page.mouse.move(10, 600)
    await page.waitForTimeout(500)
    await expect(flyout).toBeVisible()
    await expect(flyout.getByRole('button', { name: 'Anmelden', exact: true })).toBeDisabled()
  })

  test('the language switcher goes to the same page in another language and lists countries in a modal', async ({
    page,
  }) => {
    await page.goto('/de-ch/unternehmen/geschichte')
    await page.waitForLoadState('networkidle')
    await page.getByTestId('language-switcher').click()
    const overlay = page.getByTestId('language-overlay')
    await expect(overlay.getByRole('link')).toHaveText(['Deutsch', 'Français', 'Italiano'])
    await overlay.getByTestId('country-button').click()
    const modal = page.getByRole('dialog', { name: 'Land und Sprache wählen' })
    await expect(modal).toBeVisible()
    await expect(modal).toHaveAttribute('data-size', 'md')
    await modal.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr-ch\/entreprise\/histoire$/)
    await page.waitForLoadState('networkidle')
    // A country with one language navigates directly.
    await page.getByTestId('language-switcher').click()
    await page.getByTestId('country-button').click()
    await page.getByRole('dialog').getByRole('link', { name: 'Allemagne' }).click()
    await expect(page).toHaveURL(/\/de-de\/unternehmen\/geschichte$/)
  })

  test('the info ribbon stays closed for the visit', async ({ page }) => {
    await page.goto('/de-ch')
    await page.getByTestId('info-ribbon').getByRole('button', { name: 'Hinweis schliessen' }).click()
    await expect(page.getByTestId('info-ribbon')).toHaveCount(0)
    await page.goto('/de-ch/service')
    await expect(page.getByTestId('info-ribbon')).toHaveCount(0)
  })

  test('the mobile dots menu locks scrolling while open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/de-ch')
    await page.getByTestId('dots-menu').click()
    await expect(page.getByTestId('mobile-flyout')).toBeVisible()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('mobile-flyout')).toHaveCount(0)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })
})

test.describe('site basics', () => {
  test('the menu is hidden for visitors when the tenant hides it for logged-out users', async ({
    request,
    browser,
  }) => {
    const loginResponse = await request.post('/cms-api/users/login', {
      data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
    })
    const { token } = (await loginResponse.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}` }
    const found = await request.get('/cms-api/tenants?where[slug][equals]=moto&depth=0', { headers: auth })
    const tenant = ((await found.json()) as { docs: { id: number; features?: Record<string, boolean> }[] })
      .docs[0]
    const setHidden = (hide: boolean) =>
      request.patch(`/cms-api/tenants/${tenant.id}`, {
        headers: auth,
        data: { features: { ...tenant.features, hideMenuWhenLoggedOut: hide } },
      })
    const context = await browser.newContext()
    const page = await context.newPage()
    try {
      expect((await setHidden(true)).ok()).toBe(true)
      await expect(async () => {
        await page.goto(tenantUrl('moto', '/de-ch'))
        await expect(page.getByTestId('menu-button')).toHaveCount(0, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
    } finally {
      await setHidden(false)
      await context.close()
    }
  })

  test('old browsers get the old-browser page with the CMS texts', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
    })
    const page = await context.newPage()
    await page.goto('/de-ch/unternehmen')
    await expect(page.getByTestId('old-browser')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Browser wird nicht unterstützt')
    await context.close()
  })

  test('the sitemap lists every published page per locale with its alternates; robots.txt keeps crawlers out of non-production sites', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('application/xml')
    const xml = await sitemap.text()
    for (const path of [
      '/de-ch/unternehmen/geschichte',
      '/fr-ch/entreprise/histoire',
      '/it-ch/azienda/storia',
      '/en/company/history',
      '/de-de/unternehmen/geschichte',
      '/de-ch/produkte/motorenoele',
    ]) {
      expect(xml).toContain(`${path}</loc>`)
    }
    expect(xml).toMatch(
      /<loc>[^<]*\/de-ch\/unternehmen\/geschichte<\/loc>\s*(<xhtml:link[^>]*>\s*)*<xhtml:link rel="alternate" hreflang="fr-CH" href="[^"]*\/fr-ch\/entreprise\/histoire"\/>/,
    )
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toBe('User-agent: *\nDisallow: /\n')
  })

  test('every page has a title and a meta description in its language, home pages included', async ({
    page,
  }) => {
    // Through the browser: it resolves the other tenants' *.localhost hosts.
    const headOf = async (url: string) => {
      await page.goto(url)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      return {
        lang: await page.locator('html').getAttribute('lang'),
        title: (await page.title()).trim(),
        description: description?.trim(),
      }
    }
    const pages: [string, string, RegExp][] = [
      [tenantUrl('tribo', '/de-ch'), 'de-CH', /^Tribo – Schmierstoffe aus der Schweiz$/],
      [tenantUrl('tribo', '/fr-ch'), 'fr-CH', /^Tribo – Lubrifiants suisses$/],
      [tenantUrl('moto', '/de-ch'), 'de-CH', /Schmierstoffe aus der Schweiz$/],
      [tenantUrl('industrie', '/de-ch'), 'de-CH', /Schmierstoffe aus der Schweiz$/],
      [tenantUrl('tribo', '/de-ch/produkte/motorenoele'), 'de-CH', /^Motorenöle \| Tribo$/],
      [tenantUrl('tribo', '/de-ch/p/TRB-SYN-5W30-C3'), 'de-CH', /\| Tribo$/],
      [tenantUrl('tribo', '/de-ch/search'), 'de-CH', /\| Tribo$/],
      [tenantUrl('tribo', '/de-ch/oel-finder'), 'de-CH', /\| Tribo$/],
      [tenantUrl('tribo', '/de-ch/news'), 'de-CH', /\| Tribo$/],
      [tenantUrl('tribo', '/fr-ch/news'), 'fr-CH', /\| Tribo$/],
    ]
    for (const [url, lang, title] of pages) {
      const head = await headOf(url)
      expect(head.lang, url).toBe(lang)
      expect(head.title, url).toMatch(title)
      expect(head.description?.length ?? 0, url).toBeGreaterThan(30)
    }
    // The product list's description is in its language and names the list.
    expect((await headOf(tenantUrl('tribo', '/de-ch/produkte/motorenoele'))).description).toMatch(
      /^Motorenöle von Tribo: /,
    )
  })

  test('pages carry canonical, hreflang and Open Graph tags, and anonymous HTML has no price', async ({
    page,
    request,
  }) => {
    // Not the history page: the preview test edits its title meanwhile.
    await page.goto('/de-ch/unternehmen/nachhaltigkeit')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/de-ch\/unternehmen\/nachhaltigkeit$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CH"]')).toHaveAttribute(
      'href',
      /\/fr-ch\/entreprise\/durabilite$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/de-ch\/unternehmen\/nachhaltigkeit$/,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Nachhaltigkeit')
    // Product pages too: absolute canonical (a relative one is invalid for search engines) and every language.
    await page.goto('/de-ch/p/TRB-SYN-5W30-C3')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/de-ch\/p\/TRB-SYN-5W30-C3$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="it-CH"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/it-ch\/p\/TRB-SYN-5W30-C3$/,
    )
    for (const path of ['/de-ch', '/de-ch/produkte/motorenoele', '/de-ch/unternehmen/geschichte']) {
      const html = await (await request.get(path)).text()
      expect(html).not.toMatch(/CHF\s?\d/)
    }
  })
})

test.describe('configured header parts', () => {
  test('search field, oil finder link and teaser, and cart follow the tenant settings', async ({
    request,
    browser,
  }) => {
    const loginResponse = await request.post('/cms-api/users/login', {
      data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
    })
    const { token } = (await loginResponse.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}` }
    const found = await request.get('/cms-api/tenants?where[slug][equals]=industrie&depth=0&locale=de', {
      headers: auth,
    })
    const tenant = (
      (await found.json()) as {
        docs: { id: number; urls: Record<string, string | null>; features: Record<string, boolean> }[]
      }
    ).docs[0]
    const patch = (data: Record<string, unknown>) =>
      request.patch(`/cms-api/tenants/${tenant.id}?locale=de`, { headers: auth, data })
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const home = tenantUrl('industrie', '/de-ch')
    try {
      expect(
        (
          await patch({
            urls: {
              ...tenant.urls,
              searchDetailLink: '/suche',
              oilFinderUrl: '/oel-finder',
              b2CCartUrl: '/warenkorb',
            },
          })
        ).ok(),
      ).toBe(true)
      // A page another test was rendering while the tenant was saved may be kept for a few
      // seconds (cms/hooks/revalidate.ts expires the tags a second time): wait for the new settings.
      await expect(async () => {
        await page.goto(home)
        await expect(page.getByTestId('search-field')).toBeVisible({ timeout: 1000 })
        await expect(page.getByTestId('cart-link')).toHaveAttribute('href', '/de-ch/warenkorb', {
          timeout: 1000,
        })
      }).toPass({ timeout: 15_000 })
      await expect(page.getByTestId('oil-finder-link')).toHaveAttribute('href', '/de-ch/oel-finder')
      await expect(page.getByTestId('cart-link')).toHaveAttribute('href', '/de-ch/warenkorb')
      await expect(page.getByRole('combobox', { name: 'Website durchsuchen' })).toHaveAttribute(
        'maxlength',
        '100',
      )

      // Small screens: the search shows only while the navigation is open.
      await page.setViewportSize({ width: 375, height: 800 })
      await page.waitForLoadState('networkidle')
      await expect(page.getByTestId('search-field')).toBeHidden()
      await page.getByTestId('menu-button').click()
      await expect(page.getByTestId('search-field')).toBeVisible()
      // A click into the search does not close the navigation.
      await page.getByRole('combobox', { name: 'Website durchsuchen' }).click()
      await expect(page.getByTestId('navigation-panel')).toBeVisible()
      await page.getByTestId('menu-button').click()

      // The oil finder link is hidden on the oil finder page itself.
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(tenantUrl('industrie', '/de-ch/oel-finder'))
      await expect(page.getByTestId('oil-finder-link')).toHaveCount(0)

      // disableSearchField hides the search.
      expect((await patch({ features: { ...tenant.features, disableSearchField: true } })).ok()).toBe(true)
      await expect(async () => {
        await page.goto(home)
        await expect(page.getByTestId('search-field')).toHaveCount(0, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
    } finally {
      await patch({ urls: tenant.urls, features: tenant.features })
      await context.close()
    }
  })
})
