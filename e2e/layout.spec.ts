import { expect, test, type Locator, type Page } from './fixtures'

import { baseUrl, buttonLook, signIn, tenantUrl } from './helpers'

type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const box = async (locator: Locator) => (await locator.boundingBox())!

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'page scroll width').toBeLessThanOrEqual(clientWidth)
}

test.describe('layout on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  for (const products of [
    'TRB-SYNPRO-5W30,TRB-SYNDSL-5W30',
    'TRB-SYNPRO-5W30,TRB-SYNDSL-5W30,TRB-SYN-5W30-C3',
  ]) {
    test(`the comparison of ${products.split(',').length} products fits: row labels above their values`, async ({
      page,
    }) => {
      await page.goto(`/de-ch/compare?products=${products}`)
      const table = page.getByTestId('compare-table')
      await expect(table).toBeVisible()
      await expectNoSidewaysScroll(page)
      const region = page.getByRole('region', { name: /Vergleich/ })
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      // The label of a row stands above its values, not in a column beside them.
      const label = table.getByRole('rowheader', { name: 'Viskosität' })
      const value = label.locator('xpath=following-sibling::td[1]')
      const [labelBox, valueBox] = [await box(label), await box(value)]
      expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1)
    })
  }

  test('the oil finder fits: step numbers, the current step named in full, the feedback link in the dots menu', async ({
    page,
  }) => {
    await page.goto('/de-ch/oel-finder')
    const steps = page.getByTestId('oil-finder-steps')
    await expect(steps).toBeVisible()
    await expectNoSidewaysScroll(page)
    const current = steps.locator('[aria-current="step"]')
    await expect(current).toContainText('Marke')
    // The current step's name is shown whole, not cut with an ellipsis.
    expect(
      await current.evaluate((li) =>
        [...li.querySelectorAll('span')].every((span) => span.scrollWidth <= span.clientWidth + 1),
      ),
    ).toBe(true)
    // The feedback tab covers nothing; the link is in the dots menu.
    const feedback = page.getByTestId('feedback-trigger')
    if (await feedback.isVisible()) expect(intersects(await box(feedback), await box(steps))).toBe(false)
    await page.getByTestId('dots-menu').click()
    await expect(page.getByTestId('feedback-menu-link')).toHaveAttribute('href', /subject=feedback/)
  })

  for (const slug of ['tribo', 'moto', 'industrie'] as const) {
    test(`home of ${slug}: no sideways scrolling and the hero's arrows stay off its text`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(tenantUrl(slug, '/de-ch'))
      const stage = page.getByTestId('home-stage')
      await expect(stage.locator('.swiper-initialized')).toBeVisible()
      await expectNoSidewaysScroll(page)
      for (let slide = 0; slide < 3; slide++) {
        const overlap = await stage.evaluate((root) => {
          const rect = (el: Element) => el.getBoundingClientRect()
          const hit = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
          const arrows = [...root.querySelectorAll('.swiper-button-prev, .swiper-button-next')].map(rect)
          const texts = [...root.querySelectorAll('.swiper-slide-active p, .swiper-slide-active a')].map(rect)
          return {
            arrows: arrows.length,
            texts: texts.length,
            overlaps: arrows.some((a) => texts.some((t) => hit(a, t))),
          }
        })
        expect(overlap.arrows).toBe(2)
        expect(overlap.texts).toBeGreaterThan(0)
        expect(overlap.overlaps, `arrows over the text of slide ${slide + 1}`).toBe(false)
        await stage.locator('.swiper-button-next').click()
        await page.waitForTimeout(700)
      }
    })
  }
})

test.describe('order history on a wide screen', () => {
  for (const width of [1280, 1400]) {
    test(`at ${width} px every column shows without scrolling sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await signIn(page, 'alpin', 'Alpin-2026!')
      await page.goto('/de-ch/konto/bestellungen')
      const region = page.getByTestId('orders-table').getByRole('region', { name: 'Ihre Bestellungen' })
      await expect(region.locator('tbody tr').first()).toBeVisible()
      const fit = await region.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        right: el.getBoundingClientRect().right,
      }))
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth)
      for (const name of [
        /^Bestellnummer/,
        /^Bestelldatum/,
        /^Status/,
        /^Ihre Bestellnummer/,
        /^Kostenstelle/,
        /^Positionen/,
        /^Total netto/,
        /^Erfasst von/,
      ]) {
        const header = region.getByRole('columnheader', { name })
        await expect(header).toBeVisible()
        expect((await box(header)).x + (await box(header)).width).toBeLessThanOrEqual(fit.right + 1)
      }
      await expectNoSidewaysScroll(page)
    })
  }
})

test.describe('product page', () => {
  test('the related products slider shows its pictures', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de-ch/p/TRB-SYN-5W30-C3')
    const slider = page.locator(
      'section[aria-roledescription="carousel"][aria-label="Weitere Produkte aus dieser Gruppe"]',
    )
    await slider.scrollIntoViewIfNeeded()
    await expect(slider.locator('.swiper-initialized')).toBeVisible()
    const images = slider.locator('img')
    expect(await images.count()).toBeGreaterThan(1)
    // Every slide's picture, also those beyond the slider's edge, is there before it slides in.
    await expect
      .poll(
        () =>
          images.evaluateAll(
            (list) =>
              list.filter(
                (img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0,
              ).length,
          ),
        { timeout: 10_000 },
      )
      .toBe(0)
  })

  test("a visitor's add to cart is the strongest action; the dealer link is secondary", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de-ch/p/TRB-SYN-5W30-C3')
    const add = page.getByTestId('add-to-b2c-cart')
    await expect(add).toBeVisible()
    expect(await buttonLook(add)).toMatchObject({ primary: true, transparent: false })
    const dealer = page.getByTestId('find-dealer')
    const look = await buttonLook(dealer)
    expect(look.primary).toBe(false)
    expect(look.border).toBeGreaterThan(0)
  })
})

test.describe('login message', () => {
  test('shows once and never over the header icons', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de-ch')
    await page.waitForLoadState('networkidle')
    const login = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
    )
    await page.getByTestId('login-link').click()
    await page.getByLabel('Benutzername').fill('einkauf')
    await page.getByLabel('Passwort', { exact: true }).fill('Einkauf-2026!')
    await page.getByTestId('login-flyout').getByRole('button', { name: 'Anmelden', exact: true }).click()
    const flash = (await (await login).headersArray()).find(
      (h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('tribo_flash='),
    )
    expect(flash, 'the login answer sets the flash cookie').toBeTruthy()
    const toast = page.getByTestId('notification-area').getByText('Sie sind jetzt angemeldet.')
    await expect(toast).toBeVisible({ timeout: 15_000 })
    const toastBox = await box(toast)
    for (const icon of [page.getByTestId('cart-link'), page.getByTestId('account-area')])
      expect(intersects(toastBox, await box(icon)), 'toast over a header icon').toBe(false)

    // A next page that still receives the same cookie (requested before the first page's script deleted it) stays quiet.
    const value = flash!.value.split(';')[0]!.slice('tribo_flash='.length)
    await page.context().addCookies([{ name: 'tribo_flash', value, url: baseUrl }])
    await page.goto('/de-ch/oel-finder')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('notification-area').getByText('Sie sind jetzt angemeldet.')).toHaveCount(0)
  })

  test('on a phone toasts sit at the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/de-ch/widget-gallery')
    await page.getByRole('button', { name: 'Erfolg anzeigen' }).click()
    const toast = page.getByTestId('notification-area').getByText('Ihre Änderungen wurden gespeichert.')
    await expect(toast).toBeVisible()
    expect((await box(toast)).y).toBeGreaterThan(400)
  })
})

test.describe('button system in the widget gallery', () => {
  for (const theme of ['01', '02', '03']) {
    test(`theme ${theme} shows every emphasis, size and state`, async ({ page }, testInfo) => {
      await page.goto(`/de-ch/widget-gallery?theme=${theme}`)
      const matrix = page.getByTestId('button-matrix')
      await expect(matrix).toBeVisible()
      for (const variant of ['primary', 'secondary', 'tertiary', 'danger']) {
        for (const size of ['small', 'default', 'large'])
          await expect(matrix.getByTestId(`button-${variant}-${size}`)).toBeVisible()
        await expect(matrix.getByTestId(`button-${variant}-disabled`)).toBeDisabled()
        await expect(matrix.getByTestId(`button-${variant}-busy`)).toHaveAttribute('aria-busy', 'true')
      }
      expect(await buttonLook(matrix.getByTestId('button-primary-default'))).toMatchObject({
        primary: true,
        transparent: false,
      })
      expect((await buttonLook(matrix.getByTestId('button-danger-default'))).transparent).toBe(false)
      expect((await buttonLook(matrix.getByTestId('button-secondary-default'))).border).toBeGreaterThan(0)
      const small = await box(matrix.getByTestId('button-primary-small'))
      const large = await box(matrix.getByTestId('button-primary-large'))
      expect(large.height).toBeGreaterThan(small.height)
      // Busy: a spinner before the text.
      expect(
        await matrix
          .getByTestId('button-primary-busy')
          .evaluate((el) => getComputedStyle(el, '::before').animationName),
      ).toBe('button-spin')
      const path = testInfo.outputPath(`buttons-${theme}.png`)
      await page.locator('#buttons').screenshot({ path, animations: 'disabled' })
      await testInfo.attach(`buttons-${theme}`, { path, contentType: 'image/png' })
    })
  }
})
