import AxeBuilder from '@axe-core/playwright'
import { request as apiRequest, expect, test, type APIRequestContext, type Page } from './fixtures'

/** Waits until the page has loaded and hydrated: React resets a select chosen before hydration to its default. */
const settled = (page: Page) => page.waitForLoadState('networkidle')

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

/**
 * The seeded shares' tokens, read the way an editor sees them: through the CMS API.
 * Other tests sign the same editor in at the same time, and Payload may then lose
 * one of the concurrent sessions: sign in again until the list answers.
 */
async function shareTokens(request: APIRequestContext): Promise<{ active: string; expired: string }> {
  let docs: { token: string; expiresAt: string }[] = []
  await expect(async () => {
    const login = await request.post('/cms-api/users/login', {
      data: { email: 'editor@tribo.local', password: 'Tribo-Editor-2026!' },
    })
    expect(login.ok()).toBe(true)
    const { token } = (await login.json()) as { token: string }
    const list = await request.get('/cms-api/file-shares?sort=expiresAt&depth=0', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(list.ok()).toBe(true)
    docs = ((await list.json()) as { docs: typeof docs }).docs
  }).toPass({ timeout: 20_000 })
  expect(docs).toHaveLength(2)
  return { expired: docs[0]!.token, active: docs[1]!.token }
}

test.describe('file sharing', () => {
  test('shows 6 files, then all 20; downloads all as ZIP and opens previews in a new tab', async ({
    page,
    request,
    baseURL,
  }) => {
    const { active } = await shareTokens(request)
    // Visitors (no cookie, no token) cannot list shares.
    const visitor = await apiRequest.newContext({ baseURL })
    const listed = await visitor.get('/cms-api/file-shares')
    expect(listed.status()).toBe(403)
    // Nor fetch a shared file past the link: not through the CMS, not through the public media folder.
    expect((await visitor.get('/cms-api/share-files/file/tribo-presse-01-truck.jpg')).status()).toBe(403)
    expect((await visitor.get('/cms-api/media/file/share-files%2Ftribo-presse-01-truck.jpg')).ok()).toBe(
      false,
    )
    await visitor.dispose()

    await page.goto(`/de-ch/share/${active}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pressebilder Transport-CH')
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(
      'Pressebilder Transport-CH',
    )
    await expect(page.locator('dl')).toContainText('Anzahl Dateien20')
    await expect(page.locator('dl')).toContainText(/Gültig bis\d{2}\.\d{2}\.\d{4}/)
    const files = page.getByTestId('share-assets').getByRole('listitem')
    await expect(files).toHaveCount(6)
    await expect(files.first()).toContainText(/KB/)
    const preview = files.first().getByRole('link', { name: /Vorschau/ })
    await expect(preview).toHaveAttribute('target', '_blank')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Alle 20 Dateien anzeigen' }).click()
    await expect(files).toHaveCount(20)
    await expect(page.getByRole('button', { name: /Dateien anzeigen/ })).toHaveCount(0)

    await page.getByRole('button', { name: 'Alle herunterladen' }).click()
    await expect(page.getByRole('link', { name: /ZIP/ })).toHaveCount(2)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Originaldateien (ZIP)' }).click()
    expect((await download).suggestedFilename()).toBe('Pressebilder-Transport-CH.zip')

    const popup = page.waitForEvent('popup')
    await files
      .nth(2)
      .getByRole('link', { name: /Vorschau/ })
      .click()
    const tab = await popup
    await tab.waitForLoadState()
    expect(tab.url()).toContain(`/api/file-share/${active}/files/`)
  })

  test('an expired link answers 410 with a clear page; an unknown one 404', async ({ page, request }) => {
    const { expired } = await shareTokens(request)
    const response = await page.goto(`/de-ch/share/${expired}`)
    expect(response?.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist abgelaufen')
    await expect(page.getByRole('main')).toContainText('Unterlagen Händlerschulung')
    await expect(page.getByTestId('share-assets')).toHaveCount(0)
    expect((await page.goto(`/de-ch/share/${'x'.repeat(43)}`))?.status()).toBe(404)
  })
})

test.describe('dealer finder', () => {
  const results = (page: Page) => page.getByTestId('dealer-list').locator(':scope > li')

  test('searches by place and orders by distance; filters by country, assortment and type', async ({
    page,
  }) => {
    await page.goto('/de-ch/dealers')
    await settled(page)
    await expect(page.getByRole('heading', { level: 2, name: '300 Händler' })).toBeVisible()
    await expect(results(page)).toHaveCount(20)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Ort, PLZ oder Händlername').fill('Winterthur')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/q=Winterthur/)
    await settled(page)
    await expect(page.locator('#dealer-results')).toContainText('im Umkreis von 50 km um 8400 Winterthur')
    const distances = (await results(page).locator('h3 + span').allTextContents()).map((text) =>
      Number.parseFloat(text),
    )
    expect(distances.length).toBeGreaterThan(0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(Math.max(...distances)).toBeLessThanOrEqual(50)

    await page.getByLabel('Ort, PLZ oder Händlername').fill('')
    await page.getByLabel('Land').selectOption({ label: 'Österreich' })
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/country=AT/)
    await settled(page)
    const austria = await results(page).locator('address').allTextContents()
    expect(austria.length).toBeGreaterThan(0)
    expect(austria.every((text) => text.includes('Österreich'))).toBe(true)

    await page.getByLabel('Land').selectOption('')
    // A specialist line that only some trades carry (engine oils are everywhere).
    const industry = (await page.getByLabel('Sortiment').locator('option').allTextContents()).find((label) =>
      /Industrie/.test(label),
    )!
    await page.getByLabel('Sortiment').selectOption({ label: industry })
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/assortment=\d+/)
    await settled(page)
    const withAssortment = Number.parseInt((await page.locator('#dealer-results').textContent()) ?? '', 10)
    expect(withAssortment).toBeGreaterThan(0)
    expect(withAssortment).toBeLessThan(300)

    await page.getByLabel('Sortiment').selectOption('')
    await page.getByLabel('Servicestelle').check()
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/types=servicePoint/)
    await settled(page)
    const badges = results(page).getByRole('list', { name: 'Art' })
    expect(await badges.count()).toBeGreaterThan(0)
    for (const text of await badges.allTextContents()) expect(text).toContain('Servicestelle')
  })

  test('works without a maps key: no map, no maps script, no errors; the list is the finder and its entries can take the focus', async ({
    page,
  }) => {
    const errors: string[] = []
    const maps: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('request', (request) => {
      if (/maps\.(googleapis|gstatic)\.com/.test(request.url())) maps.push(request.url())
    })
    await page.goto('/de-ch/dealers?q=8400')
    await settled(page)
    await expect(page.locator('#dealer-results')).toContainText('im Umkreis von 50 km um 8400 Winterthur')
    await expect(results(page).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Karte der Händler' })).toHaveCount(0)
    await expect(page.getByText('Die Karte kann nicht geladen werden')).toHaveCount(0)
    // Each entry has the id its map marker points at.
    await expect(results(page).first()).toHaveAttribute('id', /^dealer-\d+$/)
    await expect(results(page).first()).toHaveAttribute('tabindex', '-1')

    // Searching again from the form still works.
    await page.getByLabel('Ort, PLZ oder Händlername').fill('Bern')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/q=Bern/)
    await settled(page)
    await expect(page.locator('#dealer-results')).toContainText('Bern')
    expect(await results(page).count()).toBeGreaterThan(0)
    expect(maps).toEqual([])
    expect(errors).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
  })

  test('finds a dealer by name, shows the no-results text, pages and explains a bad address', async ({
    page,
  }) => {
    await page.goto('/de-ch/dealers?country=DE')
    await settled(page)
    const name = (await results(page).first().getByRole('heading').textContent())!
    await page.getByLabel('Ort, PLZ oder Händlername').fill(name)
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/q=/)
    await settled(page)
    await expect(results(page).first().getByRole('heading')).toHaveText(name)

    await page.getByLabel('Ort, PLZ oder Händlername').fill('Zzyzx')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page.getByTestId('dealer-empty')).toHaveText(/keine Händler gefunden/)

    await page.goto('/de-ch/dealers')
    await settled(page)
    await page.getByRole('link', { name: 'Nächste Seite' }).click()
    await expect(page.getByText('Seite 2 von 15')).toBeVisible()

    await page.goto('/de-ch/dealers?radius=7')
    await settled(page)
    await expect(page.getByRole('alert').filter({ hasText: 'Die Suche enthält' })).toContainText('«radius»')
    await expect(page.getByRole('heading', { level: 2, name: '300 Händler' })).toBeVisible()
  })
})

test('the locations page lists every site when no map can be shown', async ({ page }) => {
  await page.goto('/de-ch')
  await settled(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Standorte' }).click()
  await expect(page).toHaveURL(/\/de-ch\/unternehmen\/standorte$/)
  await settled(page)
  await expect(page.getByTestId('map-fallback')).toContainText('Die Karte kann nicht geladen werden')
  const sites = page.getByRole('list', { name: 'Unsere Standorte' }).getByRole('listitem')
  await expect(sites).toHaveCount(7)
  await expect(sites.first()).toContainText('Hauptsitz Winterthur')
  await expect(sites.first().getByRole('link', { name: /Route planen/ })).toHaveAttribute(
    'href',
    /destination=47\.4988,8\.7237/,
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('the distribution partner list filters by region, country and product line', async ({ page }) => {
  await page.goto('/de-ch')
  await settled(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertriebspartner' }).click()
  // A full page load from the footer: on a busy machine it may take longer than an assertion's default 5 s.
  await expect(page).toHaveURL(/\/de-ch\/distribution-partners/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 2, name: '40 Vertriebspartner' })).toBeVisible()
  await settled(page)
  await page.getByLabel('Region').selectOption({ label: 'Osteuropa (8)' })
  await page.getByRole('button', { name: 'Filter anwenden' }).click()
  await expect(page.getByRole('heading', { level: 2, name: '8 Vertriebspartner' })).toBeVisible()
  await settled(page)
  await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Polen (2)' })
  await page.getByRole('button', { name: 'Filter anwenden' }).click()
  const rows = page.getByTestId('partner-table').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await settled(page)
  await page.getByLabel('Provinz / Bundesland').selectOption({ label: 'Śląskie (1)' })
  await page.getByRole('button', { name: 'Filter anwenden' }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Katowice')
  await page.getByRole('link', { name: 'Alle Filter entfernen' }).click()
  await expect(page).toHaveURL(/\/distribution-partners$/)
  await settled(page)
  // The fields follow the address: every filter is back to "Alle".
  for (const label of ['Land', 'Region', 'Provinz / Bundesland'])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
  await page.getByLabel('Produktlinie').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Filter anwenden' }).click()
  await expect(page).toHaveURL(/productLine=\d+/)
  await settled(page)
  await expect(page.locator('#partner-results')).toHaveText(/^\d+ Vertriebspartner$/)
  const count = Number.parseInt((await page.locator('#partner-results').textContent()) ?? '', 10)
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(40)
  expect(await seriousViolations(page)).toEqual([])
})
