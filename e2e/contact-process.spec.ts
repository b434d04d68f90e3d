import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator } from './fixtures'

/** Clicks until the click lands (before hydration a button does nothing), i.e. until `then` is visible. */
async function clickUntil(button: Locator, then: Locator) {
  await expect(async () => {
    await button.click()
    await expect(then).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** Clears before typing: text typed before hydration stays in the field without reaching the form's state. */
async function fill(input: Locator, value: string) {
  await input.fill('')
  await input.fill(value)
}

test.describe('FAQ overview', () => {
  test('opens a question, switches the category through the address and filters by a search term', async ({
    page,
  }) => {
    // Rendered on the server without an error (a 500 would still hydrate in the browser).
    const response = await page.goto('/de-ch/faq')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen')
    const categories = page.getByRole('navigation', { name: 'Themen' }).getByRole('link')
    await expect(categories).toHaveCount(6)
    await expect(categories.first()).toHaveAttribute('aria-current', 'page')

    const question = page
      .getByTestId('faq-question')
      .filter({ hasText: 'Was bedeutet die Viskositätsangabe 5W-30?' })
    const answer = question.getByText(/Kaltstartverhalten/)
    await expect(answer).toBeHidden()
    await question.getByText('Was bedeutet die Viskositätsangabe 5W-30?').click()
    await expect(answer).toBeVisible()

    await page.getByRole('link', { name: 'Bestellung & Lieferung' }).click()
    await expect(page).toHaveURL(/\/de-ch\/faq\?category=\d+$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Bestellung & Lieferung' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Bestellung & Lieferung' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByTestId('faq-question')).toHaveCount(5)
    await page.waitForLoadState('networkidle')
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])

    // The search goes through every category, not only the open one.
    await expect(async () => {
      await fill(page.getByRole('searchbox', { name: /^Fragen durchsuchen/ }), 'Altöl')
      await expect(page.getByTestId('faq-question')).toHaveCount(2, { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByText('2 Fragen gefunden')).toBeVisible()
    await fill(page.getByRole('searchbox', { name: /^Fragen durchsuchen/ }), 'Bremsflüssigkeit')
    await expect(page.getByText(/Keine Frage passt zu «Bremsflüssigkeit»/)).toBeVisible()
  })

  test('searches every category, names each hit’s category, and clearing the search shows the open category again', async ({
    page,
  }) => {
    await page.goto('/de-ch/faq')
    const heading = page.getByTestId('faq-heading')
    await expect(heading).toHaveText('Motorenöl & Ölwechsel')
    const questions = page.getByTestId('faq-question')
    const firstCategory = await questions.count()
    const box = page.getByRole('searchbox', { name: /^Fragen durchsuchen/ })

    // "Lieferung" is in the name of another category (and in some answers): found from the first one.
    await expect(async () => {
      await fill(box, 'Lieferung')
      await expect(heading).toHaveText('Treffer in allen Themen', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(questions.filter({ hasText: 'Wie lange dauert die Lieferung?' })).toHaveCount(1)
    const categories = await page.getByTestId('faq-hit-category').allTextContents()
    expect(categories.length).toBeGreaterThanOrEqual(5)
    expect(categories).toContain('Thema: Bestellung & Lieferung')
    await expect(
      questions.filter({ hasText: 'Wie lange dauert die Lieferung?' }).getByTestId('faq-hit-category'),
    ).toHaveText('Thema: Bestellung & Lieferung')
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])

    // A hit opens like any question.
    const hit = questions.filter({ hasText: 'Wie lange dauert die Lieferung?' })
    await hit.getByText('Wie lange dauert die Lieferung?').click()
    await expect(hit.getByText(/verlassen unser Lager/)).toBeVisible()

    await page.getByRole('button', { name: 'Suche löschen' }).click()
    await expect(heading).toHaveText('Motorenöl & Ölwechsel')
    await expect(questions).toHaveCount(firstCategory)
    await expect(page.getByTestId('faq-hit-category')).toHaveCount(0)
  })
})

test.describe('contact process', () => {
  test('walks from the topic to the 48-hours confirmation, refusing a short message and keeping values on the way back; the request is stored for editors', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const email = `e2e.kontakt.${Date.now()}@example.ch`
    await page.goto('/de-ch/faq')
    const section = page.getByRole('region', { name: 'Ihre Frage ist nicht dabei?' })
    await expect(section.getByText('Schritt 1 von 5')).toBeVisible()

    // Topic → product line (icon buttons), with Back.
    await clickUntil(
      section.getByRole('button', { name: 'Produktberatung' }),
      section.getByRole('heading', { name: 'Welche Produktlinie?' }),
    )
    await expect(section.getByText('Schritt 2 von 5')).toBeVisible()
    await section.getByRole('button', { name: 'Zurück' }).click()
    await expect(section.getByRole('button', { name: 'Produktberatung' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await section.getByRole('button', { name: 'Produktberatung' }).click()
    await section.getByRole('button', { name: 'Motorenöle' }).click()

    // Details: the product select lists the chosen line's products; a short message is refused.
    await expect(section.getByRole('heading', { name: 'Ihr Anliegen' })).toBeVisible()
    const product = section.getByLabel(/^Produkt/)
    const optionCount = await product.locator('option').count()
    expect(optionCount).toBeGreaterThan(2)
    const firstProduct = (await product.locator('option').nth(1).textContent())!
    await product.selectOption({ label: firstProduct })
    await fill(section.getByRole('textbox', { name: /^Ihre Nachricht/ }), 'Zu kurz.')
    await section.getByRole('button', { name: 'Weiter', exact: true }).click()
    await expect(section.getByTestId('error-message')).toContainText(/mindestens 20/)
    await expect(section.getByRole('heading', { name: 'Ihr Anliegen' })).toBeVisible()
    const message = 'Wir suchen ein Motorenöl für unsere Lieferwagen mit VW-Freigabe 504 00.'
    await fill(section.getByRole('textbox', { name: /^Ihre Nachricht/ }), message)
    await section.getByRole('button', { name: 'Weiter', exact: true }).click()

    // Contact details.
    await expect(section.getByRole('heading', { name: 'Ihre Kontaktdaten' })).toBeVisible()
    await fill(section.getByRole('textbox', { name: /^Firma/ }), 'Garage Test AG')
    await fill(section.getByRole('textbox', { name: /^Vorname/ }), 'Regula')
    await fill(section.getByRole('textbox', { name: /^Nachname/ }), 'Aeschbacher')
    await fill(section.getByRole('textbox', { name: /^E-Mail/ }), email)
    await section.getByRole('radio', { name: 'Telefon' }).check()
    await section.getByLabel(/Datenschutzerklärung/).check()
    await section.getByRole('button', { name: 'Weiter zur Übersicht' }).click()

    // Overview lists every answer; "Ändern" goes back to the step with its values kept.
    const overview = section.getByTestId('contact-overview')
    await expect(overview).toContainText('Produktberatung')
    await expect(overview).toContainText('Motorenöle')
    await expect(overview).toContainText(message)
    await expect(overview).toContainText(email)
    await expect(section.getByText('Schritt 5 von 5')).toBeVisible()
    await overview.getByRole('button', { name: 'Ihr Anliegen ändern' }).click()
    await expect(section.getByRole('textbox', { name: /^Ihre Nachricht/ })).toHaveValue(message)
    await section.getByRole('button', { name: 'Weiter', exact: true }).click()
    await expect(section.getByRole('textbox', { name: /^E-Mail/ })).toHaveValue(email)
    await section.getByRole('button', { name: 'Weiter zur Übersicht' }).click()

    await section.getByRole('button', { name: 'Anfrage senden' }).click()
    await expect(section.getByTestId('contact-confirmation')).toContainText(
      'Vielen Dank für Ihre Anfrage. Wir antworten Ihnen innerhalb von 48 Stunden.',
    )

    // The request is in the CMS for editors.
    const login = await request.post('/cms-api/users/login', {
      data: { email: 'editor@tribo.local', password: 'Tribo-Editor-2026!' },
    })
    const { token } = (await login.json()) as { token: string }
    const stored = await request.get(
      `/cms-api/contact-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const { docs } = (await stored.json()) as {
      docs: { topic: string; name: string; status: string; summary: string }[]
    }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ topic: 'advice', name: 'Regula Aeschbacher', status: 'new' })
    expect(docs[0]!.summary).toContain(message)
    // …and nobody else can read it.
    expect((await request.get('/cms-api/contact-requests')).status()).toBe(403)

    await section.getByRole('button', { name: 'Neue Anfrage starten' }).click()
    await expect(section.getByText('Schritt 1 von 5')).toBeVisible()
  })

  test('the vehicle topic ends on a link to the oil finder', async ({ page }) => {
    await page.goto('/de-ch/faq')
    const section = page.getByRole('region', { name: 'Ihre Frage ist nicht dabei?' })
    await clickUntil(
      section.getByRole('button', { name: 'Ölempfehlung fürs Fahrzeug' }),
      section.getByRole('heading', { name: 'Das passende Öl für Ihr Fahrzeug' }),
    )
    await expect(section.getByText('Schritt 2 von 2')).toBeVisible()
    await expect(section.getByRole('link', { name: 'Zum Ölfinder' })).toHaveAttribute(
      'href',
      '/de-ch/oel-finder',
    )
  })
})
