import { expect, test } from './fixtures'

import { signIn } from './helpers'

// `alpin` (Transporte Alpin's administrator) is this spec's own account. Nothing goes into its cart here:
// the schedule is made from an order, and its first order lies in the future, so the server's runner
// places nothing while the spec runs.
const USER = 'alpin'
const PASSWORD = 'Alpin-2026!'

test.describe('repeat orders', () => {
  test('a buyer sets up a monthly repeat order from an order, finds it on its page, pauses and resumes it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, USER, PASSWORD)
    await page.goto('/de-ch/konto/bestellungen')
    const firstOrder = page.getByTestId('orders-table').getByTestId('order-link').first()
    const orderNumber = (await firstOrder.textContent())!.trim()
    await firstOrder.click()
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible()

    await page.getByRole('button', { name: 'Als Abo wiederholen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Abo einrichten' })
    await expect(dialog.getByTestId('schedule-form')).toBeVisible()
    await expect(dialog).toContainText(`der Bestellung ${orderNumber}`)
    const name = `E2E Monatsabo ${Date.now().toString(36)}`
    await dialog.getByLabel('Name', { exact: true }).fill(name)
    // Monthly is preselected; on the 10th, from tomorrow on, without end.
    await expect(dialog.getByTestId('schedule-monthly')).toBeChecked()
    await dialog.getByLabel('Am … des Monats').fill('10')
    await expect(dialog.getByTestId('schedule-end-never')).toBeChecked()
    const preview = dialog.getByTestId('schedule-preview')
    await expect(preview).toContainText('Die nächsten Bestellungen: 10.')
    const first = (await preview.textContent())!.match(/(\d{2}\.\d{2}\.\d{4})/)![1]!
    await dialog.getByTestId('schedule-submit').click()
    await expect(dialog.getByTestId('schedule-created')).toHaveText(
      new RegExp(
        `Das Abo «${name}» ist eingerichtet\\. Die erste Bestellung folgt am ${first.replace(/\./g, '\\.')}\\.`,
      ),
    )

    // The schedules' page lists it (the account menu leads there too).
    await dialog.getByTestId('schedule-created-link').click()
    await expect(page).toHaveURL(/\/de-ch\/konto\/abos$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Abos' })).toBeVisible()
    await expect(page.getByTestId('account-nav').getByRole('link', { name: 'Abos' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('monatlich am 10.')
    await expect(row.getByTestId('schedule-next')).toHaveText(first)
    await expect(row.getByTestId('schedule-status')).toHaveText('Aktiv')

    // Pause: no next order; resume: the next 10th from today again.
    await row.getByRole('button', { name: `Pausieren: ${name}` }).click()
    await expect(row.getByTestId('schedule-status')).toHaveText('Pausiert')
    await expect(row.getByTestId('schedule-next')).toHaveText('–')
    await expect(page.getByText(`Das Abo «${name}» ist pausiert.`)).toBeVisible()
    await row.getByRole('button', { name: `Fortsetzen: ${name}` }).click()
    await expect(row.getByTestId('schedule-status')).toHaveText('Aktiv')
    await expect(row.getByTestId('schedule-next')).toHaveText(first)

    // Its page: the order's lines at today's prices, the source order, no history yet.
    await row.getByTestId('schedule-link').click()
    await expect(page.getByRole('heading', { level: 1, name: `Abo «${name}»` })).toBeVisible()
    await expect(page.getByTestId('schedule-rhythm')).toHaveText('monatlich am 10.')
    await expect(page.getByTestId('schedule-line').first()).toBeVisible()
    await expect(page.getByRole('link', { name: orderNumber })).toBeVisible()
    await expect(page.getByText('Dieses Abo hat noch nicht bestellt.')).toBeVisible()
  })
})
