import { expect, test, type Page } from './fixtures'

import { baseUrl, signIn } from './helpers'

// kunde (Hans Muster, Garage Muster AG) shares a list of its own with einkauf (Petra Einkauf, same company).
const OWNER = { username: 'kunde', password: 'Kunde-2026!' }
const COLLEAGUE = { username: 'einkauf', password: 'Einkauf-2026!' }
const PRODUCT_NUMBER = 'TRB-SYNPRO-5W30'
const OVERVIEW = '/de-ch/konto/merklisten'

type Detail = { id: number; entries: { id: string; quantity: number }[] }

/** A new list of the signed-in account with one orderable pack of the product (through the API). */
async function newList(page: Page, name: string): Promise<Detail> {
  const variants = (await (
    await page.request.get(`/api/product/variants?productNumber=${PRODUCT_NUMBER}`)
  ).json()) as { data: { variantTable: { rows: { articleNumber: string; orderable: boolean }[] } } }
  const article = variants.data.variantTable.rows.find((row) => row.orderable)!
  const res = await page.request.post('/api/shopping-lists', {
    data: {
      name,
      entries: [{ productNumber: PRODUCT_NUMBER, articleNumber: article.articleNumber, quantity: 2 }],
    },
    headers: { origin: baseUrl },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { data: { shoppingList: Detail } }).data.shoppingList
}

test.describe('shared shopping lists', () => {
  test('kunde shares a list with einkauf, einkauf changes a quantity, kunde sees who changed it', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await signIn(page, OWNER.username, OWNER.password)
    const name = `E2E geteilt ${Date.now().toString(36)}`
    const list = await newList(page, name)

    // The owner shares it with a colleague in the "Teilen" dialog.
    await page.goto(`${OVERVIEW}/${list.id}`)
    await expect(page.getByTestId('shopping-list-name')).toHaveText(name)
    await page.getByRole('button', { name: 'Teilen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Merkliste teilen' })
    await dialog.getByRole('checkbox', { name: 'Petra Einkauf' }).check()
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(`Die Freigabe der Merkliste «${name}» wurde gespeichert.`)).toBeVisible()
    await expect(page.getByTestId('shopping-list-sharing')).toContainText('Ändern dürfen: Petra Einkauf')

    // The colleague finds it in its overview with its owner, and changes a quantity.
    await signIn(page, COLLEAGUE.username, COLLEAGUE.password)
    await page.goto(OVERVIEW)
    const row = page.getByTestId('shopping-list-row').filter({ hasText: name })
    await expect(row.getByTestId('shopping-list-shared-by')).toHaveText(
      /Geteilt von Hans Muster\s*Ändern erlaubt/,
    )
    await expect(row.getByRole('button')).toHaveCount(0)
    await row.getByRole('link', { name }).click()
    await expect(page.getByTestId('shopping-list-owner')).toHaveText('Geteilt von Hans Muster')
    await expect(page.getByRole('button', { name: 'Teilen' })).toHaveCount(0)
    await page.getByRole('textbox', { name: /^Menge von/ }).fill('5')
    await expect(async () => {
      const res = (await (await page.request.get(`/api/shopping-lists/${list.id}`)).json()) as {
        data: { shoppingList: Detail }
      }
      expect(res.data.shoppingList.entries[0]!.quantity).toBe(5)
    }).toPass({ timeout: 10_000 })

    // The owner sees who changed it last, and the change in the history.
    await signIn(page, OWNER.username, OWNER.password)
    await page.goto(`${OVERVIEW}/${list.id}`)
    await expect(page.getByTestId('shopping-list-last-change')).toHaveText(
      /^Zuletzt geändert von Petra Einkauf am \d{2}\.\d{2}\.\d{4}$/,
    )
    const history = page.getByTestId('shopping-list-history')
    await history.locator('summary').click()
    await expect(history.getByTestId('shopping-list-change').first()).toContainText('Petra Einkauf')
    await expect(history.getByTestId('shopping-list-change').first()).toContainText('von 2 auf 5')

    expect(
      (
        await page.request.delete(`/api/shopping-lists/${list.id}`, {
          data: { referer: OVERVIEW },
          headers: { origin: baseUrl },
        })
      ).status(),
    ).toBe(200)
  })
})
