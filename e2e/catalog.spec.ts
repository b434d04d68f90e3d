import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

import { compareViscosity } from '../features/catalog/sort'
import { signIn } from './helpers'

const LIST = '/de-ch/produkte/motorenoele'
const PRODUCT = '/de-ch/p/TRB-SYNPRO-5W30'

test.describe('product list', () => {
  test('filters by facets kept in the address, shares the address, steps back and loads more', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    const count = page.getByTestId('product-count')
    const tiles = page.getByTestId('product-list').locator(':scope > li')
    await expect(tiles).toHaveCount(12)
    const total = Number((await count.textContent())!.split(' ')[0])
    expect(total).toBeGreaterThan(100)
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])
    // No prices for anonymous visitors, in HTML or data.
    expect(await page.content()).not.toMatch(/CHF|unitPriceCents/)

    // Viscosity is a multiselect: choose 5W-30 and apply with a click outside.
    await page
      .getByRole('button', { name: /^Viskosität/ })
      .first()
      .click()
    await page.getByRole('checkbox', { name: /^5W-30/ }).check()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page).toHaveURL(/[?&]viscosity=5W-30/)
    await expect(count).not.toHaveText(`${total} Produkte`)
    const filtered = Number((await count.textContent())!.split(' ')[0])
    expect(filtered).toBeGreaterThan(12)
    await expect(page.getByTestId('filter-chips')).toContainText('5W-30')
    for (const subtitle of await tiles.locator('p').filter({ hasText: 'Motorenöl' }).allTextContents())
      expect(subtitle).toContain('5W-30')

    // Load more appends the next 12 and records it in the address.
    await page.getByTestId('load-more').click()
    await expect(tiles).toHaveCount(Math.min(24, filtered))
    await expect(page).toHaveURL(/[?&]page=2/)

    // The address alone reproduces the list, with both pages.
    const other = await page.context().newPage()
    await other.goto(page.url())
    await expect(other.getByTestId('product-count')).toHaveText(`${filtered} Produkte`)
    await expect(other.getByTestId('product-list').locator(':scope > li')).toHaveCount(Math.min(24, filtered))
    await other.close()

    // Removing the chip brings the whole list back; the back button returns to the filter.
    await page.getByRole('button', { name: 'Filter «5W-30» entfernen' }).click()
    await expect(count).toHaveText(`${total} Produkte`)
    await expect(page).not.toHaveURL(/viscosity=/)
    await page.goBack()
    await expect(page).toHaveURL(/viscosity=5W-30/)
    await expect(count).toHaveText(`${filtered} Produkte`)

    // List view, then open a product.
    await page.getByRole('button', { name: 'Liste' }).click()
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'list')
    await expect(page).toHaveURL(/view=list/)
    const first = tiles.first().getByRole('link')
    const name = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('sorts by name, newest and viscosity: kept in the address, rendered by the server, an unknown order opens by name', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    const tiles = page.getByTestId('product-list').locator(':scope > li')
    const names = () => tiles.getByRole('heading').allTextContents()
    const sort = page.getByLabel('Sortieren nach')
    await expect(sort).toHaveValue('name')
    await expect(sort.locator('option')).toHaveText(['Name (A–Z)', 'Neueste zuerst', 'Viskosität'])
    const byName = await names()
    expect(byName).toEqual(
      [...byName].sort(new Intl.Collator('de', { numeric: true, sensitivity: 'base' }).compare),
    )

    await sort.selectOption('viscosity')
    await expect(page).toHaveURL(/[?&]sort=viscosity/)
    await expect.poll(names).not.toEqual(byName)
    const grades = (await tiles.locator('p').allTextContents())
      .map((text) => /\b\d+W-\d+\b/.exec(text)?.[0])
      .filter((g): g is string => !!g)
    expect(grades.length).toBeGreaterThan(6)
    expect(grades).toEqual([...grades].sort(compareViscosity))
    const byViscosity = await names()

    // The address alone gives the same order, rendered on the server (no list request needed).
    const other = await page.context().newPage()
    const requests: string[] = []
    other.on('request', (request) => requests.push(request.url()))
    await other.goto(page.url())
    await expect(other.getByLabel('Sortieren nach')).toHaveValue('viscosity')
    expect(
      await other.getByTestId('product-list').locator(':scope > li').getByRole('heading').allTextContents(),
    ).toEqual(byViscosity)
    expect(requests.filter((url) => url.includes('/api/product-group/products'))).toEqual([])
    await other.close()

    // Back returns to the order by name.
    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await expect(sort).toHaveValue('name')
    await expect.poll(names).toEqual(byName)

    await sort.selectOption('newest')
    await expect(page).toHaveURL(/[?&]sort=newest/)
    await expect(tiles).toHaveCount(12)

    // An unknown order is no error: the list opens by name.
    const response = await page.goto(`${LIST}?sort=price`)
    expect(response?.status()).toBe(200)
    await expect(page.getByLabel('Sortieren nach')).toHaveValue('name')
    expect(await names()).toEqual(byName)
  })

  test('on a phone the filters open in a modal that shows the product count', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    const all = (await page.getByTestId('product-count').textContent())!
    await page.getByTestId('filter-button').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Basisöl').selectOption('mineral')
    await expect(page).toHaveURL(/baseOil=mineral/)
    await expect(page.getByTestId('product-count')).not.toHaveText(all)
    const count = (await page.getByTestId('product-count').textContent())!.split(' ')[0]
    await expect(dialog.getByTestId('show-products')).toHaveText(`${count} Produkte anzeigen`)
    await dialog.getByTestId('show-products').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('filter-button')).toHaveText('Filter (1)')
  })
})

test('a shop user gets the price labels and last order dates of the listed products', async ({ page }) => {
  await signIn(page, 'kunde', 'Kunde-2026!')
  const labels = page.waitForResponse((res) => res.url().includes('/api/product/price-label'))
  const orders = page.waitForResponse((res) => res.url().includes('/api/product/last-order-date'))
  await page.goto(LIST)
  expect((await labels).status()).toBe(200)
  expect((await orders).status()).toBe(200)
  expect(((await (await orders).json()) as { data: { entries: unknown[] } }).data.entries).toHaveLength(12)
  // No error notification (a refused request would show one).
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('notification-area').getByRole('alert')).toHaveCount(0)
})

test.describe('product detail', () => {
  test('shows anonymous visitors no prices and a way to sign in', async ({ page }) => {
    await page.goto(PRODUCT)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tribo Synth Pro 5W-30')
    await expect(page.getByTestId('login-for-prices')).toBeVisible()
    await expect(page.getByTestId('variant-table')).toHaveCount(0)
    const html = await page.content()
    expect(html).not.toMatch(/CHF|priceCurrency|unitPriceCents/)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld).toMatchObject({ '@type': 'Product', sku: 'TRB-SYNPRO-5W30' })
    expect(ld.offers).toBeUndefined()
    await expect(page.getByTestId('documents')).toContainText('Produktdatenblatt')
    await expect(page.getByTestId('find-dealer')).toHaveAttribute('href', /\/de-ch\/dealers\?assortment=\d+/)
  })

  test('loads the related products carousel (Swiper) only when a visitor scrolls near it', async ({
    page,
  }) => {
    const swiperRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') swiperRequests.push(request.url())
    })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(PRODUCT)
    await page.waitForLoadState('networkidle')
    const related = page.locator(
      'section[aria-roledescription="carousel"][aria-label="Weitere Produkte aus dieser Gruppe"]',
    )
    // At the top of the page the row is plain: its slides are in the HTML, Swiper is not set up.
    await expect(related).toHaveAttribute('data-deferred', '')
    expect(await related.getByRole('listitem').count()).toBeGreaterThan(0)
    const scriptsBefore = swiperRequests.length
    await related.scrollIntoViewIfNeeded()
    await expect(related).not.toHaveAttribute('data-deferred')
    await expect(related.locator('.swiper-initialized')).toHaveCount(1)
    await expect(related.getByRole('button', { name: 'Nächstes Element' })).toBeVisible()
    expect(swiperRequests.length).toBeGreaterThan(scriptsBefore)
  })

  test('shows a customer its prices, scale prices and the price of a quantity', async ({ page }) => {
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto(PRODUCT)
    await page.waitForLoadState('networkidle')
    const table = page.getByTestId('variant-table')
    await expect(table).toContainText('TRB-SYNPRO-5W30-020L')
    await expect(table).toContainText('ab 10 Stk.')
    const unit = page.getByTestId('unit-price')
    const single = (await unit.textContent())!
    expect(single).toMatch(/^CHF \d/)
    const total = page.getByTestId('total-price')
    const totalOfOne = (await total.textContent())!
    // Garage Muster's contracts that hold today may agree a price for the pack (docs/rules.md
    // "Prices"): below all its scales, 12 cost 12 times the contract price; else the scale from 10 applies.
    const contract = (await page.getByTestId('contract-price').count()) > 0
    await page.getByLabel('Menge', { exact: true }).fill('12')
    if (contract) await expect(total).not.toHaveText(totalOfOne)
    else await expect(unit).not.toHaveText(single)
    const scaled = Number((await unit.textContent())!.replace(/[^\d.]/g, ''))
    const totalText = (await page.getByTestId('total-price').textContent())!
    expect(totalText).toMatch(/^CHF \d{1,3}( \d{3})*\.\d{2}$/)
    expect(Number(totalText.replace(/[^\d.]/g, ''))).toBeCloseTo(scaled * 12, 2)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'CHF' })
  })
})

test.describe('product feedback', () => {
  test('rates a product: the form needs name, e-mail and message, thanks for 3 s, then closes; the rating waits for moderation', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/de-ch/p/TRB-SYNPRO-5W30')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Produkt bewerten' }).click()
    const form = page.getByRole('region', { name: 'Produkt bewerten' })
    const submit = form.getByRole('button', { name: 'Absenden' })
    await expect(submit).toBeDisabled()
    await form.getByLabel('Name *').fill('Rita Probst')
    await form.getByLabel('Ihre Bewertung *').fill('Läuft seit 20 000 km ohne Nachfüllen.')
    // Missing e-mail: nothing can be sent.
    await expect(submit).toBeDisabled()
    await form.getByLabel('E-Mail *').fill('keine-adresse')
    await submit.click()
    await expect(form.getByTestId('review-errors')).toContainText(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    )

    await form.getByLabel('E-Mail *').fill('rita.probst@example.ch')
    // Clicking the same star again clears the choice.
    await form.getByRole('button', { name: '4 Sterne' }).click()
    await expect(form).toContainText('4 von 5 Sternen gewählt')
    await form.getByRole('button', { name: '4 Sterne' }).click()
    await expect(form).toContainText('Keine Sterne gewählt')
    await form.getByRole('button', { name: '5 Sterne' }).click()
    await submit.click()
    await expect(form.getByTestId('review-thanks')).toHaveText(
      'Vielen Dank für Ihre Bewertung. Sie wird nach einer Prüfung veröffentlicht.',
    )
    await expect(form).toBeHidden({ timeout: 6_000 })
    // Not published before an editor approves it.
    await page.reload()
    await expect(page.getByText('Läuft seit 20 000 km ohne Nachfüllen.')).toHaveCount(0)
  })

  test('a filled honeypot is refused and nothing is thanked for', async ({ page }) => {
    await page.goto('/de-ch/p/TRB-SYNPRO-5W30')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Frage stellen' }).click()
    const form = page.getByRole('region', { name: 'Frage zum Produkt stellen' })
    await form.getByLabel('Name *').fill('Bot')
    await form.getByLabel('E-Mail *').fill('bot@example.com')
    await form.getByLabel('Ihre Frage *').fill('Buy cheap oil now')
    await form.locator('input[name="username"]').fill('spam', { force: true })
    await form.getByRole('button', { name: 'Absenden' }).click()
    await expect(form.getByTestId('review-errors')).toContainText(
      'Ihre Nachricht konnte nicht angenommen werden.',
    )
    await expect(form.getByTestId('review-thanks')).toHaveText('')
  })
})
