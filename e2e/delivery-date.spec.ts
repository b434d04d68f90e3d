import { addDays, isWeekend, workingDayOnOrAfter } from '../features/availability/model'
import { expect, test } from './fixtures'
import { baseUrl, signIn } from './helpers'

// Availability per pack and the requested delivery date. lieferung is this spec's own buyer: no other
// spec fills its cart. TRB-SYNDSL-5W30's packs have fixed demo stock (cms/seed/stock-levels.ts): 5 l in
// stock (180), 20 l six left, 60 l out of stock until a delivery 16 days after the seed day.
const PRODUCT = '/de-ch/p/TRB-SYNDSL-5W30'
const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }
const swiss = (day: string) => `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

test.describe('availability and the requested delivery date', () => {
  test('a visitor sees no availability on the product page', async ({ page }) => {
    await page.goto(PRODUCT)
    await expect(page.getByTestId('login-for-prices')).toBeVisible()
    await expect(page.getByTestId('availability')).toHaveCount(0)
    const html = await page.content()
    expect(html).not.toMatch(/data-availability|An Lager|Lieferbar ab|Lieferdatum auf Anfrage/)
  })

  test('a buyer sees stock and delivery estimates, asks for a date in the checkout and finds it on the confirmation and the order', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'lieferung', 'Lieferung-2026!')
    expect((await page.request.delete('/api/b2bcart', { headers: JSON_HEADERS })).status()).toBe(200)

    await page.goto(PRODUCT)
    const table = page.getByTestId('variant-table')
    const pack = (articleNumber: string) => table.locator(`tr[data-article="${articleNumber}"]`)
    await expect(pack('TRB-SYNDSL-5W30-005L').getByTestId('availability')).toContainText(
      'An Lager (180 Stk.)',
    )
    await expect(pack('TRB-SYNDSL-5W30-005L').getByTestId('availability')).toContainText('Lieferung ab')
    await expect(pack('TRB-SYNDSL-5W30-020L').getByTestId('availability')).toContainText('An Lager (6 Stk.)')
    const drum = pack('TRB-SYNDSL-5W30-060L').getByTestId('availability')
    await expect(drum).toContainText('Nicht an Lager')
    await expect(drum).toContainText(/Lieferbar ab \d{2}\.\d{2}\.\d{4}/)

    const calculator = page.getByTestId('price-calculator')
    await calculator.getByRole('combobox').selectOption('TRB-SYNDSL-5W30-005L')
    await calculator.getByRole('textbox', { name: 'Menge' }).fill('2')
    await calculator.getByTestId('add-to-cart').click()
    await expect(page.getByText('wurde in den Warenkorb gelegt.').first()).toBeVisible()
    await calculator.getByRole('combobox').selectOption('TRB-SYNDSL-5W30-060L')
    await calculator.getByRole('textbox', { name: 'Menge' }).fill('1')
    await calculator.getByTestId('add-to-cart').click()
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/b2bcart')).json()) as { data: { count: number } }).data.count,
      )
      .toBe(2)

    await page.goto('/de-ch/warenkorb')
    const line = (articleNumber: string) =>
      page.locator(`[data-testid="cart-entry"][data-article="${articleNumber}"]`).getByTestId('availability')
    await expect(line('TRB-SYNDSL-5W30-005L')).toContainText('An Lager')
    await expect(line('TRB-SYNDSL-5W30-060L')).toContainText(/Lieferbar ab \d{2}\.\d{2}\.\d{4}/)
    const estimate = page.getByTestId('delivery-estimate')
    await expect(estimate).toContainText('Komplette Lieferung frühestens am')
    await expect(estimate).toContainText('Erste Teillieferung frühestens am')

    await page.getByTestId('to-checkout').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    const earliest = page.getByTestId('earliest-delivery')
    await page.getByLabel('Teillieferung erlaubt').check()
    const first = (await earliest.getAttribute('data-date'))!
    // Everything at once: not before the drums have come.
    await page.getByLabel('Teillieferung erlaubt').uncheck()
    await expect(earliest).not.toHaveAttribute('data-date', first)
    const complete = (await earliest.getAttribute('data-date'))!
    expect(complete > first).toBe(true)
    await expect(earliest).toHaveText(`Frühester Liefertermin: ${swiss(complete)}`)

    const date = page.getByLabel('Wunschliefertermin', { exact: true })
    const saturday = [...Array(7).keys()].map((i) => addDays(complete, i)).find((day) => isWeekend(day))!
    await date.fill(swiss(saturday))
    await date.blur()
    const field = page.getByTestId('delivery-date')
    await expect(field.getByRole('alert')).toContainText('fällt auf ein Wochenende')
    // The calendar offers working days only: its weekend days are refused.
    await page.getByRole('button', { name: 'Kalender für Wunschliefertermin öffnen' }).click()
    await expect(page.locator(`[data-date="${saturday}"]`)).toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Escape')
    const chosen = workingDayOnOrAfter(addDays(complete, 7), 'ZH')
    await date.fill(swiss(chosen))
    await date.blur()
    await expect(field.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()

    await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible()
    await expect(page.getByTestId('overview-requested-date')).toHaveText(swiss(chosen))
    await expect(page.getByTestId('overview-partial-delivery')).toHaveText('nicht erlaubt')
    await expect(page.getByTestId('overview-line').filter({ hasText: 'TRB-SYNDSL-5W30-060L' })).toContainText(
      'Lieferbar ab',
    )
    await page.getByLabel('Ich akzeptiere die').check()
    await page.getByTestId('checkout-submit').click()

    await expect(page).toHaveURL(/\/de-ch\/warenkorb\/bestaetigung\?bestellung=W\d{6}-/)
    await expect(page.getByTestId('confirmation-requested-date')).toHaveText(swiss(chosen))
    await expect(page.getByTestId('confirmation-partial-delivery')).toHaveText('nicht erlaubt')
    const orderNumber = (await page.getByTestId('confirmation-order-number').textContent())!.trim()

    await page.goto(`/de-ch/konto/bestellungen/${orderNumber}`)
    await expect(page.getByTestId('order-requested-date')).toHaveText(swiss(chosen))
    await expect(page.getByTestId('order-partial-delivery')).toHaveText('nicht erlaubt')
  })
})
