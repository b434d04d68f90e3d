import { expect, test } from './fixtures'

import { tenantUrl } from './helpers'

test('an unknown path answers 404 with a real not-found page', async ({ page }) => {
  const response = await page.goto('/de-ch/gibt-es-nicht/wirklich-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Seite nicht gefunden')
  await page.getByTestId('not-found').getByRole('link', { name: 'Zur Startseite' }).click()
  await expect(page).toHaveURL(/\/de-ch$/)
})

test('a path without locale gets one and then the 404', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht')
  expect(page.url()).toMatch(/\/de-ch\/gibt-es-nicht$/)
  expect(response?.status()).toBe(404)
})

test('an address with a broken percent-encoding answers 400, not 500', async ({ request }) => {
  const res = await request.get('/de-ch/100%25')
  expect(res.status()).toBe(400)
  expect(res.headers()['content-type']).toContain('text/html')
  expect(res.headers()['cache-control']).toBe('no-store')
  // A file address is caught too (Next alone would answer a bare 500).
  const file = await request.get('/de-ch/%E0%A4%A.pdf')
  expect(file.status()).toBe(400)
  expect(await file.text()).toContain('Ungültige Adresse')
})

test.describe('the bad-request page of a malformed address', () => {
  for (const { tenant, path, theme, lang, title, home } of [
    {
      tenant: 'tribo',
      path: '/de-ch/%E0%A4%A',
      theme: '01',
      lang: 'de-CH',
      title: 'Ungültige Adresse',
      home: 'Zur Startseite',
    },
    {
      tenant: 'moto',
      path: '/fr-ch/%E0%A4%A',
      theme: '02',
      lang: 'fr-CH',
      title: 'Adresse non valable',
      home: 'Vers la page d’accueil',
    },
    // A first segment the tenant does not offer: its default language.
    {
      tenant: 'industrie',
      path: '/en/%C0%AF',
      theme: '03',
      lang: 'de-CH',
      title: 'Ungültige Adresse',
      home: 'Zur Startseite',
    },
  ] as const) {
    test(`${tenant} ${path}: status 400 in the tenant's theme and language, with header and footer`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const response = await page.goto(tenantUrl(tenant, path))
      expect(response?.status()).toBe(400)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      // The address stays as typed; the way home works.
      expect(page.url()).toContain(path.split('/').at(-1))
      await page.getByTestId('bad-request').getByRole('link', { name: home }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang.toLowerCase()}$`))
    })
  }

  test('the page does not exist when opened by its own address', async ({ request }) => {
    expect(
      (await request.get('/de-ch/bad-request', { headers: { 'x-tribo-bad-request': '1' } })).status(),
    ).toBe(404)
  })
})

test('an API or CMS API address with a broken percent-encoding answers 400, not 500', async ({ request }) => {
  for (const path of ['/api/orders/%C0%AF', '/api/jobs/%E0%A4%A', '/cms-api/products/%C0%AF']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(400)
  }
  // A well-encoded value still reaches its handler.
  expect((await request.get('/cms-api/products/NaN')).status()).toBe(404)
})
