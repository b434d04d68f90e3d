import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

// Two generated catalogue products with different approvals (ACEA C3 and MB 229.51 are shared).
const PRO = 'TRB-SYNPRO-5W30'
const DIESEL = 'TRB-SYNDSL-5W30'
const COMPARE = `/de-ch/compare?products=${PRO},${DIESEL}`
/** The compare bar's choice on the default tenant (localStorage, per tenant). */
const STORAGE_KEY = 'tribo.compare.tribo'

const table = (page: Page) => page.getByTestId('compare-table')
const columns = (page: Page) => table(page).locator('thead th[scope="col"]')
const row = (page: Page, label: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
const storedNumbers = (page: Page) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key)
    return raw
      ? (JSON.parse(raw) as { state: { entries: { productNumber: string }[] } }).state.entries.map(
          (e) => e.productNumber,
        )
      : null
  }, STORAGE_KEY)
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

test.describe('product comparison', () => {
  test('compares two products from the address; visitors get the login hint instead of pack sizes; a column can be removed', async ({
    page,
  }) => {
    await page.goto(COMPARE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktvergleich')
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(
      'Produktvergleich',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await expect(columns(page)).toHaveCount(2)
    await expect(
      columns(page).nth(0).getByRole('link', { name: 'Tribo Synth Pro 5W-30', exact: true }),
    ).toHaveAttribute('href', `/de-ch/p/${PRO}`)
    await expect(columns(page).nth(1)).toContainText(`Art.-Nr. ${DIESEL}`)
    await expect(row(page, 'Viskosität')).toContainText('5W-30')
    await expect(row(page, 'Basisöl')).toContainText('Vollsynthetisch')
    // Approvals both products have are plain; the others are highlighted.
    const approvals = row(page, 'Spezifikationen und Freigaben')
    await expect(approvals.locator('li', { hasText: 'ACEA C3' }).first()).not.toHaveAttribute('data-unshared')
    await expect(approvals.locator('li', { hasText: 'VW 505 01' })).toHaveAttribute('data-unshared', 'true')
    await expect(
      page.getByText('Hervorgehobene Freigaben haben nicht alle verglichenen Produkte.'),
    ).toBeVisible()

    // Anonymous visitors never see pack sizes: a hint with the login link instead.
    const hint = page.getByTestId('compare-login-hint')
    await expect(hint).toContainText('Melden Sie sich an, um Gebinde und Preise zu sehen.')
    await expect(hint.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/de-ch/login?redirect=${encodeURIComponent(COMPARE)}`,
    )
    await expect(row(page, 'Gebinde')).not.toContainText(/\d+ (l|kg)\b/)
    expect(await seriousViolations(page)).toEqual([])

    // The page takes the address over as the compare bar's choice (a shared link works).
    await expect.poll(() => storedNumbers(page)).toEqual([PRO, DIESEL])
    // The bar stays away on the comparison page itself.
    await expect(page.getByTestId('compare-bar')).toHaveCount(0)

    await columns(page)
      .nth(0)
      .getByRole('link', { name: 'Tribo Synth Pro 5W-30 aus dem Vergleich entfernen' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/de-ch/compare\\?products=${DIESEL}$`))
    await expect(columns(page)).toHaveCount(1)
    await expect(columns(page).first()).toContainText('Tribo Synth Diesel 5W-30')
    await expect.poll(() => storedNumbers(page)).toEqual([DIESEL])

    // Elsewhere the bar shows the remaining product; comparing needs two.
    await page.goto(`/de-ch/p/${DIESEL}`)
    const bar = page.getByTestId('compare-bar')
    await expect(bar).toContainText('Tribo Synth Diesel 5W-30')
    await expect(bar.getByText('Vergleichen (1)')).toHaveAttribute('aria-disabled', 'true')
  })

  test('a signed-in customer sees the pack sizes', async ({ page }) => {
    await page.goto(COMPARE)
    await page.getByTestId('compare-login-hint').getByRole('link', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/de-ch\/login\?redirect=/)
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Benutzername').fill('kunde')
    await page.getByLabel('Passwort', { exact: true }).fill('Kunde-2026!')
    await page.locator('#main').getByRole('button', { name: 'Anmelden', exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`/de-ch/compare\\?products=${PRO},${DIESEL}$`))
    await expect(page.getByTestId('compare-login-hint')).toHaveCount(0)
    const packs = row(page, 'Gebinde').locator('td')
    await expect(packs).toHaveCount(2)
    for (const cell of await packs.all())
      await expect(cell).toHaveText(/^\d+([.,]\d+)? (l|kg)(, \d+([.,]\d+)? (l|kg))*$/)
    // Prices are not part of the comparison.
    await expect(table(page)).not.toContainText('CHF')
  })

  test('the compare bar opens the comparison of the stored choice and can be cleared', async ({ page }) => {
    await page.goto('/de-ch')
    await expect(page.getByTestId('compare-bar')).toHaveCount(0)
    await page.evaluate(
      ([key, pro, diesel]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({
            state: {
              entries: [
                { productNumber: pro, title: 'Tribo Synth Pro 5W-30' },
                { productNumber: diesel, title: 'Tribo Synth Diesel 5W-30' },
              ],
            },
            version: 1,
          }),
        ),
      [STORAGE_KEY, PRO, DIESEL],
    )
    await page.reload()
    const bar = page.getByRole('region', { name: 'Produktvergleich' })
    await expect(bar).toContainText('Tribo Synth Pro 5W-30')
    await expect(bar).toContainText('Tribo Synth Diesel 5W-30')
    await bar.getByRole('link', { name: 'Vergleichen (2)' }).click()
    await expect(page).toHaveURL(new RegExp(`/de-ch/compare\\?products=${PRO},${DIESEL}$`))
    await expect(columns(page)).toHaveCount(2)

    // The page without products opens the stored choice.
    await page.goto('/de-ch/compare')
    await expect(page).toHaveURL(new RegExp(`/de-ch/compare\\?products=${PRO},${DIESEL}$`))

    await page.goto('/de-ch')
    await bar.getByRole('button', { name: 'Tribo Synth Pro 5W-30 aus dem Vergleich entfernen' }).click()
    await expect(bar).not.toContainText('Tribo Synth Pro 5W-30')
    await bar.getByRole('button', { name: 'Vergleich löschen' }).click()
    await expect(page.getByTestId('compare-bar')).toHaveCount(0)
    expect(await storedNumbers(page)).toEqual([])
  })

  test('notes ignored and unknown products, and shows an empty comparison with a way back', async ({
    page,
  }) => {
    await page.goto(`/de-ch/compare?products=${PRO},TRB-NOPE-123,${DIESEL},TRB-GEARS-75W90`)
    await expect(page.getByTestId('compare-truncated')).toContainText(
      'Es können höchstens 3 Produkte verglichen werden',
    )
    await expect(page.getByTestId('compare-unknown')).toContainText(
      'Dieses Produkt wurde nicht gefunden: TRB-NOPE-123',
    )
    await expect(columns(page)).toHaveCount(2)

    await page.goto('/de-ch/compare?products=')
    await expect(page.getByTestId('compare-empty')).toContainText(
      'Sie haben noch keine Produkte zum Vergleichen ausgewählt.',
    )
    await expect(
      page.getByTestId('compare-empty').getByRole('link', { name: 'Zum Produktkatalog' }),
    ).toHaveAttribute('href', '/de-ch')
  })
})
