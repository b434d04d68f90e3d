import { expect, test } from './fixtures'

import { baseUrl, buttonLook, signIn } from './helpers'

const PRODUCT = '/de-ch/p/TRB-SYNPRO-5W30'
const CART = '/de-ch/warenkorb'
const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

// innendienst is this spec's own employee: no other spec signs it in or selects a contact for it.
test.describe.configure({ mode: 'serial' })

test.describe('B2B checkout', () => {
  test('an employee orders for a contact end to end: reference texts, manual price, addresses, terms, confirmation', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'innendienst', 'Innendienst-2026!')
    // Start without a contact (an earlier run may have left one selected), then act for Reto Caduff.
    await page.request.post('/api/contact/logout', { headers: JSON_HEADERS })
    const found = (await (
      await page.request.post('/api/contact/search', {
        headers: JSON_HEADERS,
        data: { search: 'Caduff', limit: 5 },
      })
    ).json()) as { data: { availableContacts: { id: string; contactId: string }[] } }
    const reto = found.data.availableContacts[0]
    expect(reto, 'contact search finds Reto Caduff').toBeTruthy()
    expect(
      (
        await page.request.post('/api/contact/select', {
          headers: JSON_HEADERS,
          data: { id: reto!.id, contactId: reto!.contactId },
        })
      ).status(),
    ).toBe(200)
    expect((await page.request.delete('/api/b2bcart', { headers: JSON_HEADERS })).status()).toBe(200)

    await page.goto(PRODUCT)
    const calculator = page.getByTestId('price-calculator')
    await calculator.getByRole('textbox', { name: 'Menge' }).fill('4')
    await calculator.getByTestId('add-to-cart').click()
    await expect(page.getByText('wurde in den Warenkorb gelegt.')).toBeVisible()

    await page.goto(CART)
    const entry = page.getByTestId('cart-entry')
    await expect(entry).toHaveCount(1)
    await page.getByLabel('Referenztexte pro Position').click()
    await expect(page.getByLabel('Referenztexte pro Position')).toBeChecked()
    await entry.getByLabel('Referenztext').fill('Depot Landquart')
    await entry.getByLabel('Referenztext').press('Enter')
    await page.getByLabel('Manuelle Preise').click()
    await expect(page.getByLabel('Manuelle Preise')).toBeChecked()
    const price = entry.getByLabel('Manueller Preis pro Einheit')
    await price.fill('abc')
    await expect(entry.getByRole('alert')).toHaveText(
      'Bitte geben Sie einen Preis von 0.01 bis 99 999.99 ein.',
    )
    await price.fill('12.50')
    await price.press('Enter')
    await expect(page.getByTestId('cart-total')).toHaveText(/50\.00/)

    // The main actions are filled primary buttons (they once rendered as transparent text).
    expect(await buttonLook(page.getByTestId('to-checkout'))).toMatchObject({
      primary: true,
      transparent: false,
    })
    await page.getByTestId('to-checkout').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Bestellschritte' }).locator('[aria-current="step"]'),
    ).toContainText('Lieferung und Rechnung')
    // Only Transporte Alpin's addresses: the contact's customer.
    await expect(page.getByTestId('shipTo-option')).toHaveCount(2)
    await expect(page.getByText('Garage Muster AG')).toHaveCount(0)
    await page.getByTestId('shipTo-option').filter({ hasText: 'Depot Landquart' }).click()
    await page.getByLabel('Ihre Bestellnummer (optional)').fill('PO-E2E-77')
    await page.getByLabel('Kostenstelle (optional)').fill('4711')
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()

    await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible()
    await expect(page.getByTestId('overview-ship-to')).toContainText('Depot Landquart')
    await expect(page.getByTestId('overview-bill-to')).toContainText('Kantonsstrasse 88')
    await expect(page.getByTestId('overview-po')).toHaveText('PO-E2E-77')
    const line = page.getByTestId('overview-line')
    await expect(line).toContainText('Referenztext: Depot Landquart')
    await expect(line).toContainText('manueller Preis')
    // Net total, VAT 8.1 % on it and the total including VAT: 50.00 + 4.05 = 54.05.
    await expect(page.getByTestId('overview-total-net')).toHaveText('CHF 50.00')
    await expect(page.getByTestId('overview-total')).toContainText('MWST 8.1 % auf CHF 50.00')
    await expect(page.getByTestId('overview-total-vat')).toHaveText('CHF 4.05')
    await expect(page.getByTestId('overview-total-gross')).toHaveText('CHF 54.05')

    expect(await buttonLook(page.getByTestId('checkout-submit'))).toMatchObject({
      primary: true,
      transparent: false,
    })
    // Without the terms accepted nothing is sent.
    await page.getByTestId('checkout-submit').click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Allgemeinen Geschäftsbedingungen' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible()
    await expect(dialog).toContainText('Gerichtsstand ist Zürich')
    await page.keyboard.press('Escape')
    await page.getByLabel('Ich akzeptiere die').check()
    // A double click places one order.
    await page.getByTestId('checkout-submit').dblclick()

    await expect(page).toHaveURL(/\/de-ch\/warenkorb\/bestaetigung\?bestellung=W\d{6}-/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeVisible()
    const orderNumber = (await page.getByTestId('confirmation-order-number').textContent())!.trim()
    await expect(page.getByTestId('confirmation-total-gross')).toHaveText('CHF 54.05')
    await expect(page.getByTestId('confirmation-total-vat')).toHaveText('CHF 4.05')
    await expect(page.getByText('Sandra Keller')).toBeVisible()
    await expect(page.getByRole('link', { name: 'bestellungen@tribo.ch' })).toBeVisible()
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, leer')
    const cart = (await (await page.request.get('/api/b2bcart')).json()) as { data: { count: number } }
    expect(cart.data.count).toBe(0)
    expect(await buttonLook(page.getByTestId('confirmation-home'))).toMatchObject({
      primary: true,
      transparent: false,
    })
    await page.getByTestId('confirmation-home').click()
    await expect(page).toHaveURL(/\/de-ch\/?$/)

    // Someone else's order number finds nothing.
    await page.goto('/de-ch/warenkorb/bestaetigung?bestellung=4500012001')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bestellung wurde nicht gefunden.' }),
    ).toBeVisible()
    expect(orderNumber).toMatch(/^W\d{6}-/)
    await page.request.post('/api/contact/logout', { headers: JSON_HEADERS })
  })
})
