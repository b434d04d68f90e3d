import { expect, test, waitsForHydration, type Page } from './fixtures'

import { baseUrl, cmsGoto, cmsLogin, signIn } from './helpers'

// `beschaffung` (a buyer of Garage Muster AG without limits) is this spec's own account: no other
// spec signs it in, so its cart, quotes and orders change only here.
const USER = 'beschaffung'
const PASSWORD = 'Beschaffung-2026!'
const ADMIN = 'admin@tribo.local'
const ADMIN_PASSWORD = 'Tribo-Admin-2026!'
const PRODUCT = 'TRB-SYNPRO-5W30'
const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

/** Two pack sizes the customer can order (the price list of the variant table). */
async function orderablePacks(page: Page): Promise<string[]> {
  const res = await page.request.get(`/api/product/variants?productNumber=${PRODUCT}`, { headers })
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

/** A Swiss day some days ahead, as the CMS field takes it (YYYY-MM-DD). */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(Date.now() + days * 86_400_000),
  )

test.describe('quote requests', () => {
  test('a buyer asks for a quote on a product page, sales answer in the CMS, the buyer accepts it into the cart and orders at the quoted price', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    await signIn(page, USER, PASSWORD)
    expect((await page.request.delete('/api/b2bcart', { headers })).status()).toBe(200)
    const [first, second] = await orderablePacks(page)

    // The request: a quantity per pack, a remark; without any quantity the dialog says what is missing.
    await page.goto(`/de-ch/p/${PRODUCT}`)
    await page.getByTestId('request-quote').click()
    const dialog = page.getByRole('dialog', { name: 'Offerte anfragen' })
    const quantity = (article: string) => dialog.getByLabel(new RegExp(`^Menge .*\\(${article}\\)$`))
    await quantity(first!).fill('0')
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click()
    await expect(dialog.getByText('Bitte geben Sie für mindestens eine Packung eine Menge an.')).toBeVisible()
    await quantity(first!).fill('24')
    await quantity(second!).fill('6')
    await dialog.getByLabel('Bemerkung (optional)').fill('Jahresbedarf: bitte Staffelpreis offerieren.')
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click()
    const sent = dialog.getByTestId('request-quote-sent')
    await expect(sent).toContainText('ist bei uns eingegangen')
    const quoteNumber = /Q\d{6}-[2-9A-HJ-NP-Z]{5}/.exec((await sent.textContent()) ?? '')![0]
    await dialog.getByRole('button', { name: 'Schliessen' }).first().click()
    await expect(dialog).toBeHidden()

    // The quotes page lists it as requested.
    await page.goto('/de-ch/konto/offerten')
    const row = page.getByTestId('quotes-table').getByRole('row').filter({ hasText: quoteNumber })
    await expect(row.getByTestId('quote-state')).toHaveText('Angefragt')

    // Sales answer in the CMS: a price per line, the validity and a text.
    const cms = await browser.newContext()
    const admin = waitsForHydration(await cms.newPage())
    await cmsLogin(admin, ADMIN, ADMIN_PASSWORD)
    await cmsGoto(admin, `/cms/collections/quotes?search=${quoteNumber}`, ADMIN, ADMIN_PASSWORD)
    await admin.getByRole('link', { name: quoteNumber }).first().click()
    await admin.waitForLoadState('networkidle')
    await admin.fill('#field-lines__0__quotedUnitPriceCents', '2150')
    await admin.fill('#field-lines__1__quotedUnitPriceCents', '7900')
    const validUntil = daysAhead(10)
    await admin.fill('#field-answer__validUntil', validUntil)
    await admin.fill(
      '#field-answer__text',
      'Gerne offerieren wir Ihnen den Jahresbedarf zu Sonderkonditionen.',
    )
    const saved = admin.waitForResponse(
      (res) => res.request().method() === 'PATCH' && /\/cms-api\/quotes\/\d+/.test(res.url()),
    )
    await admin.click('#action-save')
    expect((await saved).ok()).toBe(true)
    await admin.reload()
    await expect(admin.locator('#field-status')).toContainText('answered')
    await cms.close()

    // The buyer's notification leads to the quote, opened.
    await page.goto('/de-ch/notifications')
    await page.getByText(`Offerte ${quoteNumber} liegt vor`).click()
    await expect(page).toHaveURL(/\/de-ch\/konto\/offerten/)
    const quote = page.getByRole('dialog', { name: `Offerte ${quoteNumber}` })
    await expect(quote.getByTestId('quote-detail-state')).toHaveText('Offeriert')
    await expect(quote.getByTestId('quote-answer-text')).toHaveText(
      'Gerne offerieren wir Ihnen den Jahresbedarf zu Sonderkonditionen.',
    )
    const line = (article: string) => quote.locator(`[data-testid="quote-line"][data-article="${article}"]`)
    await expect(line(first!).getByTestId('quote-line-quoted')).toHaveText('CHF 21.50')
    await expect(line(second!).getByTestId('quote-line-quoted')).toHaveText('CHF 79.00')
    await expect(quote.getByTestId('quote-total')).toHaveText('CHF 990.00')

    // Accepted in one step: the lines go into the cart at the quoted prices.
    await quote.getByRole('button', { name: 'Annehmen und in den Warenkorb' }).click()
    await expect(page.getByText(`Die Offerte ${quoteNumber} ist angenommen`)).toBeVisible()
    await expect(quote.getByTestId('quote-detail-state')).toHaveText('Angenommen')
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 2 Artikel')
    await quote.getByTestId('quote-to-cart').click()
    await expect(page).toHaveURL(/\/de-ch\/warenkorb$/)
    const entry = (article: string) => page.locator(`[data-testid="cart-entry"][data-article="${article}"]`)
    await expect(entry(first!).getByTestId('cart-entry-quoted')).toHaveText(`Offertpreis ${quoteNumber}`)
    await expect(entry(first!).getByTestId('cart-entry-price')).toContainText('CHF 516.00')
    await expect(entry(second!).getByTestId('cart-entry-price')).toContainText('CHF 474.00')
    await expect(page.getByTestId('cart-total')).toContainText('990.00')

    // Ordered: the overview and the order's detail show the quoted price.
    await page.getByTestId('to-checkout').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
    await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible()
    await expect(page.getByTestId('overview-quoted')).toHaveCount(2)
    await expect(page.getByTestId('overview-total-net')).toHaveText('CHF 990.00')
    await page.getByLabel('Ich akzeptiere die').check()
    await page.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/de-ch\/warenkorb\/bestaetigung\?bestellung=W\d{6}-/)
    const orderNumber = (await page.getByTestId('confirmation-order-number').textContent())!.trim()
    await page.goto(`/de-ch/konto/bestellungen/${orderNumber}`)
    await expect(page.getByTestId('order-line-quoted')).toHaveCount(2)
    await expect(page.getByTestId('order-line-quoted').first()).toHaveText(`Offertpreis ${quoteNumber}`)

    // The quote is ordered now, with the way to its order.
    await page.goto(`/de-ch/konto/offerten?offerte=${quoteNumber}`)
    const ordered = page.getByRole('dialog', { name: `Offerte ${quoteNumber}` })
    await expect(ordered.getByTestId('quote-detail-state')).toHaveText('Bestellt')
    await expect(ordered.getByTestId('quote-note')).toHaveText(`Bestellt mit der Bestellung ${orderNumber}.`)
  })
})
