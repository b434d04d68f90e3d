import { expect, test } from './fixtures'

import { baseUrl, signIn } from './helpers'

const PAGE = '/de-ch/konto/adressen'
const JSON_HEADERS = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

// alpin is the account that changes data here. Its two seeded delivery addresses (100300 preferred, 100301)
// are what e2e/b2b-checkout.spec.ts counts: this spec removes what it adds and makes 100300 preferred again.
test.describe.configure({ mode: 'serial' })

type AddressList = { shipTo: { partnerId: string; companyName: string[] }[] }

// e2e/favourites.spec.ts signs alpin in at the same time; two logins of one account at once may keep only one
// session (each writes the account's session list): sign in until this page's session answers.
async function signInAlpin(page: import('@playwright/test').Page) {
  await expect(async () => {
    await signIn(page, 'alpin', 'Alpin-2026!')
    expect((await page.request.get('/api/address/list', { headers: JSON_HEADERS })).status()).toBe(200)
  }).toPass({ timeout: 30_000 })
}

async function cleanUp(page: import('@playwright/test').Page) {
  await signInAlpin(page)
  const list = (await (await page.request.get('/api/address/list', { headers: JSON_HEADERS })).json()) as {
    data: { addressList: AddressList }
  }
  for (const address of list.data.addressList.shipTo.filter((a) => a.companyName.includes('Depot E2E'))) {
    await page.request.post('/api/address/list/delete', {
      headers: JSON_HEADERS,
      data: { partnerId: address.partnerId },
    })
  }
  await page.request.post('/api/address/list/preferred', {
    headers: JSON_HEADERS,
    data: { partnerId: '100300' },
  })
}

test.describe('Addresses', () => {
  test('a customer adds a delivery address (a bad postal code is explained), prefers it and deletes it again', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await cleanUp(page)
    try {
      await page.goto(PAGE)
      await expect(page.getByRole('heading', { level: 1, name: 'Adressen' })).toBeVisible()
      const shipTo = page.getByTestId('ship-to-addresses')
      const billTo = page.getByTestId('bill-to-addresses')
      await expect(shipTo.getByTestId('address-card')).toHaveCount(2)
      await expect(shipTo.getByTestId('address-card').first()).toContainText('Kantonsstrasse 88')
      await expect(shipTo.getByTestId('address-card').first().getByTestId('address-preferred')).toHaveText(
        'Bevorzugt',
      )
      // Invoice addresses are read-only.
      await expect(billTo.getByTestId('address-card')).toHaveCount(1)
      await expect(billTo.getByTestId('address-edit')).toHaveCount(0)
      await expect(billTo.getByTestId('address-delete')).toHaveCount(0)
      // Garage Muster's addresses never show.
      await expect(page.getByText('Garage Muster AG')).toHaveCount(0)

      // The button works once the page is hydrated: click until the dialog opens.
      await expect(async () => {
        await page.getByTestId('address-new').click()
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading', { name: 'Neue Lieferadresse' })).toBeVisible()
      await dialog.getByLabel('Firma').fill('Transporte Alpin GmbH')
      await dialog.getByLabel(/Zusatz \(z\. B\. Filiale\)/).fill('Depot E2E')
      await dialog.getByLabel('Strasse und Nr.').fill('Talstrasse 10')
      await dialog.getByLabel('PLZ').fill('72700')
      await dialog.getByLabel('Ort').fill('Davos Platz')
      await expect(dialog.getByLabel('Land')).toHaveValue('CH')
      await dialog.getByTestId('address-save').click()
      await expect(dialog.getByTestId('address-error-postalCode')).toHaveText(
        'Die PLZ besteht in der Schweiz und in Liechtenstein aus vier Ziffern.',
      )
      await expect(dialog.getByLabel('PLZ')).toHaveAttribute('aria-invalid', 'true')
      await dialog.getByLabel('PLZ').fill('7270')
      await dialog.getByTestId('address-save').click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByText('Die Lieferadresse wurde angelegt.')).toBeVisible()
      const added = shipTo.getByTestId('address-card').filter({ hasText: 'Depot E2E' })
      await expect(added).toContainText('7270 Davos Platz')
      await expect(shipTo.getByTestId('address-card')).toHaveCount(3)

      // Prefer it: it moves first with the badge, and only it has one.
      await added.getByTestId('address-prefer').click()
      await expect(shipTo.getByTestId('address-card').first()).toContainText('Depot E2E')
      await expect(shipTo.getByTestId('address-preferred')).toHaveCount(1)
      await expect(added.getByTestId('address-preferred')).toBeVisible()

      // Edit it.
      await added.getByTestId('address-edit').click()
      await expect(page.getByRole('dialog').getByLabel('PLZ')).toHaveValue('7270')
      await page.getByRole('dialog').getByLabel('Strasse und Nr.').fill('Promenade 1')
      await page.getByRole('dialog').getByTestId('address-save').click()
      await expect(added).toContainText('Promenade 1')

      // Delete it after confirming; the preferred one passes back.
      await added.getByTestId('address-delete').click()
      await expect(page.getByRole('dialog')).toContainText(
        'Möchten Sie die Lieferadresse «Transporte Alpin GmbH, Depot E2E» wirklich löschen?',
      )
      await page.getByTestId('address-delete-confirm').click()
      await expect(page.getByText('Die Lieferadresse wurde gelöscht.')).toBeVisible()
      await expect(shipTo.getByTestId('address-card')).toHaveCount(2)
      await expect(shipTo.getByTestId('address-preferred')).toHaveCount(1)
    } finally {
      await cleanUp(page)
    }
  })

  test('visitors are sent to the login page', async ({ page }) => {
    await page.goto(PAGE)
    await expect(page).toHaveURL(/\/de-ch\/login\?redirect=/)
  })
})
