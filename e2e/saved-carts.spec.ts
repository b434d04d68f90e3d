import { expect, test, type Page } from './fixtures'

import { baseUrl, signIn } from './helpers'

// `disposition` (Transporte Alpin's buyer) is this spec's own account: no other spec signs it in, so its
// B2B cart and its saved carts change only here (a sign-in elsewhere at the same moment could drop the
// session of a spec that uses the same account, and carts of shared accounts would race).
const USER = 'disposition'
const PASSWORD = 'Disposition-2026!'
const PRODUCT_NUMBER = 'TRB-SYNPRO-5W30'
const CART = '/de-ch/warenkorb'
const SAVED = '/de-ch/konto/gespeicherte-warenkoerbe'
const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

type Cart = { count: number; entries: { articleNumber: string; count: number }[] }
const cartOf = async (page: Page): Promise<Cart> =>
  ((await (await page.request.get('/api/b2bcart', { headers })).json()) as { data: Cart }).data
const lines = (cart: Cart) => cart.entries.map((entry) => [entry.articleNumber, entry.count])

/** Two pack sizes the customer can order (the price list of the variant table). */
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

async function fillCart(page: Page, entries: { articleNumber: string; count: number }[]) {
  expect((await page.request.delete('/api/b2bcart', { headers })).status()).toBe(200)
  const res = await page.request.post('/api/b2bcart', { headers, data: { action: 'add', entries } })
  expect(res.status()).toBe(200)
}

test.describe('saved carts', () => {
  test('a buyer saves the cart under a name (it empties), finds it in the account and restores it by replacing', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, USER, PASSWORD)
    const [first, second] = await orderablePacks(page)
    await fillCart(page, [
      { articleNumber: first!, count: 3 },
      { articleNumber: second!, count: 1 },
    ])
    const saved = lines(await cartOf(page))
    expect(saved).toHaveLength(2)

    await page.goto(CART)
    await expect(page.getByTestId('cart-entry')).toHaveCount(2)
    const name = `E2E Lager ${Date.now().toString(36)}`
    await page.getByRole('button', { name: 'Warenkorb speichern' }).click()
    const dialog = page.getByRole('dialog', { name: 'Warenkorb speichern' })
    const submit = dialog.getByRole('button', { name: 'Speichern' })
    await expect(submit).toBeDisabled()
    await dialog.getByLabel('Name').fill(name)
    await submit.click()
    await expect(
      page.getByText(`Der Warenkorb wurde als «${name}» gespeichert und ist jetzt leer.`),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, leer')
    expect((await cartOf(page)).count).toBe(0)

    // The account page lists it (the menu leads there too), with its lines.
    await page.getByTestId('saved-carts-link').click()
    await expect(page).toHaveURL(new RegExp(`${SAVED}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Gespeicherte Warenkörbe' })).toBeVisible()
    await expect(
      page.getByTestId('account-nav').getByRole('link', { name: 'Gespeicherte Warenkörbe' }),
    ).toHaveAttribute('aria-current', 'page')
    const row = page.getByTestId('saved-cart-row').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row.locator('td').nth(2)).toHaveText('2')
    await row.getByRole('button', { name: `Positionen von «${name}» anzeigen` }).click()
    const linesDialog = page.getByRole('dialog', { name: `Positionen von «${name}»` })
    await expect(linesDialog.getByTestId('saved-cart-line')).toHaveCount(2)
    await linesDialog.getByRole('button', { name: 'Schliessen' }).first().click()
    await expect(linesDialog).toBeHidden()

    // Something else went into the cart meanwhile: restoring asks, and "Ersetzen" makes the saved lines the cart.
    await fillCart(page, [{ articleNumber: second!, count: 7 }])
    await page.reload()
    await row.getByRole('button', { name: `«${name}» wiederherstellen` }).click()
    const choice = page.getByRole('dialog', { name: 'Zusammenführen oder Ersetzen?' })
    await expect(choice).toContainText('Ihr Warenkorb enthält bereits 1 Position.')
    await choice.getByRole('button', { name: 'Ersetzen' }).click()
    await expect(choice).toBeHidden()
    await expect(page.getByTestId('saved-cart-restored')).toContainText('bleibt hier gespeichert')
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 2 Artikel')
    expect(lines(await cartOf(page))).toEqual(saved)

    await page.getByTestId('saved-cart-to-cart').click()
    await expect(page).toHaveURL(new RegExp(`${CART}$`))
    await expect(page.getByTestId('cart-entry')).toHaveCount(2)

    // The saved cart stays until it is deleted.
    await page.goto(SAVED)
    await row.getByRole('button', { name: `«${name}» löschen` }).click()
    const confirm = page.getByRole('dialog', { name: 'Gespeicherten Warenkorb löschen' })
    await confirm.getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByText(`Der gespeicherte Warenkorb «${name}» wurde gelöscht.`)).toBeVisible()
    await expect(row).toHaveCount(0)
    await expect(
      page.getByTestId('saved-cart-row').filter({ hasText: 'Depot Chur Wochenbedarf' }),
    ).toHaveCount(1)
    await page.request.delete('/api/b2bcart', { headers })
  })
})
