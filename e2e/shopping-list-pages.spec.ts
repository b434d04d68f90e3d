import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from './fixtures'

import { baseUrl, signIn } from './helpers'

// `lager` (Garage Muster AG's warehouse, a buyer without limits) is this spec's own account: no other
// spec signs it in, so its B2B cart and its lists change only here (`kunde`'s cart belongs to the cart
// specs, einkauf's to the approvals spec).
const USER = 'lager'
const PASSWORD = 'Lager-2026!'
const LIST = '/de-ch/produkte/motorenoele'
const OVERVIEW = '/de-ch/konto/merklisten'

type Cart = { count: number; entries: { articleNumber: string; count: number }[] }
const cartOf = async (page: Page): Promise<Cart> =>
  ((await (await page.request.get('/api/b2bcart')).json()) as { data: Cart }).data

test.describe('shopping list pages', () => {
  test('from a product to a new list, its page, the cart (twice, no doubling), CSV and deletion', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await signIn(page, USER, PASSWORD)
    expect((await page.request.delete('/api/b2bcart', { headers: { origin: baseUrl } })).status()).toBe(200)

    // A product with several pack sizes: its tile button opens the variant dialog.
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    const productNumber = (await page
      .getByTestId('add-to-shopping-list')
      .first()
      .getAttribute('data-product'))!
    await page.goto(`/de-ch/p/${productNumber}`)
    await page.waitForLoadState('networkidle')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await page.getByRole('button', { name: /Auf die Merkliste/ }).click()

    const variant = page.getByRole('dialog', { name: 'Gebinde wählen' })
    await expect(variant.getByRole('table', { name: 'Preisliste' })).toContainText('CHF')
    await expect(variant.getByLabel('Menge', { exact: true })).toHaveValue('1')
    const next = variant.getByRole('button', { name: 'Weiter' })
    await expect(next).toBeDisabled()
    const select = variant.getByLabel('Gebinde', { exact: true })
    const articleNumber = (await select
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value'))!
    await select.selectOption(articleNumber)
    await expect(next).toBeEnabled()
    await next.click()

    const lists = page.getByRole('dialog', { name: 'Merkliste wählen' })
    const create = lists.getByRole('button', { name: 'Erstellen' })
    await expect(create).toBeDisabled()
    const name = `E2E Seite ${Date.now().toString(36)}`
    await expect(async () => {
      // Cleared first: a value typed before hydration is already in the field, and filling in the same text again would not reach the form's state.
      await lists.getByLabel('Name der Merkliste').fill('')
      await lists.getByLabel('Name der Merkliste').fill(name)
      await expect(create).toBeEnabled({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await create.click()
    await expect(lists).toBeHidden()

    // The overview lists it; its page shows the entry.
    await page.goto(OVERVIEW)
    const row = page.getByTestId('shopping-list-row').filter({ hasText: name })
    await expect(row.locator('td').nth(1)).toHaveText('1')
    await row.getByRole('link', { name }).click()
    await expect(page.getByTestId('shopping-list-name')).toHaveText(name)
    const entry = page.locator(`[data-testid="shopping-list-entry"][data-article="${articleNumber}"]`)
    await expect(entry).toContainText(title)
    const listId = Number(await page.getByTestId('shopping-list-detail').getAttribute('data-list'))

    // The quantity is saved once typing rests.
    await entry.getByRole('textbox', { name: /^Menge von/ }).fill('4')
    await expect(async () => {
      const res = (await (await page.request.get(`/api/shopping-lists/${listId}`)).json()) as {
        data: { shoppingList: { entries: { quantity: number }[] } }
      }
      expect(res.data.shoppingList.entries[0]!.quantity).toBe(4)
    }).toPass({ timeout: 10_000 })

    // Into the cart: the header count follows; adding again does not double anything.
    const toCart = page.getByTestId('shopping-list-to-cart')
    await toCart.click()
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 1 Artikel')
    let cart = await cartOf(page)
    expect(cart.entries.map((line) => [line.articleNumber, line.count])).toEqual([[articleNumber, 4]])
    await expect(toCart).toBeEnabled()
    await toCart.click()
    await expect(page.getByText(`1 Artikel aus «${name}» im Warenkorb.`).first()).toBeVisible()
    cart = await cartOf(page)
    expect(cart.entries.map((line) => [line.articleNumber, line.count])).toEqual([[articleNumber, 4]])
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Warenkorb, 1 Artikel')

    // CSV export.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('shopping-list-export').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^merkliste-e2e-seite-[a-z0-9]+\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toContain('Artikelnummer;Produkt;Produktnummer;Gebinde;Menge;Stückpreis;Bestellbar')
    expect(csv).toContain(`${articleNumber};`)

    // Deleting it from its own page leads back to the overview.
    await page.getByTestId('shopping-list-delete').click()
    await page.getByTestId('shopping-list-delete-confirm').click()
    await page.waitForURL((url) => url.pathname === OVERVIEW)
    await expect(page.getByTestId('shopping-list-row').filter({ hasText: name })).toHaveCount(0)
    expect((await page.request.get(`/api/shopping-lists/${listId}`)).status()).toBe(404)
    await page.request.delete('/api/b2bcart', { headers: { origin: baseUrl } })
  })

  test('the overview creates, renames and deletes a list', async ({ page }) => {
    await signIn(page, USER, PASSWORD)
    await page.goto(OVERVIEW)
    await page.waitForLoadState('networkidle')
    const form = page.getByTestId('shopping-list-new')
    const create = form.getByRole('button', { name: 'Erstellen' })
    await expect(create).toBeDisabled()
    const name = `E2E Übersicht ${Date.now().toString(36)}`
    await expect(async () => {
      // Cleared first: a value typed before hydration is already in the field, and filling in the same text again would not reach the form's state.
      await form.getByLabel('Neue Merkliste').fill('')
      await form.getByLabel('Neue Merkliste').fill(name)
      await expect(create).toBeEnabled({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await create.click()
    const row = page.getByTestId('shopping-list-row').filter({ hasText: name })
    await expect(row).toBeVisible()
    await expect(form.getByLabel('Neue Merkliste')).toHaveValue('')

    const listId = (await row.getAttribute('data-list'))!
    await row.getByRole('button', { name: `«${name}» umbenennen` }).click()
    const editing = page.locator(`[data-testid="shopping-list-row"][data-list="${listId}"]`)
    const renamed = `${name} neu`
    await editing.getByLabel('Neuer Name').fill(renamed)
    await editing.getByRole('button', { name: 'Speichern' }).click()
    const renamedRow = page.getByTestId('shopping-list-row').filter({ hasText: renamed })
    await expect(renamedRow.getByRole('link', { name: renamed })).toBeVisible()

    await renamedRow.getByRole('button', { name: `«${renamed}» löschen` }).click()
    const dialog = page.getByRole('dialog', { name: 'Merkliste löschen' })
    await expect(dialog).toContainText(renamed)
    await dialog.getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByTestId('shopping-list-row').filter({ hasText: renamed })).toHaveCount(0)
    await expect(page.getByText(`Die Merkliste «${renamed}» wurde gelöscht.`)).toBeVisible()
  })
})

test.describe('ordered products page', () => {
  test('lists the ordered products, the sort select reorders them and the search narrows them', async ({
    page,
  }) => {
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto('/de-ch/konto/bestellte-produkte')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellte Produkte' })).toBeVisible()
    const table = page.getByTestId('ordered-products')
    const rows = table.locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    const count = await rows.count()
    expect(count).toBeGreaterThan(1)

    // "Am häufigsten bestellt": the order counts (third column) fall.
    const orderCounts = async () =>
      (await rows.locator('td:nth-child(3)').allTextContents()).map((text) => Number(text.trim()))
    await expect(async () => {
      await table.getByLabel('Sortieren nach').selectOption('orderCount.desc')
      await page.waitForURL(/sort=orderCount/, { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await expect(async () => {
      const counts = await orderCounts()
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
    }).toPass({ timeout: 10_000 })
    await table.getByLabel('Sortieren nach').selectOption('articleNumber.asc')
    await expect(async () => {
      const numbers = (await rows.locator('td:nth-child(2)').allTextContents()).map((text) => text.trim())
      expect(numbers).toEqual([...numbers].sort())
    }).toPass({ timeout: 10_000 })

    // Search by the article number of the last row.
    const term = (await rows.last().locator('td:nth-child(2)').textContent())!.trim()
    await table.getByRole('searchbox', { name: 'Artikelnummer oder Produkt' }).fill(term)
    await table.getByRole('button', { name: 'Suchen' }).click()
    await expect(async () => {
      const numbers = (await rows.locator('td:nth-child(2)').allTextContents()).map((text) => text.trim())
      expect(numbers.length).toBeGreaterThan(0)
      expect(numbers.length).toBeLessThan(count)
      for (const number of numbers) expect(number).toContain(term)
    }).toPass({ timeout: 10_000 })
  })
})
