import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from './fixtures'

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

test.describe('password recovery and reset', () => {
  test('a customer asks for a link, sets a new password with it, signs in, and the link stops working', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request)
    const tenants = await request.get('/cms-api/tenants?where[slug][equals]=tribo&depth=0', { headers: auth })
    const tenant = ((await tenants.json()) as { docs: { id: number }[] }).docs[0]!.id
    const suffix = Date.now().toString(36)
    const username = `reset-${suffix}`
    const email = `reset-${suffix}@example.ch`
    const created = await request.post('/cms-api/accounts', {
      headers: auth,
      data: {
        username,
        email,
        password: 'Alt-Passwort-1!',
        firstName: 'Rita',
        lastName: 'Reset',
        type: 'customer',
        tenant,
      },
    })
    expect(created.ok()).toBe(true)

    // From the login page to the recovery form.
    await page.goto('/de-ch/login')
    await page.locator('#main').getByTestId('forgot-password-link').click()
    await expect(page).toHaveURL(/\/de-ch\/passwort-vergessen$/)
    const submit = page.getByRole('button', { name: 'Link anfordern' })
    await expect(submit).toBeDisabled()
    // Typed before the form has hydrated, the text would not reach its state (the button stays disabled): type until it counts.
    await expect(async () => {
      // Cleared first: a value typed before hydration is already in the field, and filling in the same text again would not reach the form's state.
      await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('')
      await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(username)
      await expect(submit).toBeEnabled({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await submit.click()
    await expect(page.getByTestId('recovery-sent')).toHaveText(/^Falls ein Konto zu Ihrer Angabe besteht/)

    // The mail, as it would have been sent.
    let mail: { subject: string; text: string } | null = null
    await expect(async () => {
      mail = await lastMailTo(request, auth, email)
      expect(mail).not.toBeNull()
    }).toPass({ timeout: 10_000 })
    expect(mail!.subject).toBe('Neues Passwort festlegen')
    const link = /(https?:\/\/[^\s]+\/de-ch\/passwort-zuruecksetzen\?token=[A-Za-z0-9_-]{43})/.exec(
      mail!.text,
    )![1]!

    await page.goto(link)
    const save = page.getByRole('button', { name: 'Passwort speichern' })
    await page.getByLabel('Neues Passwort', { exact: true }).fill('kurz')
    await expect(page.getByTestId('password-rules').locator('li[data-met="false"]')).toHaveCount(4)
    await expect(save).toBeDisabled()
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-Passwort-2026')
    await expect(page.getByTestId('password-rules').locator('li[data-met="false"]')).toHaveCount(0)
    await page.getByLabel('Neues Passwort wiederholen').fill('Neu-Passwort-2027')
    await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible()
    await expect(save).toBeDisabled()
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await page.getByLabel('Neues Passwort wiederholen').fill('Neu-Passwort-2026')
    await save.click()

    // To the login page with the confirmation; the new password works.
    await expect(page).toHaveURL(/\/de-ch\/login$/)
    await expect(
      page
        .getByTestId('notification-area')
        .getByText('Ihr neues Passwort ist gespeichert.', { exact: false }),
    ).toBeVisible()
    await page.locator('#main').getByLabel('Benutzername').fill(username)
    await page.locator('#main').getByLabel('Passwort', { exact: true }).fill('Neu-Passwort-2026')
    await page.locator('#main').getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page.getByTestId('account-area')).toContainText('Rita Reset')

    // The same link again: no longer valid.
    await page.goto(link)
    await expect(page.getByTestId('reset-link-problem')).toContainText('nicht mehr gültig')
  })

  test('an unknown name gets the same answer; a broken link says it is invalid', async ({ page }) => {
    await page.goto('/de-ch/passwort-vergessen')
    const submit = page.getByRole('button', { name: 'Link anfordern' })
    await expect(async () => {
      // Cleared first: a value typed before hydration is already in the field, and filling in the same text again would not reach the form's state.
      await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('')
      await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('niemand-hier@example.ch')
      await expect(submit).toBeEnabled({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await submit.click()
    await expect(page.getByTestId('recovery-sent')).toHaveText(/^Falls ein Konto zu Ihrer Angabe besteht/)
    await page.goto('/de-ch/passwort-zuruecksetzen?token=abc')
    await expect(page.getByTestId('reset-link-problem')).toContainText('Dieser Link ist ungültig.')
    await page.getByRole('link', { name: 'Neuen Link anfordern' }).click()
    await expect(page).toHaveURL(/\/de-ch\/passwort-vergessen$/)
  })
})
