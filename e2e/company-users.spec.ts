import AxeBuilder from '@axe-core/playwright'

import { expect, test, waitsForHydration, type APIRequestContext } from './fixtures'
import { baseUrl, signIn } from './helpers'

const USERS = '/de-ch/konto/benutzer'
const PRODUCT = '/de-ch/p/TRB-SYNPRO-5W30'
const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }

/** Signs the CMS admin in through the REST API and answers the auth header. */
async function adminAuth(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
  })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** The newest mail to an address in the outbox (no SMTP server in the e2e run, so mails land there). */
async function lastMailTo(
  request: APIRequestContext,
  auth: Record<string, string>,
  address: string,
): Promise<{ subject: string; text: string } | null> {
  const found = await request.get(
    `/cms-api/email-outbox?where[to][equals]=${encodeURIComponent(address)}&sort=-createdAt&limit=1&depth=0`,
    { headers: auth },
  )
  return ((await found.json()) as { docs: { subject: string; text: string }[] }).docs[0] ?? null
}

test.describe('company users', () => {
  test('kunde invites a colleague; the mailed link sets the password and signs the colleague in', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto(USERS)
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible()
    await expect(page.getByTestId('company-users')).toContainText('Petra Einkauf')
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    const email = `lea-${Date.now().toString(36)}@garage-muster.ch`
    await page.getByTestId('user-invite').click()
    const dialog = page.getByRole('dialog', { name: 'Benutzer einladen' })
    // The form checks before it sends: an empty name is named at its field.
    await dialog.getByRole('button', { name: 'Einladung senden' }).click()
    await expect(dialog.getByTestId('user-error-firstName')).toHaveText('Bitte füllen Sie «Vorname» aus.')
    await dialog.getByLabel('Vorname').fill('Lea')
    await dialog.getByLabel('Nachname').fill('Graf')
    // An address in use is refused by the server, at its field.
    await dialog.getByLabel('E-Mail').fill('einkauf@garage-muster.ch')
    await dialog.getByLabel('Rolle').selectOption('buyer')
    await dialog.getByLabel('Bestelllimite (CHF)').fill('750')
    await dialog.getByRole('button', { name: 'Einladung senden' }).click()
    await expect(dialog.getByTestId('user-error-email')).toHaveText(
      'Diese E-Mail-Adresse wird bereits für ein Konto verwendet.',
    )
    await dialog.getByLabel('E-Mail').fill(email)
    await dialog.getByRole('button', { name: 'Einladung senden' }).click()
    // The account and its mail are written before the dialog closes: more than 5 s on a loaded machine.
    await expect(dialog).toBeHidden({ timeout: 30_000 })
    await expect(page.getByText(`Die Einladung an ${email} ist unterwegs.`)).toBeVisible()
    const row = page.getByTestId('company-users').getByRole('row').filter({ hasText: email })
    await expect(row.getByTestId('user-state')).toHaveText('Eingeladen')
    await expect(row).toContainText('CHF 750.00')

    const auth = await adminAuth(request)
    let mail: { subject: string; text: string } | null = null
    await expect(async () => {
      mail = await lastMailTo(request, auth, email)
      expect(mail).not.toBeNull()
    }).toPass({ timeout: 10_000 })
    expect(mail!.subject).toBe('Garage Muster AG: Ihr Zugang zum Online-Shop')
    const link = /(https?:\/\/[^\s]+\/de-ch\/passwort-zuruecksetzen\?token=[A-Za-z0-9_-]{43})/.exec(
      mail!.text,
    )![1]!

    // The colleague, in a browser of its own.
    const context = await browser.newContext({ locale: 'de-CH' })
    try {
      const colleague = waitsForHydration(await context.newPage())
      await colleague.goto(link)
      await expect(colleague.getByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeVisible()
      await expect(colleague.getByTestId('invitation-welcome')).toBeVisible()
      await colleague.getByLabel('Neues Passwort', { exact: true }).fill('Lea-Passwort-2026')
      await colleague.getByLabel('Neues Passwort wiederholen').fill('Lea-Passwort-2026')
      await colleague.getByRole('button', { name: 'Passwort festlegen' }).click()
      await expect(colleague).toHaveURL(/\/de-ch\/dashboard$/)
      await expect(colleague.getByTestId('account-area')).toContainText('Lea Graf')
      await expect(
        colleague.getByTestId('notification-area').getByText('Ihr Passwort ist festgelegt', { exact: false }),
      ).toBeVisible()
      // Used once: the link says so.
      await colleague.goto(link)
      await expect(colleague.getByTestId('reset-link-problem')).toContainText('bereits verwendet')
    } finally {
      await context.close()
    }
    await page.reload()
    await expect(
      page.getByTestId('company-users').getByRole('row').filter({ hasText: email }).getByTestId('user-state'),
    ).toHaveText('Aktiv')
  })

  test('kunde changes einkauf’s order limit in the edit dialog', async ({ page }) => {
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.goto(USERS)
    const row = page.getByTestId('company-users').getByRole('row').filter({ hasText: 'Petra Einkauf' })
    await expect(row).toContainText('CHF 1 000.00')
    await row.getByTestId('user-edit').click()
    const dialog = page.getByRole('dialog', { name: 'Benutzer bearbeiten: Petra Einkauf' })
    const limit = dialog.getByLabel('Bestelllimite (CHF)')
    await expect(limit).toHaveValue('1000')
    // Three decimals are refused before anything is sent.
    await limit.fill('1200.005')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await expect(dialog.getByTestId('user-error-orderLimitChf')).toHaveText(
      '«Bestelllimite (CHF)» darf höchstens zwei Nachkommastellen haben.',
    )
    await limit.fill('1200')
    try {
      await dialog.getByRole('button', { name: 'Speichern' }).click()
      await expect(dialog).toBeHidden()
      await expect(row).toContainText('CHF 1 200.00')
      await expect(page.getByText('Die Änderungen an Petra Einkauf sind gespeichert.')).toBeVisible()
    } finally {
      // einkauf's CHF 1 000 is what the approvals spec orders against: back at once.
      const users = await page.request.get('/api/company/users?search=einkauf', { headers })
      const id = ((await users.json()) as { data: { results: { entries: { id: number }[] } } }).data.results
        .entries[0]!.id
      const back = await page.request.patch(`/api/company/users/${id}`, {
        headers,
        data: { orderLimitChf: 1000 },
      })
      expect(back.status()).toBe(200)
    }
  })

  test('a viewer gets no users page and no order buttons on the product page, the cart and its orders', async ({
    page,
  }) => {
    await signIn(page, 'ansicht', 'Ansicht-2026!')
    await page.goto(USERS)
    await expect(page.getByTestId('account-denied')).toHaveText(
      'Diese Seite steht nur den Administratoren Ihrer Firma zur Verfügung.',
    )
    await expect(page.getByTestId('company-users')).toHaveCount(0)
    expect((await page.request.get('/api/company/users', { headers })).status()).toBe(403)

    await page.goto(PRODUCT)
    await expect(page.getByTestId('price-calculator')).toBeVisible()
    await expect(page.getByRole('button', { name: /In den Warenkorb/ })).toHaveCount(0)
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0)

    await page.goto('/de-ch/warenkorb')
    await expect(page.getByTestId('viewer-notice')).toBeVisible()
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0)
    await expect(page.getByTestId('to-checkout')).toHaveCount(0)

    await page.goto('/de-ch/konto/bestellungen')
    await page
      .getByTestId('orders-table')
      .getByRole('link', { name: /^Bestellung .+ anzeigen$/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/de-ch\/konto\/bestellungen\/.+$/)
    await expect(page.getByTestId('order-line').first()).toBeVisible()
    await expect(page.getByTestId('reorder-all')).toHaveCount(0)
    await expect(page.getByTestId('reorder-selected')).toHaveCount(0)
  })
})
