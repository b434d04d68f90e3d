import { expect, test } from './fixtures'

import { tenantUrl } from './helpers'

test.describe('tenants and themes', () => {
  test('/ redirects the default tenant to a locale and shows its CMS home page in theme 01', async ({
    page,
  }) => {
    await page.goto(tenantUrl('tribo', '/'))
    await expect(page).toHaveURL(/\/de-ch$/)
    await expect(page.getByRole('heading', { name: 'Willkommen bei Tribo' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', '01')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH')
  })

  test('moto.localhost shows tenant 2 in theme 02', async ({ page }) => {
    await page.goto(tenantUrl('moto', '/'))
    await expect(page).toHaveURL(/moto\.localhost:\d+\/de-ch$/)
    await expect(page.getByRole('heading', { name: 'Willkommen bei Tribo Moto' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', '02')
    // The footer lists the tenant's own pages (the menu of this tenant is switched off by another test for a moment).
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Rennsport' })).toBeVisible()
  })

  test('industrie.localhost shows tenant 3 in theme 03 with its own pages only', async ({ page }) => {
    await page.goto(tenantUrl('industrie', '/'))
    await expect(page.getByRole('heading', { name: 'Willkommen bei Tribo Industrie' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', '03')
    await page.waitForLoadState('networkidle')
    await page.getByTestId('menu-button').click()
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await expect(nav.getByText('Branchen', { exact: true })).toBeVisible()
    await expect(nav.getByText('Rennsport')).toHaveCount(0)
    await expect(nav.getByText('Motorradöle')).toHaveCount(0)
  })

  test('a locale the tenant does not offer switches to its default locale', async ({ page }) => {
    await page.goto(tenantUrl('moto', '/de-at/rennsport'))
    await expect(page).toHaveURL(/\/de-ch\/rennsport$/)
  })

  test('the three themes look different', async ({ page }) => {
    const colours: string[] = []
    for (const slug of ['tribo', 'moto', 'industrie'] as const) {
      await page.goto(tenantUrl(slug, '/de-ch'))
      colours.push(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor))
    }
    expect(new Set(colours).size).toBe(3)
  })
})
