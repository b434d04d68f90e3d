import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { tenantUrl } from './helpers'

const THEMES = ['01', '02', '03'] as const
const WIDTHS = [375, 1440] as const

async function openGallery(page: Page, theme: string, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(`/de-ch/widget-gallery?theme=${theme}`)
  await expect(page.getByTestId('widget-gallery')).toHaveAttribute('data-theme', theme)
  await page.waitForLoadState('networkidle')
}

/** Focuses a control and presses a key, as a keyboard user would after tabbing there. */
async function press(page: Page, locator: ReturnType<Page['locator']>, key: string) {
  await locator.focus()
  await expect(locator).toBeFocused()
  await page.keyboard.press(key)
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test.describe(`widget gallery, theme ${theme}, ${width} px`, () => {
      test('has no serious or critical accessibility violations and is captured', async ({
        page,
      }, testInfo) => {
        await openGallery(page, theme, width)
        const results = await new AxeBuilder({ page }).include('[data-testid="widget-gallery"]').analyze()
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        )
        const path = testInfo.outputPath(`widget-gallery-${theme}-${width}.png`)
        await page.screenshot({ path, fullPage: true })
        await testInfo.attach(`widget-gallery-${theme}-${width}`, { path, contentType: 'image/png' })
      })

      test('every widget works with the keyboard', async ({ page }) => {
        test.setTimeout(90_000)
        await openGallery(page, theme, width)

        // Notifications: a pushed one shows; a question closes after it is confirmed.
        await press(page, page.getByRole('button', { name: 'Erfolg anzeigen' }), 'Enter')
        await expect(
          page.getByTestId('notification-area').getByText('Ihre Änderungen wurden gespeichert.'),
        ).toBeVisible()
        await press(page, page.getByRole('button', { name: 'Rückfrage anzeigen' }), 'Enter')
        await press(page, page.getByRole('button', { name: 'Bestätigen' }), 'Enter')
        await expect(page.getByText('Danke, die Änderung ist bestätigt.')).toBeVisible()
        await expect(
          page.getByText('Die Menge wurde an die Gebindegrösse angepasst. Einverstanden?'),
        ).toHaveCount(0)

        // API client: an answer without data and messages shows the unknown-error text.
        await press(page, page.getByRole('button', { name: 'Fehlerhafte Anfrage senden' }), 'Enter')
        await expect(
          page.getByTestId('notification-area').getByText('Es ist ein unbekannter Fehler aufgetreten.'),
        ).toBeVisible()
        await press(page, page.getByRole('button', { name: 'Gültige Anfrage senden' }), 'Enter')
        await expect(page.getByTestId('api-result')).toHaveText('{"status":"ok"}')

        // Global loader: shows, then goes away after its minimum time.
        await press(page, page.getByRole('button', { name: 'Laden starten' }), 'Enter')
        await expect(page.getByTestId('loading-overlay')).toBeVisible()
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 5_000 })

        // Modal: focus moves in and stays in; Escape closes and focus returns.
        const opener = page.getByRole('button', { name: 'Dialog öffnen' })
        await press(page, opener, 'Enter')
        const dialog = page.getByRole('dialog', { name: 'Lieferadresse bearbeiten' })
        await expect(dialog).toBeVisible()
        await expect(dialog.getByRole('button', { name: 'Schliessen' })).toBeFocused()
        for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
        await expect(opener).toBeFocused()

        // Chips: "..." reveals the rest; a chip toggles.
        const chips = page.locator('[data-widget="chips"]')
        await expect(chips.getByRole('listitem')).toHaveCount(4)
        await press(page, chips.getByRole('button', { name: 'Alle anzeigen' }), 'Enter')
        await expect(chips.getByRole('listitem')).toHaveCount(5)
        await press(page, chips.getByRole('button', { name: 'Fett' }), 'Space')
        await expect(chips.getByRole('button', { name: 'Fett' })).toHaveAttribute('aria-pressed', 'true')

        // Number input: above the maximum of 9999 it warns; minus brings the value back within the bounds.
        const quantity = page.getByLabel('Menge', { exact: true })
        await press(page, quantity, 'ArrowUp')
        await expect(quantity).toHaveValue('2')
        await quantity.fill('10000')
        await expect(page.getByText('Bitte geben Sie einen kleineren Wert ein')).toBeVisible()
        await expect(page.getByTestId('number-input-value')).toHaveText('Wert: 2')
        await press(page, page.getByRole('button', { name: 'Menge verringern' }), 'Enter')
        await expect(quantity).toHaveValue('9999')

        // Multiselect: Escape discards, save applies and emits once.
        const filters = page.locator('[data-widget="filters"]')
        const trigger = filters.getByRole('button', { name: /Viskosität \(mehrfach\)/ })
        await press(page, trigger, 'Enter')
        await press(page, filters.getByRole('checkbox', { name: /0W-20/ }), 'Space')
        await page.keyboard.press('Escape')
        await expect(trigger).toBeFocused()
        await expect(page.getByTestId('filters-value')).toContainText('Mehrfach: 5w30 (0 Änderungen)')
        await press(page, trigger, 'Enter')
        await press(page, filters.getByRole('checkbox', { name: /10W-40/ }), 'Space')
        await press(page, filters.getByRole('button', { name: 'Übernehmen' }), 'Enter')
        await expect(page.getByTestId('filters-value')).toContainText('Mehrfach: 5w30, 10w40 (1 Änderungen)')
        await press(page, filters.getByRole('button', { name: /^5W-30/ }), 'Enter')
        await expect(page.getByTestId('filters-value')).toContainText('Schaltflächen: 5w30')

        // Date picker: arrows move, Enter picks, the field shows DD.MM.YYYY.
        await press(page, page.getByRole('button', { name: 'Kalender für Wunschtermin öffnen' }), 'Enter')
        await expect(page.getByRole('grid')).toBeVisible()
        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('Enter')
        await expect(page.getByRole('grid')).toHaveCount(0)
        await expect(page.getByRole('textbox', { name: 'Wunschtermin' })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/)

        // Table: sorting cycles ascending, descending, none; pages change.
        const table = page.locator('[data-widget="data-table"]')
        const header = table.getByRole('columnheader', { name: /Bestellnummer/ })
        const sortButton = header.getByRole('button')
        await press(page, sortButton, 'Enter')
        await expect(header).toHaveAttribute('aria-sort', 'ascending')
        await page.keyboard.press('Enter')
        await expect(header).toHaveAttribute('aria-sort', 'descending')
        await page.keyboard.press('Enter')
        await expect(header).toHaveAttribute('aria-sort', 'none')
        await press(page, table.getByRole('button', { name: 'Seite 2' }), 'Enter')
        await expect(table.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')

        // Carousel: the next control moves the history slider.
        const history = page.getByRole('region', { name: 'Geschichte' })
        const firstActive = await history.locator('.swiper-slide-active').textContent()
        await press(page, history.locator('.swiper-button-next'), 'Enter')
        await expect(history.locator('.swiper-slide-active')).not.toHaveText(firstActive ?? '')

        // Video: the play button goes, the controls come.
        const video = page.locator('[data-widget="video"] video')
        await expect(video).not.toHaveAttribute('controls', /.*/)
        await press(
          page,
          page.getByRole('button', { name: 'Video abspielen: Rundgang durch das Werk' }),
          'Enter',
        )
        await expect(video).toHaveAttribute('controls', /.*/)
        await expect(
          page.getByRole('button', { name: 'Video abspielen: Rundgang durch das Werk' }),
        ).toHaveCount(0)
      })
    })
  }
}

test.describe('widget gallery access', () => {
  test('is hidden on a production site unless an editor is signed in', async ({ request, browser }) => {
    const login = await request.post('/cms-api/users/login', {
      data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
    })
    expect(login.ok()).toBe(true)
    const { token } = (await login.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}` }
    const found = await request.get('/cms-api/tenants?where[slug][equals]=industrie&depth=0', {
      headers: auth,
    })
    const tenant = ((await found.json()) as { docs: { id: number; siteEnvironment?: string }[] }).docs[0]
    const gallery = tenantUrl('industrie', '/de-ch/widget-gallery')
    const set = (siteEnvironment: string) =>
      request.patch(`/cms-api/tenants/${tenant.id}`, { headers: auth, data: { siteEnvironment } })

    // *.localhost resolves in the browser only, so the visits go through it.
    const visitor = await browser.newContext()
    const editor = await browser.newContext()
    await editor.addCookies([
      { name: 'payload-token', value: token, domain: new URL(gallery).hostname, path: '/' },
    ])
    const visitorPage = await visitor.newPage()
    const editorPage = await editor.newPage()
    try {
      expect((await visitorPage.goto(gallery))?.status()).toBe(200)
      expect((await set('production')).ok()).toBe(true)
      await expect(async () => expect((await visitorPage.goto(gallery))?.status()).toBe(404)).toPass({
        timeout: 15_000,
      })
      expect((await editorPage.goto(gallery))?.status()).toBe(200)
      await expect(editorPage.getByTestId('widget-gallery')).toBeVisible()
    } finally {
      await set(tenant.siteEnvironment ?? 'local')
      await visitor.close()
      await editor.close()
    }
  })
})
