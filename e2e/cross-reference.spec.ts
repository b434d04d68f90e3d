import { expect, test } from './fixtures'

const PRICE = /CHF\s?\d|\d+\.\d{2}\s?CHF/

test.describe('cross-reference (Alternativen)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('from the header search to the Tribo alternative of a competitor product and on to its product page, without prices', async ({
    page,
  }) => {
    await page.goto('/de-ch/unternehmen/geschichte')
    await page.waitForLoadState('networkidle')
    await page.getByTestId('search-input').fill('Castrol Edge 5W-30')
    const entry = page.getByTestId('search-suggestions').getByTestId('suggestion-alternative')
    await expect(entry).toHaveText('Tribo-Alternative zu Castrol Edge 5W-30 LL', { timeout: 15_000 })
    await entry.click()
    await page.waitForURL('**/de-ch/alternativen?q=Castrol%20Edge%205W-30')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alternativen zu anderen Marken')
    const competitor = page.getByTestId('xref-competitor')
    await expect(competitor).toContainText('Castrol Edge 5W-30 LL')
    await expect(competitor).toContainText('Angaben des Herstellers')
    const best = page.getByTestId('xref-result').first()
    await expect(best).toHaveAttribute('data-product', 'TRB-SYN-5W30-C3')
    await expect(best).toHaveAttribute('data-level', 'full')
    await expect(best.getByTestId('xref-level')).toHaveText('Erfüllt alle Angaben')
    await expect(best.getByTestId('xref-matched')).toHaveText(
      'ACEA C3, VW 504 00, VW 507 00, MB 229.51, BMW LL-04',
    )
    await expect(best.getByTestId('xref-missing')).toHaveText('MB 229.31 (nicht im Tribo-Katalog)')
    await expect(page.getByTestId('xref-result').nth(1)).toHaveAttribute('data-level', 'partial')
    expect(await page.locator('main').innerText()).not.toMatch(PRICE)

    await best.getByTestId('xref-product-link').click()
    await page.waitForURL('**/de-ch/p/TRB-SYN-5W30-C3')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.locator('main').innerText()).not.toMatch(PRICE)
  })

  test('the page searches specifications, shows partial matches and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/de-ch/alternativen')
    await expect(page.getByTestId('xref-results')).toHaveCount(0)
    await page.getByTestId('xref-example').filter({ hasText: 'ACEA C3, VW 504 00/507 00' }).click()
    await expect(page).toHaveURL(/\/de-ch\/alternativen\?q=ACEA%20C3%2C%20VW%20504%2000%2F507%2000$/)
    await expect(page.getByTestId('xref-parsed')).toContainText('VW 507 00')
    await expect(page.getByTestId('xref-result').first()).toHaveAttribute('data-level', 'full')
    await expect(page.locator('[data-testid="xref-result"][data-level="partial"]').first()).toBeVisible()

    await page.getByTestId('xref-input').fill('Castrol Transmax Dexron VI Mercon LV')
    await page.getByTestId('xref-submit').click()
    await expect(page.getByTestId('xref-no-match')).toContainText(
      'Kein Tribo-Produkt erfüllt diese Spezifikationen.',
    )
    await expect(page.getByTestId('xref-no-match').getByRole('link')).toHaveAttribute(
      'href',
      '/de-ch/faq#kontakt',
    )
    await page.goBack()
    await expect(page.getByTestId('xref-input')).toHaveValue('ACEA C3, VW 504 00/507 00')
  })

  test('in French, server-rendered from the address, linked from the oil finder', async ({ page }) => {
    await page.goto('/fr-ch/oel-finder')
    await page.getByTestId('oil-finder-cross-reference').click()
    await page.waitForURL('**/fr-ch/alternativen')
    await page.goto('/fr-ch/alternativen?q=HLP%2046')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alternatives aux autres marques')
    await expect(page.getByTestId('xref-result').first()).toContainText('Remplit toutes les indications')
    await expect(page).toHaveTitle(/Alternatives aux autres marques/)
  })
})
