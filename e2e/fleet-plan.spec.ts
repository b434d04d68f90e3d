import { expect, test } from './fixtures'

import { baseUrl, signIn } from './helpers'

// `flotte` (a buyer of Transporte Alpin GmbH, whose seeded fleet has services due next quarter)
// orders the oil plan here; the fleet spec only adds vehicles with it and never uses its cart.
const USER = 'flotte'
const PASSWORD = 'Flotte-2026!'
const PLAN = '/de-ch/konto/fuhrpark/oelplan'
const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

test.describe('oil plan', () => {
  test('a buyer opens the quarter’s plan, puts its packs into the cart and orders them', async ({ page }) => {
    test.setTimeout(180_000)
    await signIn(page, USER, PASSWORD)
    expect((await page.request.delete('/api/b2bcart', { headers: JSON_HEADERS })).status()).toBe(200)

    await page.goto(PLAN)
    await expect(page.getByRole('heading', { level: 1, name: 'Ölplan' })).toBeVisible()
    await expect(page.getByTestId('plan-period')).toHaveValue('nextQuarter')
    // A product row with its need in litres and the proposed packs ("3 × 20 l + 1 × 5 l").
    const row = page.getByTestId('plan-product').first()
    await expect(row).toBeVisible()
    await expect(row.getByTestId('plan-litres')).toHaveText(/^\d[\d' ]*([.,]\d+)? l$/)
    await expect(row.getByTestId('plan-packs')).toHaveText(
      /^\d+ × \d[\d' ]*([.,]\d+)? (l|kg)( \+ \d+ × \d[\d' ]*([.,]\d+)? (l|kg))*/,
    )
    await expect(row.getByTestId('plan-price')).toHaveText(/CHF \d/)
    await expect(page.getByTestId('plan-total-price')).toHaveText(/CHF \d/)
    // The services due behind the product, with their dates.
    await row.getByTestId('plan-toggle-services').click()
    await expect(row.getByTestId('plan-toggle-services')).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByTestId('plan-services').first().locator('tbody tr').first()).toContainText(
      /\d{2}\.\d{2}\.\d{4}/,
    )

    // What the plan proposes is what goes into the cart.
    const plan = (await (await page.request.get('/api/fleet/plan')).json()) as {
      data: {
        plan: { products: { proposal: { lines: { articleNumber: string; quantity: number }[] } | null }[] }
      }
    }
    const expected = plan.data.plan.products
      .flatMap((product) => product.proposal?.lines ?? [])
      .map((line) => `${line.articleNumber}:${line.quantity}`)
      .sort()
    expect(expected.length).toBeGreaterThan(0)

    await page.getByTestId('plan-to-cart').click()
    await expect(page.getByText('des Ölplans in den Warenkorb gelegt.')).toBeVisible()
    await expect(page.getByTestId('cart-link')).not.toHaveAccessibleName('Warenkorb, leer')
    await page.getByTestId('plan-go-cart').click()
    await expect(page).toHaveURL(/\/de-ch\/warenkorb$/)
    const cart = (await (await page.request.get('/api/b2bcart')).json()) as {
      data: { entries: { articleNumber: string; count: number }[] }
    }
    expect(cart.data.entries.map((entry) => `${entry.articleNumber}:${entry.count}`).sort()).toEqual(expected)
    await expect(page.getByTestId('cart-entry')).toHaveCount(expected.length)

    await page.getByTestId('to-checkout').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
    await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible()
    await expect(page.getByTestId('overview-line')).toHaveCount(expected.length)
    await page.getByLabel('Ich akzeptiere die').check()
    await page.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/de-ch\/warenkorb\/bestaetigung\?bestellung=W\d{6}-/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeVisible()
    await expect(page.getByTestId('confirmation-order-number')).toHaveText(/W\d{6}-/)
  })
})
