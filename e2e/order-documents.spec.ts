import { readFile } from 'node:fs/promises'

import { expect, test, type Download, type Page } from './fixtures'

import { baseUrl, signIn } from './helpers'

// `buchhaltung` (a buyer of Garage Muster AG without limits) is this spec's own account: no other spec signs
// it in, so its cart and the orders it places change only here.
const USER = 'buchhaltung'
const PASSWORD = 'Buchhaltung-2026!'
const PRODUCT_NUMBER = 'TRB-SYNPRO-5W30'
const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

/** An order of two packs placed through the checkout's submit; answers its number and confirmation page. */
async function placeOrder(page: Page): Promise<{ orderNumber: string; confirmationUrl: string }> {
  const variants = await page.request.get(`/api/product/variants?productNumber=${PRODUCT_NUMBER}`, {
    headers,
  })
  expect(variants.status()).toBe(200)
  const rows = (
    (await variants.json()) as {
      data: { variantTable: { rows: { articleNumber: string; orderable: boolean }[] } }
    }
  ).data.variantTable.rows
  const packs = rows.filter((row) => row.orderable).map((row) => row.articleNumber)
  expect(packs.length).toBeGreaterThanOrEqual(2)
  expect((await page.request.delete('/api/b2bcart', { headers })).status()).toBe(200)
  const added = await page.request.post('/api/b2bcart', {
    headers,
    data: {
      action: 'add',
      entries: [
        { articleNumber: packs[0], count: 2 },
        { articleNumber: packs[1], count: 1 },
      ],
    },
  })
  expect(added.status()).toBe(200)
  const committed = await page.request.post('/api/b2bcart-data/commit', {
    headers,
    data: { submissionKey: `e2e-${crypto.randomUUID()}`, termsAccepted: true },
  })
  expect(committed.status()).toBe(200)
  return ((await committed.json()) as { data: { orderNumber: string; confirmationUrl: string } }).data
}

/** The bytes of a finished download. */
async function contentOf(download: Download): Promise<Buffer> {
  const file = await download.path()
  return readFile(file)
}

test.describe('order documents', () => {
  test('a buyer downloads the order confirmation from the confirmation page, finds it on the order and among the documents', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, USER, PASSWORD)
    const { orderNumber, confirmationUrl } = await placeOrder(page)
    const fileName = `Auftragsbestaetigung-${orderNumber}.pdf`

    await page.goto(confirmationUrl)
    await expect(page.getByTestId('confirmation-order-number')).toHaveText(orderNumber)
    const link = page.getByRole('link', { name: 'Auftragsbestätigung (PDF)' })
    await expect(link).toBeVisible()
    const [fromConfirmation] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(fromConfirmation.suggestedFilename()).toBe(fileName)
    const pdf = await contentOf(fromConfirmation)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(1000)

    // The order's detail lists it with its date.
    await page.goto(`/de-ch/konto/bestellungen/${orderNumber}`)
    const documents = page.getByTestId('order-documents')
    await expect(documents.getByRole('heading', { name: 'Dokumente' })).toBeVisible()
    const onOrder = documents.getByRole('link', { name: `Auftragsbestätigung ${orderNumber} (PDF)` })
    await expect(onOrder).toBeVisible()
    const [fromOrder] = await Promise.all([page.waitForEvent('download'), onOrder.click()])
    expect(fromOrder.suggestedFilename()).toBe(fileName)
    expect((await contentOf(fromOrder)).equals(pdf)).toBe(true)

    // The documents page: in the account menu, the confirmation found by its order number.
    await documents.getByRole('link', { name: 'Alle Dokumente' }).click()
    await expect(page).toHaveURL(/\/de-ch\/konto\/dokumente\?search=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible()
    await expect(page.getByTestId('account-nav').getByRole('link', { name: 'Dokumente' })).toBeVisible()
    const table = page.getByTestId('documents-table')
    const row = table.getByRole('row').filter({ hasText: orderNumber })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Auftragsbestätigung')
    const [fromList] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `Auftragsbestätigung ${orderNumber} als PDF herunterladen` }).click(),
    ])
    expect(fromList.suggestedFilename()).toBe(fileName)

    // The seeded history: delivery notes of the company's earlier orders, filtered by kind.
    await page.goto('/de-ch/konto/dokumente?filters[kind][]=deliveryNote')
    const notes = page.getByTestId('document-download')
    await expect(notes.first()).toBeVisible()
    const labels = await table.locator('tbody tr td:first-child').allTextContents()
    expect(labels.length).toBeGreaterThan(0)
    expect(labels.every((label) => label.trim() === 'Lieferschein')).toBe(true)
    const [note] = await Promise.all([page.waitForEvent('download'), notes.first().click()])
    expect(note.suggestedFilename()).toMatch(/^Lieferschein-80\d{8}\.pdf$/)
    expect((await contentOf(note)).subarray(0, 5).toString()).toBe('%PDF-')
  })
})
