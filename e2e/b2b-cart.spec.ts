import { expect, test } from './fixtures'

import { baseUrl, signIn } from './helpers'

const PRODUCT_NUMBER = 'TRB-SYNPRO-5W30'
const PRODUCT = `/de-ch/p/${PRODUCT_NUMBER}`
const CART = '/de-ch/warenkorb'

type Cart = {
  entries: {
    itemKey: string
    articleNumber: string
    count: number
    itemRefText: string
    price: { totalCents: number } | null
  }[]
  count: number
}

// kunde's cart is this spec's own: no other spec puts anything into it.
test.describe.configure({ mode: 'serial' })

test.describe('B2B cart', () => {
  test('visitors are sent to the login and back; non-shop users get no cart button', async ({ page }) => {
    await page.goto(CART)
    await expect(page).toHaveURL(/\/de-ch\/login\?redirect=%2Fde-ch%2Fwarenkorb/)
    await page.goto(PRODUCT)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0)
  })

  test('add from the product page, change the quantity, reference texts, remove', async ({ page }) => {
    await signIn(page, 'kunde', 'Kunde-2026!')
    expect((await page.request.delete('/api/b2bcart/', { headers: { origin: baseUrl } })).status()).toBe(200)
    await page.goto(PRODUCT)
    const calculator = page.getByTestId('price-calculator')
    await calculator.getByRole('textbox', { name: 'Menge' }).fill('3')
    await calculator.getByTestId('add-to-cart').click()
    await expect(page.getByText('wurde in den Warenkorb gelegt.')).toBeVisible()
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 1 Artikel')

    await page.goto(CART)
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    const entry = page.getByTestId('cart-entry')
    await expect(entry).toHaveCount(1)
    const before = await page.getByTestId('cart-total').textContent()
    await entry.getByRole('textbox', { name: /^Menge von/ }).fill('5')
    await expect(async () => {
      const cart = ((await (await page.request.get('/api/b2bcart/')).json()) as { data: Cart }).data
      expect(cart.entries[0]!.count).toBe(5)
    }).toPass({ timeout: 10_000 })
    await expect(page.getByTestId('cart-total')).not.toHaveText(before!)

    // The switch shows the cart's flag: it turns on once the server has answered.
    const refTexts = page.getByLabel('Referenztexte pro Position')
    await refTexts.click()
    await expect(refTexts).toBeChecked()
    const refText = entry.getByLabel('Referenztext')
    await refText.fill('Lager #3')
    await expect(entry.getByRole('alert')).toHaveText('Der Referenztext darf kein #-Zeichen enthalten.')
    await refText.fill('Lager 3')
    await refText.press('Enter')
    await expect(async () => {
      const cart = ((await (await page.request.get('/api/b2bcart/')).json()) as { data: Cart }).data
      expect(cart.entries[0]!.itemRefText).toBe('Lager 3')
    }).toPass({ timeout: 10_000 })
    await page.reload()
    await expect(page.getByTestId('cart-entry').getByLabel('Referenztext')).toHaveValue('Lager 3')

    await page
      .getByTestId('cart-entry')
      .getByRole('button', { name: /entfernen/ })
      .click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
  })

  test('retailer mode blocks the order with the message to leave customer mode', async ({ page }) => {
    const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }
    await signIn(page, 'kunde', 'Kunde-2026!')
    expect((await page.request.delete('/api/b2bcart/', { headers })).status()).toBe(200)
    await page.goto(PRODUCT)
    await page.getByTestId('price-calculator').getByTestId('add-to-cart').click()
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 1 Artikel')
    expect(
      (await page.request.post('/api/user/retailer-mode', { headers, data: { enabled: true } })).status(),
    ).toBe(200)
    try {
      await page.goto('/de-ch/warenkorb/kasse')
      await expect(page.getByTestId('checkout-retailer-notice')).toHaveText(
        'Sie sind im Kundenmodus. Bitte verlassen Sie den Kundenmodus, um die Bestellung abzuschliessen.',
      )
      await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
      await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible()
      await expect(page.getByTestId('checkout-submit')).toBeDisabled()
      // The server refuses it too, with the same message.
      const refused = await page.request.post('/api/b2bcart-data/commit', {
        headers,
        data: { submissionKey: 'retailer-mode-e2e-0001', termsAccepted: true },
      })
      expect(refused.status()).toBe(409)
      expect(((await refused.json()) as { messages: { message: string }[] }).messages[0]!.message).toBe(
        'Bitte verlassen Sie den Kundenmodus, um die Bestellung abzuschliessen.',
      )
    } finally {
      await page.request.post('/api/user/retailer-mode', { headers, data: { enabled: false } })
      await page.request.delete('/api/b2bcart/', { headers })
    }
  })

  test('quick order: good lines go into the cart, each bad line is named and stays for fixing', async ({
    page,
  }) => {
    const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }
    await signIn(page, 'kunde', 'Kunde-2026!')
    expect((await page.request.delete('/api/b2bcart/', { headers })).status()).toBe(200)
    // Two packs the customer can order: the price calculator offers them.
    await page.goto(PRODUCT)
    const packs = await page
      .getByTestId('price-calculator')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
    expect(packs.length).toBeGreaterThanOrEqual(2)
    await page.goto(CART)
    const quick = page.getByTestId('quick-order')
    await quick.getByLabel('Artikelnummern und Mengen').fill(`${packs[0]}; 2\nNOPE-404; 1\n${packs[1]},3`)
    await quick.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(quick.getByTestId('quick-order-success')).toHaveText(
      '2 Positionen wurden in den Warenkorb gelegt.',
    )
    await expect(quick.getByTestId('quick-order-errors')).toHaveText(
      'Zeile 2: Den Artikel NOPE-404 gibt es nicht.',
    )
    await expect(quick.getByLabel('Artikelnummern und Mengen')).toHaveValue('NOPE-404; 1')
    await expect(page.getByTestId('cart-entry')).toHaveCount(2)
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 2 Artikel')
    await page.request.delete('/api/b2bcart/', { headers })
  })
})
