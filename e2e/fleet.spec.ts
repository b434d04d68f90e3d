import type { APIRequestContext } from './fixtures'

import { expect, test } from './fixtures'
import { signIn } from './helpers'

// `flotte` (a buyer of Transporte Alpin GmbH) is this spec's own account.
const USER = 'flotte'
const PASSWORD = 'Flotte-2026!'

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
  test('a buyer registers three vehicles (plate, type approval number, CSV file), finds them in the list and marks a service done', async ({
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
    const approvalName = `E2E Typengenehmigung ${Date.now().toString(36)}`

    await signIn(page, USER, PASSWORD)
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
    await dialog.getByTestId('fleet-add-submit').click()
    await expect(dialog.getByTestId('fleet-added')).toContainText(`«${spaced(byPlate)}» ist im Fuhrpark.`)
    // 2. By type approval number, with a name.
    await dialog.getByTestId('fleet-add-another').click()
    await dialog.getByTestId('fleet-way-typeApproval').click()
    await dialog.getByLabel('Typengenehmigung').fill(approval)
    await dialog.getByText('Weitere Angaben (freiwillig)').click()
    await dialog.getByLabel('Bezeichnung').fill(approvalName)
    await dialog.getByLabel('Standort').fill('Depot Chur')
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
        `Kontrollschild;Bezeichnung;Standort;km/Jahr\r\n${spaced(fromFile)};E2E Import;Depot Landquart;18000\r\nXY 1;Falsch;;\r\n`,
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
    await expect(imported).toContainText('Depot Landquart')

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
})
