import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

test.describe('news list', () => {
  test('loads more news page by page and filters by facets kept in the address', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/de-ch/news')
    await page.waitForLoadState('networkidle')
    const entries = page.getByTestId('news-entries').locator(':scope > li')
    await expect(page.getByTestId('news-count')).toHaveText('150 Beiträge')
    await expect(entries).toHaveCount(12)
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])
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

  test('loaded pages and filters live in the address: Back from an article keeps the loaded news, Back takes a filter away', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/de-ch/news')
    await page.waitForLoadState('networkidle')
    const entries = page.getByTestId('news-entries').locator(':scope > li')
    const count = page.getByTestId('news-count')
    await expect(entries).toHaveCount(12)

    // "Load more" replaces the history entry with the number of loaded pages.
    await page.getByRole('button', { name: 'Weitere News laden' }).click()
    await expect(entries).toHaveCount(24, { timeout: 20_000 })
    await expect(page).toHaveURL(/\/de-ch\/news\?page=2$/)
    const twentyFirst = (await entries.nth(20).getByRole('heading').textContent())!

    // Open article 21 and come back: still 24 news, article 21 among them.
    await entries.nth(20).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/de-ch\/news\/[^/?]+$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/de-ch\/news\?page=2$/)
    await expect(entries).toHaveCount(24, { timeout: 20_000 })
    await expect(entries.nth(20).getByRole('heading')).toHaveText(twentyFirst)
    await page.waitForLoadState('networkidle')

    // A topic is a new history entry (first page of the filtered list); Back takes it away, Forward brings it back.
    const topic = page.getByRole('group', { name: 'Thema' }).getByRole('checkbox').first()
    await topic.check()
    await expect(page).toHaveURL(/\/de-ch\/news\?topic=\d+$/)
    await expect(count).not.toHaveText('150 Beiträge')
    const filtered = (await count.textContent())!
    await page.goBack()
    await expect(page).toHaveURL(/\/de-ch\/news\?page=2$/)
    await expect(topic).not.toBeChecked()
    await expect(count).toHaveText('150 Beiträge')
    await expect(entries).toHaveCount(24, { timeout: 20_000 })
    await page.goForward()
    await expect(topic).toBeChecked()
    await expect(count).toHaveText(filtered)

    // The server renders what the address says: the loaded pages come with the page, without JavaScript too.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const plain = await context.newPage()
    await plain.goto('/de-ch/news?page=3')
    await expect(plain.getByTestId('news-entries').locator(':scope > li')).toHaveCount(36)
    await expect(plain.getByTestId('news-count')).toHaveText('150 Beiträge')
    await context.close()
  })

  test('an article shows its topics and related news', async ({ page }) => {
    await page.goto('/de-ch/news/neue-freigabe-vw-508')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tribo Synth 0W-20 erhält die VW-Freigabe 508 00',
    )
    const related = page.getByRole('region', { name: 'Weitere News' })
    await expect(related.getByRole('article')).toHaveCount(3)
    await related.getByRole('link', { name: 'Alle News' }).click()
    await expect(page).toHaveURL(/\/de-ch\/news$/)
  })
})
