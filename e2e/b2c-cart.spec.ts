import { expect, test } from './fixtures'

import { signIn } from './helpers'

const PRODUCT = '/de-ch/p/TRB-SYNPRO-5W30'
const B2C_CART = '/de-ch/shop/warenkorb'

// privat's B2C cart is this spec's own.
test.describe.configure({ mode: 'serial' })

test.describe('B2C cart', () => {
  test('a visitor collects products without prices, and the cart joins the account at sign-in', async ({
    page,
  }) => {
    await page.goto(PRODUCT)
    await page.getByTestId('add-to-b2c-cart').click()
    await expect(page.getByText('wurde in den Warenkorb gelegt.')).toBeVisible()
    const cartLink = page.getByTestId('cart-link')
    await expect(cartLink).toHaveAccessibleName('Warenkorb, 1 Artikel')

    await page.goto(B2C_CART)
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    const entry = page.getByTestId('cart-entry')
    await expect(entry).toHaveCount(1)
    await expect(entry).toHaveAttribute('data-product', 'TRB-SYNPRO-5W30')
    expect(await page.content()).not.toMatch(/CHF/)
    await expect(page.getByTestId('b2c-find-dealer')).toHaveAttribute('href', '/de-ch/dealers')

    // The count is sent once the input rests (debounced), then kept on the server.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/b2ccart') && response.request().method() === 'POST',
    )
    await entry.getByRole('textbox', { name: /^Menge von/ }).fill('3')
    expect((await saved).status()).toBe(200)
    await page.reload()
    await expect(page.getByTestId('cart-entry').getByRole('textbox', { name: /^Menge von/ })).toHaveValue('3')

    // Sign in from the cart: the visitor's selection comes along.
    await page.getByRole('link', { name: 'Anmelden' }).last().click()
    const flyout = page.getByTestId('login-flyout')
    await flyout.getByLabel('Benutzername').fill('privat')
    await flyout.getByLabel('Passwort', { exact: true }).fill('Privat-2026!')
    await flyout.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page.getByTestId('account-area')).toBeAttached()
    await page.goto(B2C_CART)
    const joined = page.locator('[data-testid="cart-entry"][data-product="TRB-SYNPRO-5W30"]')
    await expect(joined).toHaveCount(1)
    await expect(joined.getByRole('textbox', { name: /^Menge von/ })).toHaveValue('3')

    await joined.getByRole('button', { name: /entfernen/ }).click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
  })

  test('a private customer sees recommended retail prices including VAT, on the product page and in the cart', async ({
    page,
  }) => {
    await signIn(page, 'privat', 'Privat-2026!')
    await page.goto('/de-ch/p/TRB-SYN-5W30-C3')
    const calculator = page.getByTestId('price-calculator')
    await expect(calculator).toContainText('Empfohlener Verkaufspreis (inkl. MWST)')
    await expect(calculator).not.toContainText('Nettopreis')
    await page.getByTestId('add-to-b2c-cart').click()
    await expect(page.getByText('wurde in den Warenkorb gelegt.')).toBeVisible()
    await page.goto(B2C_CART)
    const total = page.getByTestId('cart-total')
    await expect(total).toContainText('Total inkl. MWST')
    await expect(total).toContainText('darin enthaltene MWST 8.1 %')
    await expect(page.getByTestId('cart-total-net')).toHaveCount(0)
    await page
      .getByTestId('cart-entry')
      .first()
      .getByRole('button', { name: /entfernen/ })
      .click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
  })
})
