import { expect, test, type Page } from './fixtures'

import { baseUrl, signIn } from './helpers'

const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

type Contract = { contractNumber: string; positionCount: number; url: string }

/** The rows of the table with this caption. */
const rows = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr')

test.describe('account lists', () => {
  test('contracts: filter and sort the list, open a contract, load more positions, re-sort from the start', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto('/de-ch/konto/vertraege')
    await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible()
    const table = page.getByTestId('contracts-table')
    await expect(rows(page, 'Verträge').first()).toBeVisible()
    await page.waitForLoadState('networkidle')

    // Status filter: only expired contracts remain (the select works once the island has hydrated).
    await expect(async () => {
      await table.getByLabel('Status', { exact: true }).selectOption('expired')
      await expect(page).toHaveURL(/filters%5Bstatus%5D%5B%5D=expired/, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(rows(page, 'Verträge').first()).toContainText('Abgelaufen')
    for (const row of await rows(page, 'Verträge').all()) await expect(row).toContainText('Abgelaufen')

    // Sorting cycles ascending → descending on the contract number.
    const header = table.getByRole('columnheader', { name: 'Vertragsnummer' })
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/sort=contractNumber&order=desc/)
    const shown = await rows(page, 'Verträge').locator('td:first-child').allTextContents()
    expect(shown).toEqual([...shown].sort().reverse())

    // Open the contract with the most positions (more than one page of 20).
    const all = (await (
      await page.request.get('/api/contracts/?limit=100', { headers: JSON_HEADERS })
    ).json()) as { data: { results: { entries: Contract[] } } }
    const big = all.data.results.entries
      .filter((c) => c.positionCount > 20)
      .sort((a, b) => b.positionCount - a.positionCount)[0]!
    expect(big, 'a contract with more than 20 positions').toBeTruthy()
    await page.goto(big.url)
    await expect(page.getByRole('heading', { level: 1, name: `Vertrag ${big.contractNumber}` })).toBeVisible()
    const positions = rows(page, 'Vertragspositionen')
    await expect(positions).toHaveCount(20)
    await expect(page.getByTestId('positions-shown')).toHaveText(`20 von ${big.positionCount} Positionen`)
    await page.waitForLoadState('networkidle')

    // "Mehr laden" appends the next 20 …
    await page.getByRole('button', { name: 'Mehr laden' }).click()
    const afterMore = Math.min(40, big.positionCount)
    await expect(positions).toHaveCount(afterMore)
    await expect(positions.first().locator('td').first()).toHaveText('10')
    if (big.positionCount <= 40) await expect(page.getByRole('button', { name: 'Mehr laden' })).toHaveCount(0)

    // … while a new sort starts from offset 0 again and replaces the rows.
    await page.getByTestId('positions-sort').selectOption('agreed:desc')
    await expect(positions).toHaveCount(20)
    await expect(page.getByTestId('positions-shown')).toHaveText(`20 von ${big.positionCount} Positionen`)
    const agreed = (await positions.locator('td:nth-child(5)').allTextContents()).map(Number)
    expect(agreed).toEqual([...agreed].sort((a, b) => b - a))
  })

  test('safety data sheets: the caller’s language first, another language by filter, a PDF download', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'alpin', 'Alpin-2026!')
    await page.goto('/de-ch/konto/sicherheitsdatenblaetter')
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheitsdatenblätter' })).toBeVisible()
    const table = page.getByTestId('sds-table')
    await expect(table.getByLabel('Sprache', { exact: true })).toHaveValue('de')
    await expect(rows(page, 'Sicherheitsdatenblätter').first()).toContainText('Deutsch')
    await page.waitForLoadState('networkidle')

    await expect(async () => {
      await table.getByLabel('Sprache', { exact: true }).selectOption('fr')
      await expect(page).toHaveURL(/filters%5Blanguage%5D%5B%5D=fr/, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(rows(page, 'Sicherheitsdatenblätter').first()).toContainText('Französisch')
    for (const row of await rows(page, 'Sicherheitsdatenblätter').all())
      await expect(row).toContainText('Französisch')

    const link = table.getByTestId('sds-download').first()
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/^\/api\/safety-data-sheet\/download\?id=\d+$/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^sds-.*-fr\.pdf$/)
    const res = await page.request.get(href)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="sds-.*-fr\.pdf"/)
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  test('customers list: customers are refused, an employee searches and acts for a customer', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto('/de-ch/konto/kunden')
    await expect(page.getByText('Diese Seite steht nur Mitarbeitenden zur Verfügung.')).toBeVisible()

    await signIn(page, 'mitarbeiter', 'Mitarbeiter-2026!')
    // Start without a contact (an earlier run may have left one selected); this test leaves none behind either.
    await page.request.post('/api/contact/logout', { headers: JSON_HEADERS })
    try {
      await page.goto('/de-ch/konto/kunden')
      await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible()
      await expect(rows(page, 'Kunden').filter({ hasText: 'Garage Muster AG' })).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      const table = page.getByTestId('customers-table')
      await expect(async () => {
        await table.getByLabel('Name oder Kundennummer').fill('Alpin')
        await table.getByRole('button', { name: 'Suchen' }).click()
        await expect(rows(page, 'Kunden')).toHaveCount(1, { timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      const row = rows(page, 'Kunden').first()
      await expect(row).toContainText('100300')
      await expect(row).toContainText('Transporte Alpin GmbH')
      await row.getByRole('combobox').selectOption({ label: 'Ursina Cathomen' })
      await row.getByRole('button', { name: 'Als Ursina Cathomen für Transporte Alpin GmbH handeln' }).click()
      await expect(page).toHaveURL(/\/de-ch\/dashboard/)
      const contracts = await page.request.get('/api/contracts/', { headers: JSON_HEADERS })
      expect(contracts.status()).toBe(200)
      const { data } = (await contracts.json()) as { data: { results: { entries: Contract[] } } }
      expect(data.results.entries.every((c) => c.contractNumber.startsWith('RV-100300-'))).toBe(true)
    } finally {
      await page.request.post('/api/contact/logout', { headers: JSON_HEADERS })
    }
  })
})
