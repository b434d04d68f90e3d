import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { signIn } from './helpers'

const FINDER = '/de-ch/oel-finder'
const heading = (page: Page) => page.getByTestId('oil-finder-step-heading')

type Envelope<T> = { data: T }
async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as Envelope<T>).data
}

/** A car type of the demo data with its make, model and type approval number (read through the public API). */
async function demoCar(request: APIRequestContext) {
  const { categories } = await get<{ categories: { id: number; key: string }[] }>(
    request,
    '/api/oilfinder/getCategories?lang=de',
  )
  const car = categories.find((c) => c.key === 'car')!
  const { makes } = await get<{ makes: { id: number; name: string }[] }>(
    request,
    `/api/oilfinder/getAllMakeImages?lang=de&catId=${car.id}`,
  )
  const make = makes.find((m) => m.name === 'VW')!
  const { models } = await get<{ models: { id: number; name: string }[] }>(
    request,
    `/api/oilfinder/getModelList?lang=de&makeID=${make.id}&categoryID=${car.id}`,
  )
  const golf = models.find((m) => m.name.startsWith('Golf'))!
  const { types } = await get<{ types: { id: number; name: string; typeApprovalNumber: string | null }[] }>(
    request,
    `/api/oilfinder/getTypeList?lang=de&modelID=${golf.id}`,
  )
  const type = types.find((t) => t.typeApprovalNumber)!
  return { car, make, model: golf, type }
}

test.describe('oil finder', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('four steps from make to recommendation, each in the address, Back steps back', async ({
    page,
    request,
  }) => {
    const { car, make, model } = await demoCar(request)
    await page.goto(FINDER)
    await page.waitForLoadState('networkidle')
    await expect(heading(page)).toHaveText('Wählen Sie Ihr Fahrzeug')
    await expect(
      page.getByTestId('oil-finder-category').and(page.locator('[data-key="car"]')),
    ).toHaveAttribute('aria-pressed', 'true')

    // Step 1: make (the filter narrows the makes).
    await page.getByLabel('Marke suchen').fill('vw')
    await page.getByTestId('oil-finder-makes').getByRole('button', { name: make.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?cat=${car.id}&make=${make.id}$`))
    await expect(heading(page)).toHaveText('Modell und Motorisierung wählen')

    // Step 2: model, then engine.
    await page
      .getByTestId('oil-finder-models')
      .getByRole('button', { name: new RegExp(`^${model.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`&model=${model.id}$`))
    const firstType = page.getByTestId('oil-finder-type').first()
    await firstType.click()
    await expect(page).toHaveURL(/&type=\d+$/)

    // Step 3: the notice with the tenant's disclaimer and the chosen vehicle.
    await expect(heading(page)).toHaveText('Bitte beachten Sie')
    await expect(page.getByTestId('oil-finder-disclaimer')).toContainText('Betriebsanleitung')
    await expect(page.getByTestId('oil-finder-vehicle')).toContainText(`VW ${model.name}`)
    await page.getByTestId('oil-finder-continue').click()

    // Step 4: one entry per component with fill quantity and interval; visitors see no prices.
    await expect(page).toHaveURL(/&view=recommendation$/)
    await expect(heading(page)).toHaveText('Unsere Empfehlung für Ihr Fahrzeug')
    const engine = page.locator('[data-testid="oil-finder-component"][data-key="engine"]')
    await expect(engine).toBeVisible()
    await expect(engine.getByTestId('oil-finder-capacity')).toHaveText(/^\d+([.,]\d+)? l$/)
    await expect(engine.getByTestId('oil-finder-product').first().getByRole('link').first()).toHaveAttribute(
      'href',
      /\/de-ch\/p\//,
    )
    await expect(page.getByTestId('oil-finder-pack')).toHaveCount(0)
    expect(await page.locator('main').textContent()).not.toContain('CHF')
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    // Back steps back through the notice, the model and the make.
    await page.goBack()
    await expect(heading(page)).toHaveText('Bitte beachten Sie')
    await page.goBack()
    await expect(heading(page)).toHaveText('Modell und Motorisierung wählen')
    await page.goBack()
    await expect(page.getByTestId('oil-finder-types')).toHaveCount(0)
    await page.goBack()
    await expect(heading(page)).toHaveText('Wählen Sie Ihr Fahrzeug')

    // The start now offers the vehicle just viewed.
    await expect(page.getByTestId('oil-finder-recent')).toContainText(`VW ${model.name}`)
  })

  test('a shared recommendation address shows the notice first, then the same vehicle; once accepted in the session, the address goes straight to the recommendation', async ({
    browser,
    request,
  }) => {
    const { type, model } = await demoCar(request)
    const shared = `${FINDER}?type=${type.id}&view=recommendation`
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(shared)
    await expect(heading(page)).toHaveText('Bitte beachten Sie')
    await page.getByTestId('oil-finder-continue').click()
    await expect(page.getByTestId('oil-finder-recommendation')).toContainText(`VW ${model.name}`)
    await expect(page).toHaveURL(new RegExp(`[?&]type=${type.id}&view=recommendation$`))
    // The steps lead back to the vehicle's model list.
    await page.getByTestId('oil-finder-steps').getByRole('button', { name: 'Modell' }).click()
    await expect(page.getByTestId('oil-finder-models')).toBeVisible()

    // The same link in another tab of this browser session: the recommendation at once, the notice never shows.
    const tab = await context.newPage()
    const response = await tab.goto(shared)
    expect(await response!.text()).toContain('data-step="recommendation"')
    await expect(heading(tab)).toHaveText('Unsere Empfehlung für Ihr Fahrzeug')
    await expect(tab.getByTestId('oil-finder-recommendation')).toContainText(`VW ${model.name}`)
    await expect(tab.getByTestId('oil-finder-continue')).toHaveCount(0)
    // The notice step of a vehicle (no recommendation asked for) still shows the notice.
    await tab.goto(`${FINDER}?type=${type.id}`)
    await expect(heading(tab)).toHaveText('Bitte beachten Sie')
    await context.close()

    // Another browser session has not accepted it: the notice first again.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const fresh = await other.newPage()
    const first = await fresh.goto(shared)
    expect(await first!.text()).toContain('data-step="notice"')
    await expect(heading(fresh)).toHaveText('Bitte beachten Sie')
    await other.close()
  })

  test('type approval search finds the vehicle', async ({ page, request }) => {
    const { type } = await demoCar(request)
    await page.goto(FINDER)
    await page.waitForLoadState('networkidle')
    await page.getByTestId('oil-finder-search').fill(type.typeApprovalNumber!.toLowerCase())
    const hits = page.getByTestId('oil-finder-search-hit')
    await expect(hits.first()).toContainText(type.typeApprovalNumber!)
    await hits.first().click()
    await expect(page).toHaveURL(new RegExp(`\\?type=${type.id}$`))
    await expect(page.getByTestId('oil-finder-vehicle')).toContainText(type.typeApprovalNumber!)

    // An unknown vehicle says so.
    await page.goBack()
    await page.getByTestId('oil-finder-search').fill('Trabbikopter 9000')
    await expect(page.getByTestId('oil-finder-search-empty')).toContainText('Kein Fahrzeug gefunden')
  })

  test('licence plate search: found, unknown and malformed', async ({ page, request }) => {
    const loginResponse = await request.post('/cms-api/users/login', {
      data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
    })
    const { token } = (await loginResponse.json()) as { token: string }
    const plates = await request.get('/cms-api/license-plates?limit=1&depth=0', {
      headers: { Authorization: `JWT ${token}` },
    })
    const plate = ((await plates.json()) as { docs: { plate: string; type: number }[] }).docs[0]!
    await page.goto(FINDER)
    await page.waitForLoadState('networkidle')
    const input = page.getByTestId('oil-finder-plate')
    const message = page.getByTestId('oil-finder-plate-message')

    await input.fill('XY 12')
    await page.getByTestId('oil-finder-plate-submit').click()
    await expect(message).toHaveText('Das ist kein gültiges Schweizer Kontrollschild. Beispiel: ZH 123456.')
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    // A well-formed plate that is not registered.
    const unknown = plate.plate === 'ZH999999' ? 'BE 999999' : 'ZH 999999'
    await input.fill(unknown)
    await page.getByTestId('oil-finder-plate-submit').click()
    await expect(message).toHaveText(`Zum Kontrollschild «${unknown}» ist kein Fahrzeug hinterlegt.`)
    await expect(page).toHaveURL(/oel-finder$/)

    // Spaces, dashes and lower case are ignored.
    await input.fill(`${plate.plate.slice(0, 2).toLowerCase()} - ${plate.plate.slice(2)}`)
    await page.getByTestId('oil-finder-plate-submit').click()
    await expect(page).toHaveURL(new RegExp(`\\?type=${plate.type}$`))
    await expect(heading(page)).toHaveText('Bitte beachten Sie')
  })

  test('a failing call empties the related list and tells the visitor', async ({ page, request }) => {
    const { car, make } = await demoCar(request)
    await page.route('**/api/oilfinder/getModelList**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.goto(`${FINDER}?cat=${car.id}&make=${make.id}`)
    await expect(page.getByTestId('oil-finder-no-models')).toBeVisible()
    await expect(page.getByTestId('oil-finder-model')).toHaveCount(0)
    await expect(page.getByTestId('notification-area')).toContainText(
      'Es ist ein unbekannter Fehler aufgetreten.',
    )
  })

  test('the recommendation prints without the site around it', async ({ page, request }) => {
    const { type } = await demoCar(request)
    await page.goto(`${FINDER}?type=${type.id}`)
    await page.getByTestId('oil-finder-continue').click()
    await expect(page.getByTestId('oil-finder-recommendation')).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header').first()).toBeHidden()
    await expect(page.locator('footer').first()).toBeHidden()
    await expect(page.getByTestId('oil-finder-steps')).toBeHidden()
    await expect(page.getByTestId('oil-finder-print')).toBeHidden()
    await expect(page.getByTestId('oil-finder-vehicle')).toBeVisible()
    await expect(page.getByTestId('oil-finder-component').first()).toBeVisible()
    await expect(page.getByText('Angaben ohne Gewähr.')).toBeVisible()
    const pdf = await page.pdf({ format: 'A4' })
    expect(pdf.byteLength).toBeGreaterThan(10_000)
  })

  test('signed-in customers see the pack that covers the fill and its price', async ({ page, request }) => {
    const { type } = await demoCar(request)
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto(`${FINDER}?type=${type.id}&view=recommendation`)
    await page.getByTestId('oil-finder-continue').click()
    const pack = page
      .locator('[data-testid="oil-finder-component"][data-key="engine"]')
      .getByTestId('oil-finder-pack')
      .first()
    await expect(pack).toContainText(/CHF \d/)
    await expect(pack).toContainText(/Art\.-Nr\. [A-Z0-9-]+/)
  })

  test('phones: the steps fit the screen and the engine table scrolls inside its box', async ({
    browser,
    request,
  }) => {
    const { car, make, model } = await demoCar(request)
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${FINDER}?cat=${car.id}&make=${make.id}&model=${model.id}`)
    await expect(page.getByTestId('oil-finder-types')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })
})
