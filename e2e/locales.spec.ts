import { expect, test } from './fixtures'

import { tenantUrl } from './helpers'

test.describe('locales', () => {
  test('switching to French shows French UI texts and French content', async ({ page }) => {
    await page.goto(tenantUrl('tribo', '/de-ch'))
    await page.getByTestId('language-switcher').click()
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr-ch$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH')
    await expect(page.getByRole('heading', { name: 'Bienvenue chez Tribo' })).toBeVisible()
    await expect(page.getByTestId('login-link')).toHaveText('Se connecter')
    await page.waitForLoadState('networkidle')
    await page.getByTestId('menu-button').click()
    const panel = page.getByRole('navigation', { name: 'Navigation principale' })
    await panel.getByRole('button', { name: 'Entreprise' }).click()
    await panel.getByRole('link', { name: 'Aperçu Entreprise' }).click()
    await expect(page).toHaveURL(/\/fr-ch\/entreprise$/)
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Accueil')
  })

  test('the browser language decides where / goes', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'it-CH',
      extraHTTPHeaders: { 'Accept-Language': 'it-CH,it;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto(tenantUrl('tribo', '/'))
    await expect(page).toHaveURL(/\/it-ch$/)
    await expect(page.getByTestId('login-link')).toHaveText('Accedi')
    await context.close()
  })

  test('the international site is in English', async ({ page }) => {
    await page.goto(tenantUrl('tribo', '/en/company/history'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('History')
    await expect(page.getByTestId('login-link')).toHaveText('Log in')
  })
})
