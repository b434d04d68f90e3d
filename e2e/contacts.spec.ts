import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { baseUrl, signIn } from './helpers'

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
}

test.describe('employees acting on behalf of contacts', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('searches, selects a contact, sees its customer, leaves back to the customer overview', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'mitarbeiter', 'Mitarbeiter-2026!')
    // Start without a contact (an earlier run may have left one selected).
    await page.request.post('/api/contact/logout', {
      headers: { origin: baseUrl, 'x-tribo-locale': 'de-ch' },
    })

    await page.goto('/de-ch/dashboard')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('acting-as')).toHaveText('Kein Kunde gewählt.')
    await expectAccessible(page)

    const header = page.locator('header').first()
    await header.getByTestId('order-on-behalf').getByRole('button', { name: 'Im Auftrag bestellen' }).click()
    const search = header.getByTestId('contact-search')
    await search.fill('alpin')
    const suggestions = header.getByTestId('contact-suggestions').getByRole('button')
    await expect(suggestions).toHaveCount(5)
    await suggestions.filter({ hasText: 'Reto Caduff' }).click()

    // The flyout closes; the page now serves the contact's customer.
    await expect(header.getByTestId('contact-search')).toHaveCount(0)
    await expect(page.getByTestId('acting-as')).toHaveText(
      'Sie handeln im Namen von Reto Caduff (Transporte Alpin GmbH).',
    )
    await expect(page.getByTestId('billing-partners')).toContainText('Via Principala 5')
    await expect(header.getByTestId('contact-person')).toBeVisible()
    await expectAccessible(page)

    // With a contact selected the search is gone; the leave button returns to the customer overview.
    await header.getByTestId('order-on-behalf').getByRole('button', { name: 'Im Auftrag bestellen' }).click()
    await expect(header.getByTestId('acting-for')).toHaveText('Sie handeln für Reto Caduff')
    await expect(header.getByTestId('contact-search')).toHaveCount(0)
    await header.getByTestId('contact-logout').click()
    await page.waitForURL(/\/de-ch\/customer-overview$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundenübersicht')
    await expect(page.getByTestId('overview-customer')).toHaveCount(2)
    await expectAccessible(page)

    // Choosing from the overview acts for that contact and opens the dashboard.
    await page.getByTestId('overview-filter').fill('nadine')
    await page.getByRole('button', { name: /Nadine Frei/ }).click()
    await page.waitForURL(/\/de-ch\/dashboard$/)
    await expect(page.getByTestId('acting-as')).toHaveText(
      'Sie handeln im Namen von Nadine Frei (Garage Muster AG).',
    )
    const res = await page.request.post('/api/contact/logout', {
      headers: { origin: baseUrl, 'x-tribo-locale': 'de-ch' },
    })
    expect(res.status()).toBe(200)
  })

  test('a customer sees its billing partners and no contact search', async ({ page }) => {
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto('/de-ch/dashboard')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('acting-as')).toHaveText('Kunde: Garage Muster AG')
    await expect(page.getByTestId('billing-partners').locator('tbody tr')).toHaveCount(3)
    await expect(page.locator('header').first().getByTestId('order-on-behalf')).toHaveCount(0)
    const refused = await page.request.post('/api/contact/search', {
      data: { search: 'Muster', limit: 5 },
      headers: { origin: baseUrl },
    })
    expect(refused.status()).toBe(403)
  })
})
