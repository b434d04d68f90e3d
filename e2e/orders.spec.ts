import { expect, test } from './fixtures'

import { baseUrl, signIn } from './helpers'

const LIST = '/de-ch/konto/bestellungen'
const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }
// Transporte Alpin's newest seeded order: one of its articles can no longer be ordered (cms/seed/order-history-plan.ts).
const ALPIN_NEWEST = '4520002000'
// Garage Muster's first order: never visible to Transporte Alpin.
const FOREIGN = '4500012001'

// alpin is this spec's account: no other spec touches its cart.
test.describe.configure({ mode: 'serial' })

test.describe('Order history', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'alpin', 'Alpin-2026!')
  })

  test('lists the orders: filter by status, sort, page 2, date range, CSV download', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(LIST)
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible()
    const table = page.getByTestId('orders-table')
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(20)
    await page.waitForLoadState('networkidle')

    // Status: only cancelled orders.
    await expect(async () => {
      await table
        .getByRole('search')
        .getByRole('button', { name: /^Status/ })
        .click()
      await table.getByRole('checkbox', { name: 'Storniert' }).check({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await table.getByRole('button', { name: 'Übernehmen' }).click()
    await expect(page).toHaveURL(/filters%5Bstatus%5D%5B%5D=cancelled/)
    await expect(table.locator('[data-status]').first()).toHaveAttribute('data-status', 'cancelled')
    await expect(table.locator('[data-status]:not([data-status="cancelled"])')).toHaveCount(0)
    await table.getByRole('button', { name: 'Filter zurücksetzen' }).click()
    await expect(page).not.toHaveURL(/filters/)

    // Sort by total, ascending: the first total is the smallest on the page.
    const totalHeader = table.getByRole('columnheader', { name: /Total netto/ })
    await totalHeader.getByRole('button').click()
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/sort=totalCents&order=asc/)
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))
    await expect(async () => {
      const totals = (await rows.locator('td:nth-child(7)').allInnerTexts()).map(amount)
      expect(totals.length).toBe(20)
      expect([...totals].sort((a, b) => a - b)).toEqual(totals)
    }).toPass({ timeout: 10_000 })

    // Page 2.
    const firstOnPage1 = await rows.first().getByTestId('order-link').innerText()
    await table.getByRole('button', { name: 'Nächste Seite' }).click()
    await expect(page).toHaveURL(/offset=20/)
    await expect(rows.first().getByTestId('order-link')).not.toHaveText(firstOnPage1)

    // Orders of March 2025 only.
    await table.getByRole('textbox', { name: 'Bestelldatum von', exact: true }).fill('01.03.2025')
    await table.getByRole('textbox', { name: 'Bestelldatum von', exact: true }).press('Enter')
    await table.getByRole('textbox', { name: 'Bestelldatum bis', exact: true }).fill('31.03.2025')
    await table.getByRole('textbox', { name: 'Bestelldatum bis', exact: true }).press('Enter')
    await expect(page).toHaveURL(/dateFrom=2025-03-01&dateTo=2025-03-31/)
    await expect(async () => {
      const dates = await rows.locator('td:nth-child(2)').allInnerTexts()
      expect(dates.length).toBeGreaterThan(0)
      expect(dates.every((d) => d.endsWith('.03.2025'))).toBe(true)
    }).toPass({ timeout: 10_000 })

    // The CSV holds this selection.
    const link = page.getByTestId('csv-export')
    await expect(link).toHaveAttribute('href', /\/api\/orders\/export\?.*dateFrom=2025-03-01/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^bestellungen-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await page.request.get((await link.getAttribute('href'))!, {
      headers: { referer: `${baseUrl}${LIST}` },
    })
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Bestellnummer;Bestelldatum;Status;Ihre Bestellnummer;Kostenstelle;Positionen;Total netto (CHF);MWST (CHF);Total inkl. MWST (CHF);Erfasst von;Wunschliefertermin;Teillieferung',
    )
    expect(lines.slice(1).every((line) => /^[^;]+;\d{2}\.03\.2025;/.test(line))).toBe(true)
  })

  test('opens an order and puts it into the cart again, leaving out the line that can no longer be ordered', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    expect((await page.request.delete('/api/b2bcart', { headers: JSON_HEADERS })).status()).toBe(200)
    await page.goto(LIST)
    await page
      .getByTestId('orders-table')
      .getByRole('link', { name: `Bestellung ${ALPIN_NEWEST} anzeigen` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/de-ch/konto/bestellungen/${ALPIN_NEWEST}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${ALPIN_NEWEST}` })).toBeVisible()
    const lines = page.getByTestId('order-line')
    const flagged = lines.filter({ has: page.getByTestId('not-reorderable') })
    await expect(flagged).toHaveCount(1)
    await expect(flagged.getByText('nicht mehr bestellbar')).toBeVisible()
    const goneArticle = await flagged.getAttribute('data-article')
    const lineCount = await lines.count()
    await page.waitForLoadState('networkidle')

    await page.getByTestId('reorder-all').click()
    await expect(page.getByTestId('reorder-skipped')).toContainText(goneArticle!)
    await expect(page.getByText(/in den Warenkorb gelegt\./).first()).toBeVisible()
    await expect(page.getByTestId('cart-link')).toHaveAttribute(
      'aria-label',
      new RegExp(String(lineCount - 1)),
    )
    const cart = (await (await page.request.get('/api/b2bcart', { headers: JSON_HEADERS })).json()) as {
      data: { entries: { articleNumber: string }[] }
    }
    expect(cart.data.entries).toHaveLength(lineCount - 1)
    expect(cart.data.entries.map((e) => e.articleNumber)).not.toContain(goneArticle)

    // One chosen line more: its count adds up, the cart keeps its lines.
    await expect(async () => {
      await lines.locator('input[type=checkbox]:not([disabled])').first().check()
      await expect(page.getByTestId('reorder-selected')).toBeEnabled({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByTestId('reorder-selected').click()
    await expect(page.getByTestId('reorder-cart-link')).toBeVisible()
    expect((await page.request.delete('/api/b2bcart', { headers: JSON_HEADERS })).status()).toBe(200)
  })

  test('another customer’s order is not found', async ({ page }) => {
    const response = await page.goto(`${LIST}/${FOREIGN}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('order-not-found')).toContainText('Bestellung wurde nicht gefunden.')
    await page.getByRole('link', { name: 'Zurück zu den Bestellungen' }).click()
    await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  })
})
