import { expect, test, type Locator, type Page } from './fixtures'

import { signIn } from './helpers'

const LIST = '/de-ch/produkte/motorenoele'
const PRODUCT_NUMBER = 'TRB-SYNPRO-5W30'
const PRODUCT = `/de-ch/p/${PRODUCT_NUMBER}`

type Summary = { id: number; name: string; entryCount: number }
type Detail = { entries: { productNumber: string; articleNumber: string; quantity: number }[] }

/** Chooses the first orderable pack size of the variant dialog and a quantity; answers the article number. */
async function chooseVariant(dialog: Locator, quantity: number): Promise<string> {
  await expect(dialog.getByRole('table', { name: 'Preisliste' })).toContainText('CHF')
  const submit = dialog.getByRole('button', { name: 'Weiter' })
  await expect(dialog.getByLabel('Menge', { exact: true })).toHaveValue('1')
  await expect(submit).toBeDisabled()
  const select = dialog.getByLabel('Gebinde', { exact: true })
  const articleNumber = (await select
    .locator('option:not([disabled]):not([value=""])')
    .first()
    .getAttribute('value'))!
  await select.selectOption(articleNumber)
  await dialog.getByLabel('Menge', { exact: true }).fill(String(quantity))
  await expect(submit).toBeEnabled()
  await submit.click()
  return articleNumber
}

async function listByName(page: Page, name: string): Promise<Summary> {
  const res = await page.request.get('/api/shopping-lists')
  expect(res.status()).toBe(200)
  const { data } = (await res.json()) as { data: { shoppingLists: Summary[] } }
  return data.shoppingLists.find((list) => list.name === name)!
}

test.describe('shopping lists', () => {
  test('visitors and signed-in users who are not shop users get no button', async ({ page }) => {
    await page.goto(PRODUCT)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('add-to-shopping-list')).toHaveCount(0)
    await signIn(page, 'privat', 'Privat-2026!')
    await page.goto(PRODUCT)
    await expect(page.getByTestId('variant-table')).toBeVisible()
    await expect(page.getByTestId('add-to-shopping-list')).toHaveCount(0)
  })

  test('a shop user puts a pack size on a new list, then another product on it from the product list', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto(PRODUCT)
    await page.waitForLoadState('networkidle')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

    await page.getByRole('button', { name: /Auf die Merkliste/ }).click()
    const first = await chooseVariant(page.getByRole('dialog', { name: 'Gebinde wählen' }), 3)

    const lists = page.getByRole('dialog', { name: 'Merkliste wählen' })
    await expect(lists.getByRole('radio', { name: /Werkstatt Standard/ })).toBeVisible()
    const create = lists.getByRole('button', { name: 'Erstellen' })
    await expect(create).toBeDisabled()
    const name = `E2E ${Date.now().toString(36)}`
    await lists.getByLabel('Name der Merkliste').fill(name)
    await create.click()
    await expect(lists).toBeHidden()
    await expect(page.getByText(`«${title}» wurde auf die Merkliste «${name}» gesetzt.`)).toBeVisible()

    const created = await listByName(page, name)
    expect(created.entryCount).toBe(1)
    const detail = (await (await page.request.get(`/api/shopping-lists/${created.id}`)).json()) as {
      data: { shoppingList: Detail }
    }
    expect(detail.data.shoppingList.entries).toEqual([
      expect.objectContaining({ productNumber: PRODUCT_NUMBER, articleNumber: first, quantity: 3 }),
    ])

    // Another product from the list page, onto the list just made.
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    const button = page
      .locator(`[data-testid="add-to-shopping-list"]:not([data-product="${PRODUCT_NUMBER}"])`)
      .first()
    const other = (await button.getAttribute('data-product'))!
    await button.click()
    const second = await chooseVariant(page.getByRole('dialog', { name: 'Gebinde wählen' }), 2)
    const again = page.getByRole('dialog', { name: 'Merkliste wählen' })
    const add = again.getByRole('button', { name: 'Hinzufügen' })
    await expect(add).toBeDisabled()
    await again.getByRole('radio', { name: new RegExp(name) }).check()
    await add.click()
    await expect(again).toBeHidden()
    await expect(page.getByText(new RegExp(`wurde auf die Merkliste «${name}» gesetzt\\.`))).toBeVisible()

    const updated = (await (await page.request.get(`/api/shopping-lists/${created.id}`)).json()) as {
      data: { shoppingList: Detail }
    }
    expect(
      updated.data.shoppingList.entries.map((entry) => [
        entry.productNumber,
        entry.articleNumber,
        entry.quantity,
      ]),
    ).toEqual([
      [PRODUCT_NUMBER, first, 3],
      [other, second, 2],
    ])
  })
})
