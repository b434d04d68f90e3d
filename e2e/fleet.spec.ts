import type { APIRequestContext, Page } from './fixtures'

import { expect, test } from './fixtures'
import { baseUrl, signIn } from './helpers'

// `flotte` (a buyer of Transporte Alpin GmbH, whose seeded fleet has services due next quarter) is this
// spec's own account; its tests run one after the other because they share its cart.
const USER = 'flotte'
const PASSWORD = 'Flotte-2026!'
const PLAN = '/de-ch/konto/fuhrpark/oelplan'
const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

type PlanAnswer = {
  data: {
    plan: { products: { proposal: { lines: { articleNumber: string; quantity: number }[] } | null }[] }
  }
}
type CartAnswer = { data: { entries: { articleNumber: string; count: number }[] } }

/** The plan's proposed lines ("article:quantity"), as the API answers for the page's current choice. */
async function proposedLines(page: Page): Promise<string[]> {
  const answer = (await (
    await page.request.get(`/api/fleet/plan${new URL(page.url()).search}`)
  ).json()) as PlanAnswer
  return answer.data.plan.products
    .flatMap((product) => product.proposal?.lines ?? [])
    .map((line) => `${line.articleNumber}:${line.quantity}`)
    .sort()
}

/** Puts the plan on screen into the cart, checks the cart holds exactly its packs, and orders them. */
async function orderThePlan(page: Page, expected: string[]) {
  await page.getByTestId('plan-to-cart').click()
  await expect(page.getByText('des Ölplans in den Warenkorb gelegt.')).toBeVisible()
  await expect(page.getByTestId('cart-link')).not.toHaveAccessibleName('Warenkorb, leer')
  await page.getByTestId('plan-go-cart').click()
  await expect(page).toHaveURL(/\/de-ch\/warenkorb$/)
  const cart = (await (await page.request.get('/api/b2bcart')).json()) as CartAnswer
  expect(cart.data.entries.map((entry) => `${entry.articleNumber}:${entry.count}`).sort()).toEqual(expected)
  await expect(page.getByTestId('cart-entry')).toHaveCount(expected.length)

  await page.getByTestId('to-checkout').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
  await expect(page.getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible()
  await expect(page.getByTestId('overview-line')).toHaveCount(expected.length)
  await page.getByLabel('Ich akzeptiere die').check()
  await page.getByTestId('checkout-submit').click()
  // Several lines, each with its stock and price checked again: on a loaded machine this takes more than the default 5 s.
  await expect(page).toHaveURL(/\/de-ch\/warenkorb\/bestaetigung\?bestellung=W\d{6}-/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
  await expect(page.getByTestId('confirmation-order-number')).toHaveText(/W\d{6}-/)
}

type Doc = Record<string, unknown> & { id: number }

/** Reads a collection through the CMS API as the admin (the spec picks plates and numbers the demo fleet does not hold). */
async function cms(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
  })
  const { token } = (await login.json()) as { token: string }
  return async (path: string): Promise<Doc[]> => {
    const res = await request.get(`/cms-api/${path}`, { headers: { Authorization: `JWT ${token}` } })
    return ((await res.json()) as { docs: Doc[] }).docs
  }
}

const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as Doc).id : Number(value))
const spaced = (plate: string) => `${plate.slice(0, 2)} ${plate.slice(2)}`

test.describe('fleet', () => {
  test.describe.configure({ mode: 'serial' })

  test('a buyer registers three vehicles (plate, type approval number, CSV file), sees this quarter’s plan for them, puts it into the cart and orders it; a service marked done', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const read = await cms(request)
    const tenant = (await read('tenants?where[slug][equals]=tribo&depth=0'))[0]!.id
    const recommended = new Set(
      (
        await read(`oil-recommendations?where[tenant][equals]=${tenant}&limit=5000&depth=0&select[type]=true`)
      ).map((doc) => idOf(doc.type)),
    )
    const inFleet = new Set(
      (await read('fleet-entries?limit=5000&depth=0&select[licensePlate]=true')).map(
        (doc) => doc.licensePlate,
      ),
    )
    const plates = (await read('license-plates?limit=600&depth=0&sort=-plate')).filter(
      (doc) => recommended.has(idOf(doc.type)) && !inFleet.has(doc.plate),
    ) as (Doc & { plate: string })[]
    const types = (await read('vehicle-types?limit=5000&depth=0&select[typeApprovalNumber]=true')) as (Doc & {
      typeApprovalNumber?: string | null
    })[]
    const counts = new Map<string, number>()
    for (const type of types)
      if (type.typeApprovalNumber)
        counts.set(type.typeApprovalNumber, (counts.get(type.typeApprovalNumber) ?? 0) + 1)
    const approval = types.find(
      (type) =>
        type.typeApprovalNumber && counts.get(type.typeApprovalNumber) === 1 && recommended.has(type.id),
    )!.typeApprovalNumber!
    const [byPlate, fromFile] = [plates[0]!.plate, plates[1]!.plate]
    const run = Date.now().toString(36)
    const approvalName = `E2E Typengenehmigung ${run}`
    // The three vehicles share a site of their own, so the plan can be narrowed to them.
    const site = `E2E Depot ${run}`

    await signIn(page, USER, PASSWORD)
    expect((await page.request.delete('/api/b2bcart', { headers: JSON_HEADERS })).status()).toBe(200)
    await page.goto('/de-ch/konto/fuhrpark')
    await expect(page.getByRole('heading', { level: 1, name: 'Fuhrpark' })).toBeVisible()
    await expect(page.getByTestId('account-nav').getByRole('link', { name: 'Fuhrpark' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // 1. By licence plate.
    await page.getByTestId('fleet-add-vehicle').click()
    let dialog = page.getByRole('dialog', { name: 'Fahrzeug hinzufügen' })
    await dialog.getByLabel('Kontrollschild').fill(spaced(byPlate).toLowerCase())
    await dialog.getByText('Weitere Angaben (freiwillig)').click()
    await dialog.getByLabel('Standort').fill(site)
    await dialog.getByTestId('fleet-add-submit').click()
    await expect(dialog.getByTestId('fleet-added')).toContainText(`«${spaced(byPlate)}» ist im Fuhrpark.`)
    // 2. By type approval number, with a name.
    await dialog.getByTestId('fleet-add-another').click()
    await dialog.getByTestId('fleet-way-typeApproval').click()
    await dialog.getByLabel('Typengenehmigung').fill(approval)
    await dialog.getByText('Weitere Angaben (freiwillig)').click()
    await dialog.getByLabel('Bezeichnung').fill(approvalName)
    await dialog.getByLabel('Standort').fill(site)
    await dialog.getByTestId('fleet-add-submit').click()
    await expect(dialog.getByTestId('fleet-added')).toContainText(`«${approvalName}» ist im Fuhrpark.`)
    await dialog.getByTestId('fleet-added-close').click()
    await expect(dialog).toBeHidden()

    // 3. From a CSV file, with a malformed row that is reported.
    await page.getByTestId('fleet-import').click()
    dialog = page.getByRole('dialog', { name: 'Fahrzeuge aus Datei importieren' })
    await dialog.getByLabel('Datei (XLSX oder CSV)').setInputFiles({
      name: 'fuhrpark.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Kontrollschild;Bezeichnung;Standort;km/Jahr\r\n${spaced(fromFile)};E2E Import;${site};18000\r\nXY 1;Falsch;;\r\n`,
      ),
    })
    await dialog.getByTestId('fleet-import-submit').click()
    const report = dialog.getByTestId('fleet-import-report')
    await expect(report).toContainText('1 Fahrzeug hinzugefügt, 1 Zeile übersprungen.')
    await expect(dialog.getByTestId('fleet-import-problems')).toContainText(
      'Zeile 3: XY 1; Falsch – Das ist kein gültiges Schweizer Kontrollschild.',
    )
    await dialog.getByTestId('fleet-import-close').click()
    await expect(dialog).toBeHidden()

    // The list holds all three.
    const table = page.getByTestId('fleet-table')
    const search = async (text: string) => {
      const box = table.getByLabel('Bezeichnung oder Kontrollschild')
      await box.fill(text)
      await box.press('Enter')
    }
    await search(spaced(byPlate))
    await expect(table.getByRole('row').filter({ hasText: spaced(byPlate) })).toHaveCount(1)
    await search(approvalName)
    await expect(table.getByRole('row').filter({ hasText: approvalName })).toHaveCount(1)
    await search('E2E Import')
    const imported = table.getByRole('row').filter({ hasText: 'E2E Import' })
    await expect(imported).toHaveCount(1)
    await expect(imported).toContainText(spaced(fromFile))
    await expect(imported).toContainText(site)

    // This quarter's oil plan for the three (their services are due now: none is on record yet).
    await page.getByRole('link', { name: 'Ölplan' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ölplan' })).toBeVisible()
    // This quarter runs from today (the range follows the choice once the plan is read again).
    const todayShown = new Intl.DateTimeFormat('de-CH', {
      timeZone: 'Europe/Zurich',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date())
    await expect(async () => {
      await page.getByTestId('plan-period').selectOption('thisQuarter')
      await expect(page.getByTestId('plan-range')).toContainText(`${todayShown} –`, { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await page.getByLabel('Standort').selectOption(site)
    await expect(page).toHaveURL(/site=/)
    await expect(page.getByTestId('plan-period')).toHaveValue('thisQuarter')
    await expect(page.getByTestId('plan-range')).toContainText(`${todayShown} –`)
    await expect(page.getByTestId('plan-product').first()).toBeVisible()
    await expect(page.getByTestId('plan-total-price')).toHaveText(/CHF \d/)
    const planned = await proposedLines(page)
    expect(planned.length).toBeGreaterThan(0)
    await orderThePlan(page, planned)

    await page.goto('/de-ch/konto/fuhrpark')

    // Mark the first component's service done on the vehicle registered by plate.
    await search(spaced(byPlate))
    await table
      .getByRole('row')
      .filter({ hasText: spaced(byPlate) })
      .getByTestId('fleet-entry-link')
      .click()
    await expect(page.getByTestId('fleet-entry-name')).toHaveText(spaced(byPlate))
    // A component with an interval and no service on record yet (due now).
    const open = page
      .getByTestId('fleet-component')
      .filter({
        has: page.getByTestId('fleet-component-due').filter({ hasText: 'noch kein Service erfasst' }),
      })
      .first()
    const key = (await open.getAttribute('data-component'))!
    const component = page.locator(`[data-testid="fleet-component"][data-component="${key}"]`)
    await expect(component.getByTestId('fleet-last-service')).toHaveText('noch keiner erfasst')
    await component.getByTestId('fleet-mark-done').click()
    const service = page.getByRole('dialog', { name: /^Service erledigt: / })
    await service.getByTestId('fleet-service-reading').fill('45000')
    await service.getByTestId('fleet-service-submit').click()
    await expect(service).toBeHidden()
    const today = new Intl.DateTimeFormat('de-CH', {
      timeZone: 'Europe/Zurich',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date())
    await expect(component.getByTestId('fleet-last-service')).toHaveText(today)
    await expect(component.getByTestId('fleet-component-due')).not.toContainText('noch kein Service erfasst')
    await expect(component.getByTestId('fleet-component-due')).toContainText(/nach Datum|nach km/)
    await expect(page.getByTestId('fleet-history')).toContainText('45 000')
  })

  test('a buyer opens the next quarter’s plan of the seeded fleet, puts its packs into the cart and orders them', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await signIn(page, USER, PASSWORD)
    expect((await page.request.delete('/api/b2bcart', { headers: JSON_HEADERS })).status()).toBe(200)

    await page.goto(PLAN)
    await expect(page.getByRole('heading', { level: 1, name: 'Ölplan' })).toBeVisible()
    await expect(page.getByTestId('plan-period')).toHaveValue('nextQuarter')
    // A product row with its need in litres and the proposed packs ("3 × 20 l + 1 × 5 l").
    const row = page.getByTestId('plan-product').first()
    await expect(row).toBeVisible()
    await expect(row.getByTestId('plan-litres')).toHaveText(/^\d[\d' ]*([.,]\d+)? l$/)
    await expect(row.getByTestId('plan-packs')).toHaveText(
      /^\d+ × \d[\d' ]*([.,]\d+)? (l|kg)( \+ \d+ × \d[\d' ]*([.,]\d+)? (l|kg))*/,
    )
    await expect(row.getByTestId('plan-price')).toHaveText(/CHF \d/)
    await expect(page.getByTestId('plan-total-price')).toHaveText(/CHF \d/)
    // The services due behind the product, with their dates.
    await row.getByTestId('plan-toggle-services').click()
    await expect(row.getByTestId('plan-toggle-services')).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByTestId('plan-services').first().locator('tbody tr').first()).toContainText(
      /\d{2}\.\d{2}\.\d{4}/,
    )
    const expected = await proposedLines(page)
    expect(expected.length).toBeGreaterThan(0)
    await orderThePlan(page, expected)
  })
})
