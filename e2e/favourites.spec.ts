import { expect, test, type Page } from './fixtures'

import { baseUrl, signIn } from './helpers'

const LIST = '/de-ch/produkte/motorenoele'
const FAVOURITES = '/de-ch/konto/favoriten'
const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

// alpin is the account that changes data here; the spec only adds and removes products that were no favourites before.
test.describe.configure({ mode: 'serial' })

const unfavour = (page: Page, productNumber: string) =>
  page.request.delete(`/api/favourites/${encodeURIComponent(productNumber)}`, { headers: JSON_HEADERS })

test.describe('Favourites', () => {
  test('a customer marks a product on a tile and one on its page, finds both on the favourites page and removes them', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    // e2e/addresses.spec.ts signs alpin in at the same time; two logins of one account at once may keep only one
    // session: sign in until this page's session answers.
    await expect(async () => {
      await signIn(page, 'alpin', 'Alpin-2026!')
      expect((await page.request.get('/api/favourites', { headers: JSON_HEADERS })).status()).toBe(200)
    }).toPass({ timeout: 30_000 })
    const before = (
      (await (await page.request.get('/api/favourites', { headers: JSON_HEADERS })).json()) as {
        data: { productNumbers: string[] }
      }
    ).data.productNumbers
    const chosen: string[] = []
    try {
      await page.goto(LIST)
      const hearts = page.getByTestId('product-list').getByTestId('favourite-toggle')
      await expect(hearts.first()).toBeEnabled()
      const free = (
        await hearts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-product') ?? ''))
      ).filter((number) => !before.includes(number))
      expect(free.length).toBeGreaterThanOrEqual(2)
      const [onTile, onPage] = free as [string, string]
      chosen.push(onTile, onPage)

      const tileHeart = page
        .getByTestId('product-list')
        .locator(`[data-testid="favourite-toggle"][data-product="${onTile}"]`)
      await expect(tileHeart).toHaveAttribute('aria-pressed', 'false')
      await tileHeart.click()
      await expect(tileHeart).toHaveAttribute('aria-pressed', 'true')
      await expect(tileHeart).toHaveAccessibleName(/^Aus Favoriten entfernen: /)

      // The product page: its heart starts off and turns on.
      await page.goto(`/de-ch/p/${onPage}`)
      const pageHeart = page.locator(`[data-testid="favourite-toggle"][data-product="${onPage}"]`)
      await expect(pageHeart).toBeEnabled()
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'false')
      await pageHeart.click()
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')

      // The state is stored: after a reload both are still favourites.
      await page.reload()
      await expect(
        page.locator(`[data-testid="favourite-toggle"][data-product="${onPage}"]`),
      ).toHaveAttribute('aria-pressed', 'true')

      await page.goto(FAVOURITES)
      await expect(page.getByRole('heading', { level: 1, name: 'Favoriten' })).toBeVisible()
      const list = page.getByTestId('favourites-list')
      await expect(list.locator(`article[data-product="${onTile}"]`)).toBeVisible()
      await expect(list.locator(`article[data-product="${onPage}"]`)).toBeVisible()
      await expect(list.locator(':scope > li')).toHaveCount(before.length + 2)
      // Prices for a customer with a price list.
      await expect(list.locator(`article[data-product="${onTile}"]`)).toContainText(/ab CHF \d/)

      await expect(async () => {
        await list
          .locator(`[data-testid="favourite-remove"][data-product="${onTile}"]`)
          .click({ timeout: 2_000 })
        await expect(list.locator(`article[data-product="${onTile}"]`)).toHaveCount(0, { timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      await list.locator(`[data-testid="favourite-remove"][data-product="${onPage}"]`).click()
      await expect(list.locator(`article[data-product="${onPage}"]`)).toHaveCount(0)
      await page.reload()
      await expect(page.getByTestId('favourites-list').locator(':scope > li')).toHaveCount(before.length)
    } finally {
      await signIn(page, 'alpin', 'Alpin-2026!')
      for (const number of chosen) await unfavour(page, number)
    }
  })

  test('visitors see no hearts', async ({ page }) => {
    await page.goto(LIST)
    await expect(page.getByTestId('product-list')).toBeVisible()
    await expect(page.getByTestId('favourite-toggle')).toHaveCount(0)
  })
})
