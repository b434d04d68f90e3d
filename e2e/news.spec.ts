import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test.describe('news list', () => {
  test('loads more news page by page and filters by facets kept in the address', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/de-ch/news')
    await page.waitForLoadState('networkidle')
    const entries = page.getByTestId('news-entries').locator(':scope > li')
    await expect(page.getByTestId('news-count')).toHaveText('150 Beiträge')
    await expect(entries).toHaveCount(12)
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    const firstTitle = await entries.first().getByRole('heading').textContent()

    await page.getByRole('button', { name: 'Weitere News laden' }).click()
    await expect(entries).toHaveCount(24, { timeout: 20_000 })
    await expect(entries.first().getByRole('heading')).toHaveText(firstTitle!)

    // A filter starts from the first page again (entries replaced) and is written to the address.
    await page.getByRole('checkbox', { name: /^2025/ }).check()
    await expect(page).toHaveURL(/[?&]year=2025/)
    const count = page.getByTestId('news-count')
    await expect(count).not.toHaveText('150 Beiträge')
    const total = Number((await count.textContent())!.split(' ')[0])
    await expect(entries).toHaveCount(Math.min(12, total))
    for (const date of await entries.locator('time').allTextContents()) expect(date).toMatch(/\.2025$/)

    // Combining a second facet narrows the result further.
    await page.getByRole('checkbox', { name: /^Medienmitteilung/ }).check()
    await expect(page).toHaveURL(/publicationType=press-release/)
    await expect(count).not.toHaveText(`${total} Beiträge`)

    // The address alone reproduces the filtered list.
    const shared = page.url()
    const other = await page.context().newPage()
    await other.goto(shared)
    await expect(other.getByTestId('news-count')).toHaveText((await count.textContent())!)
    await expect(other.getByRole('checkbox', { name: /^2025/ })).toBeChecked()

    await page.getByRole('button', { name: 'Alle Filter zurücksetzen' }).click()
    await expect(count).toHaveText('150 Beiträge')
    await expect(page).toHaveURL(/\/de-ch\/news$/)
  })

  test('an article shows its topics and related news', async ({ page }) => {
    await page.goto('/de-ch/news/neue-freigabe-vw-508')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tribo Synth 0W-20 erhält die VW-Freigabe 508 00')
    const related = page.getByRole('region', { name: 'Weitere News' })
    await expect(related.getByRole('article')).toHaveCount(3)
    await related.getByRole('link', { name: 'Alle News' }).click()
    await expect(page).toHaveURL(/\/de-ch\/news$/)
  })
})
