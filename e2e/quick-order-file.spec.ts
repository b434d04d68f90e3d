import fs from 'node:fs/promises'

import writeExcelFile from 'write-excel-file/node'

import { expect, test, type Page } from './fixtures'
import { baseUrl, signIn } from './helpers'

// `teile` (a buyer of Garage Muster) is this spec's own account: its B2B cart changes only here.
const USER = 'teile'
const PASSWORD = 'Teile-2026!'
const PRODUCT_NUMBER = 'TRB-SYNPRO-5W30'
const CART = '/de-ch/warenkorb'
const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Two pack sizes the customer can order (the variant table's rows). */
async function orderablePacks(page: Page): Promise<string[]> {
  const res = await page.request.get(`/api/product/variants?productNumber=${PRODUCT_NUMBER}`, { headers })
  expect(res.status()).toBe(200)
  const rows = (
    (await res.json()) as {
      data: { variantTable: { rows: { articleNumber: string; orderable: boolean }[] } }
    }
  ).data.variantTable.rows
  const packs = rows.filter((row) => row.orderable).map((row) => row.articleNumber)
  expect(packs.length).toBeGreaterThanOrEqual(2)
  return packs.slice(0, 2)
}

test.describe('quick order from a file', () => {
  test('an Excel file from the workshop goes into the cart; bad rows are named by their row', async ({
    page,
  }) => {
    await signIn(page, USER, PASSWORD)
    expect((await page.request.delete('/api/b2bcart', { headers })).status()).toBe(200)
    const [first, second] = await orderablePacks(page)
    const sheet = await writeExcelFile([
      ['Artikelnummer', 'Bezeichnung', 'Menge'],
      [first!, 'Motorenöl', 4],
      ['NOPE-404', 'Unbekannt', 1],
      [second!, 'Motorenöl gross', "1'000"],
    ]).toBuffer()

    await page.goto(CART)
    const quick = page.getByTestId('quick-order')
    await quick
      .getByLabel('Oder eine Datei hochladen (Excel oder CSV)')
      .setInputFiles({ name: 'Werkstatt-Bestellung.xlsx', mimeType: XLSX, buffer: Buffer.from(sheet) })
    await quick.getByRole('button', { name: 'Datei übernehmen' }).click()
    await expect(quick.getByTestId('quick-order-success')).toHaveText(
      '2 Positionen wurden in den Warenkorb gelegt.',
    )
    await expect(quick.getByTestId('quick-order-errors')).toHaveText(
      'Zeile 3: Den Artikel NOPE-404 gibt es nicht.',
    )
    await expect(page.getByTestId('cart-entry')).toHaveCount(2)
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 2 Artikel')

    // A picture instead of a sheet: named at the file, and the cart stays as it is.
    await quick.getByLabel('Oder eine Datei hochladen (Excel oder CSV)').setInputFiles({
      name: 'foto.xlsx',
      mimeType: XLSX,
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    })
    await quick.getByRole('button', { name: 'Datei übernehmen' }).click()
    await expect(quick.getByTestId('quick-order-errors')).toHaveText(
      'Diese Datei ist weder eine Excel-Datei (XLSX) noch eine CSV-Datei.',
    )
    await expect(page.getByTestId('cart-entry')).toHaveCount(2)
    await page.request.delete('/api/b2bcart', { headers })
  })

  test('the template downloads as Excel with the German column names', async ({ page }) => {
    await signIn(page, USER, PASSWORD)
    await page.goto(CART)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('quick-order-template-xlsx').click(),
    ])
    expect(download.suggestedFilename()).toBe('Schnellbestellung-Vorlage.xlsx')
    const bytes = await fs.readFile((await download.path())!)
    expect(bytes.subarray(0, 2).toString()).toBe('PK')
  })
})
