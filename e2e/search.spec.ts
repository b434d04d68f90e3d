import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

const input = (page: Page) => page.getByTestId('search-input')
const suggestions = (page: Page) => page.getByTestId('search-suggestions')

async function typeTerm(page: Page, term: string) {
  await input(page).fill(term)
  if (term.trim().length >= 3)
    await expect(
      suggestions(page)
        .getByTestId(/suggestion-(product|content)|search-no-suggestions/)
        .first(),
    ).toBeVisible({ timeout: 15_000 })
}

test.describe('live search in the header', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test.beforeEach(async ({ page }) => {
    await page.goto('/de-ch/unternehmen/geschichte')
    await page.waitForLoadState('networkidle')
  })

  test('opens from 3 characters, closes below, on outside clicks, Escape and the close mark', async ({
    page,
  }) => {
    await expect(page.getByTestId('search-submit')).toBeVisible()
    await input(page).fill('Mo')
    await expect(page.getByTestId('search-clear')).toBeVisible()
    await page.waitForTimeout(600)
    await expect(suggestions(page)).toHaveCount(0)
    await typeTerm(page, 'Motoröl')
    await expect(suggestions(page).getByTestId('suggestion-product')).toHaveCount(7)
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true')
    // The page does not scroll while the suggestions are open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await input(page).fill('Mo')
    await expect(suggestions(page)).toHaveCount(0)
    await typeTerm(page, 'Motoröl')
    // An empty spot of the header bar, outside the search.
    await page.mouse.click(900, 80)
    await expect(suggestions(page)).toHaveCount(0)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
    await input(page).click()
    await expect(suggestions(page)).toBeVisible()
    await input(page).press('Escape')
    await expect(suggestions(page)).toHaveCount(0)
    await input(page).click()
    await page.getByTestId('search-clear').click()
    await expect(input(page)).toHaveValue('')
    await expect(suggestions(page)).toHaveCount(0)
    await expect(page.getByTestId('search-submit')).toBeVisible()
  })

  test('the keyboard moves through the suggestions and Enter follows one', async ({ page }) => {
    await typeTerm(page, 'Motoröl')
    await input(page).press('ArrowDown')
    await input(page).press('ArrowDown')
    const second = suggestions(page).getByTestId('suggestion-product').nth(1)
    const href = await second.getAttribute('href')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', /.+/)
    await input(page).press('Enter')
    await page.waitForURL(`**${href}`)
  })

  test('submit: exactly one product and no content opens that product', async ({ page }) => {
    // An article number (of the deterministic demo seed) finds its product and nothing else.
    await typeTerm(page, 'TRB-SYNPRO-5W30-020L')
    await input(page).press('Enter')
    await page.waitForURL('**/de-ch/p/TRB-SYNPRO-5W30')
  })

  test('submit: no product and one content hit opens that hit', async ({ page }) => {
    await typeTerm(page, 'Impressum')
    await input(page).press('Enter')
    await page.waitForURL('**/de-ch/impressum')
  })

  test('submit: a single file opens in a new tab', async ({ page, context }) => {
    await typeTerm(page, 'Produktdatenblatt Synth')
    await expect(suggestions(page).getByTestId('suggestion-content')).toHaveCount(1)
    const [tab] = await Promise.all([context.waitForEvent('page'), input(page).press('Enter')])
    await tab.waitForLoadState()
    expect(tab.url()).toMatch(/\.pdf$/)
    expect(page.url()).toMatch(/\/unternehmen\/geschichte$/)
  })

  test('submit: otherwise the results page; an empty term is not submitted', async ({ page }) => {
    await input(page).press('Enter')
    await page.waitForTimeout(500)
    expect(page.url()).toMatch(/\/unternehmen\/geschichte$/)
    await input(page).fill('   ')
    await input(page).press('Enter')
    await page.waitForTimeout(500)
    expect(page.url()).toMatch(/\/unternehmen\/geschichte$/)
    await typeTerm(page, 'Getriebeöl')
    await input(page).press('Enter')
    await page.waitForURL('**/de-ch/search?search=Getriebe%C3%B6l')
    await expect(page.getByTestId('search-heading')).toContainText('für „Getriebeöl“')
    // The header field keeps the term on the results page.
    await expect(input(page)).toHaveValue('Getriebeöl')
  })
})

test.describe('search results page', () => {
  test('wide screens: tabs with counts, filters in the sidebar kept in the address, load more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de-ch/search?search=Motor%C3%B6l')
    const heading = page.getByTestId('search-heading')
    await expect(heading).toHaveText(/^\d+ Ergebnisse für „Motoröl“$/, { timeout: 20_000 })
    const productsTab = page.getByTestId('search-tab-products')
    await expect(productsTab).toHaveText(/Produkte \(\d+\)/)
    await expect(page.getByTestId('search-tab-pages')).toHaveText(/Seiten \(\d+\)/)
    const total = Number((await productsTab.textContent())!.match(/\d+/)![0])
    const tiles = page.getByTestId('search-products').locator(':scope > li')
    await expect(tiles).toHaveCount(12)
    await page.getByTestId('search-load-more').click()
    await expect(tiles).toHaveCount(Math.min(60, total))

    // A viscosity from the sidebar narrows the products and is written to the address.
    const sidebar = page.locator('aside')
    await sidebar
      .getByRole('button', { name: /^Viskosität/ })
      .first()
      .click()
    await sidebar.getByRole('checkbox', { name: /^5W-30/ }).check()
    // The multiselect applies on a click outside.
    await page.getByTestId('search-heading').click()
    await expect(page).toHaveURL(/selectedFilterValues=%7B%22viscosity%22%3A%5B%225W-30%22%5D%7D/)
    await expect(productsTab).not.toHaveText(`Produkte (${total})`)
    await expect(page.getByTestId('search-chips')).toContainText('5W-30')
    // A group narrows further; clear-all removes both.
    await page.getByTestId('search-category').first().click()
    await expect(page).toHaveURL(/productGroupId=\d+/)
    await page.getByTestId('search-clear-filters').click()
    await expect(page).not.toHaveURL(/selectedFilterValues|productGroupId/)
    await expect(productsTab).toHaveText(`Produkte (${total})`)

    // The pages tab lists pages, news and files.
    await page.getByTestId('search-tab-pages').click()
    await expect(page).toHaveURL(/tab=pages/)
    await expect(page.getByTestId('search-contents').locator(':scope > li').first()).toBeVisible()

    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  })

  test('smallest screens: filters in a modal with the active count and clear-all', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(
      `/de-ch/search?search=Motor%C3%B6l&selectedFilterValues=${encodeURIComponent('{"baseOil":["mineral"]}')}`,
    )
    await expect(page.getByTestId('search-heading')).toHaveText(/Ergebnisse für „Motoröl“/, {
      timeout: 20_000,
    })
    await expect(page.locator('aside')).toBeHidden()
    const button = page.getByTestId('search-filter-button')
    await expect(button).toHaveText('Filter (1)')
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByTestId('search-modal-clear').click()
    await expect(page).not.toHaveURL(/selectedFilterValues/)
    await dialog.getByTestId('search-show-products').click()
    await expect(dialog).toBeHidden()
    await expect(button).toHaveText('Filter (0)')
  })

  test('did-you-mean sets the term and replaces the address with just the term', async ({ page }) => {
    await page.goto(
      `/de-ch/search?search=Motorenoil&selectedFilterValues=${encodeURIComponent('{"baseOil":["mineral"]}')}`,
    )
    const suggestion = page.getByTestId('search-suggestion')
    await expect(suggestion).toHaveText('Meinten Sie: Motorenöl?', { timeout: 20_000 })
    await suggestion.getByRole('button', { name: 'Motorenöl' }).click()
    await expect(page).toHaveURL(/\/de-ch\/search\?search=Motoren%C3%B6l$/)
    await expect(page.getByTestId('search-heading')).toHaveText(/Ergebnisse für „Motorenöl“/)
    await expect(suggestion).toHaveCount(0)
  })

  test('a term longer than 100 characters is cut in the address too, as in the field, the heading and the API', async ({
    page,
    request,
  }) => {
    const long = Array.from({ length: 30 }, (_, i) => `Motoröl${i}`).join(' ')
    expect(long.length).toBeGreaterThan(250)
    const cut = long.slice(0, 100).trim()
    const response = await page.goto(`/de-ch/search?search=${encodeURIComponent(long)}&tab=pages`)
    // The server redirected to the cut address.
    const asked = response?.request().redirectedFrom()
    expect(new URL(asked!.url()).searchParams.get('search')).toBe(long)
    const address = new URL(page.url())
    expect(address.searchParams.get('search')).toBe(cut)
    expect(address.searchParams.get('tab')).toBe('pages')
    await expect(page.getByTestId('search-heading')).toHaveText(new RegExp(`„${cut}“`), { timeout: 20_000 })
    await expect(input(page)).toHaveValue(cut)
    // The API cuts the same way (never an error).
    const api = await request.get(`/api/search/document?query=${encodeURIComponent(long)}&limit=1`)
    expect(api.status()).toBe(200)
    const same = await request.get(`/api/search/document?query=${encodeURIComponent(cut)}&limit=1`)
    expect(((await api.json()) as { data: unknown }).data).toEqual(
      ((await same.json()) as { data: unknown }).data,
    )
  })

  test('malformed filters in the address are cleared, an unknown term shows the empty states', async ({
    page,
  }) => {
    await page.goto('/de-ch/search?search=Motor%C3%B6l&selectedFilterValues=%7Bbroken')
    await expect(page.getByTestId('search-heading')).toHaveText(/Ergebnisse für „Motoröl“/, {
      timeout: 20_000,
    })
    await expect(page.getByTestId('search-filter-button')).toHaveText('Filter (0)')
    await page.goto('/de-ch/search?search=xqzwvj')
    await expect(page.getByTestId('search-heading')).toHaveText('Keine Ergebnisse für „xqzwvj“', {
      timeout: 20_000,
    })
    await expect(page.getByTestId('products-empty')).toBeVisible()
    await page.getByTestId('search-tab-pages').click()
    await expect(page.getByTestId('contents-empty')).toBeVisible()
  })
})
