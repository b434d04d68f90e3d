import { expect, test, type APIRequestContext } from './fixtures'

/** Signs the CMS admin in through the REST API and answers the auth header. */
async function adminAuth(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
  })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\nxref\n0 3\ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
)

test.describe('forms built in the CMS', () => {
  test('a visitor sends the consultation form: rules show at the fields, a disguised file is refused, then the thanks', async ({
    page,
    request,
  }) => {
    await page.goto('/de-ch/service/schmierstoff-beratung')
    const form = page.getByTestId('dynamic-form')
    await expect(form.getByRole('heading', { name: 'Ihr Betrieb' })).toBeVisible()
    const send = form.getByRole('button', { name: 'Anfrage senden' })
    // Disabled until the form has hydrated (a click before would skip its rules and spam protection).
    await expect(send).toBeEnabled({ timeout: 30_000 })

    // Bad input: the rules answer at the fields and nothing is sent.
    await form.getByLabel('Firma *').fill('A')
    await form.getByLabel('E-Mail *', { exact: true }).fill('anna@garage-muster.ch')
    await form.getByLabel('E-Mail wiederholen *').fill('anna@garage-mustr.ch')
    await send.click()
    await expect(form.getByText('Die Eingabe ist zu kurz (mindestens 2 Zeichen).')).toBeVisible()
    await expect(form.getByText('Die Eingabe stimmt nicht mit «E-Mail» überein.')).toBeVisible()
    await expect(form.getByText('Bitte bestätigen Sie dieses Feld.')).toBeVisible()
    await expect(form.getByLabel('Firma *')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Firma *').fill('Garage Muster AG')
    await form.getByLabel('Branche *').selectOption('fleet')
    await form.getByLabel('Anzahl Fahrzeuge oder Maschinen').fill('24')
    await form.getByLabel('Motoren').check()
    await form.getByLabel('Hydraulik').check()
    await form
      .getByLabel('Ihre Frage *')
      .fill('Welches Motorenöl deckt unsere Euro-6-Lastwagen und die Lieferwagen gemeinsam ab?')
    await form.getByLabel('Frau').check()
    await form.getByLabel('Vor- und Nachname *').fill('Anna Muster')
    await form.getByLabel('E-Mail wiederholen *').fill('anna@garage-muster.ch')
    await form.getByLabel(/Ich bin einverstanden/).check()

    // A text file named like a PDF passes the browser's look at the name; the server reads its content and refuses it.
    await form.getByLabel('Unterlagen (freiwillig)').setInputFiles({
      name: 'fahrzeugliste.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Fahrzeugliste: 12 LKW, 12 Lieferwagen'),
    })
    await expect(form.getByText('fahrzeugliste.pdf')).toBeVisible()
    await send.click()
    await expect(
      form.getByText(
        '«fahrzeugliste.pdf» ist weder ein PDF-Dokument noch ein Bild. Bitte laden Sie nur PDF-Dokumente oder Bilder hoch.',
      ),
    ).toBeVisible()
    await expect(form.getByLabel('Firma *')).toHaveValue('Garage Muster AG')

    // Remove it, attach a real PDF and send.
    await form.getByRole('button', { name: 'fahrzeugliste.pdf entfernen' }).click()
    await form
      .getByLabel('Unterlagen (freiwillig)')
      .setInputFiles({ name: 'schmierplan.pdf', mimeType: 'application/pdf', buffer: pdf })
    await send.click()
    await expect(page.getByTestId('form-success')).toContainText(
      'Vielen Dank, das Formular wurde erfolgreich abgesendet.',
    )

    // The editor sees it in the CMS, with its file.
    const auth = await adminAuth(request)
    const found = await request.get('/cms-api/form-submissions?sort=-createdAt&limit=1&depth=0', {
      headers: auth,
    })
    const [latest] = ((await found.json()) as { docs: { summary: string; files: number[] }[] }).docs
    expect(latest.summary).toContain('Firma: Garage Muster AG')
    expect(latest.summary).toContain('Wofür suchen Sie Schmierstoffe?: Motoren, Hydraulik')
    expect(latest.files).toHaveLength(1)
    const file = (await (
      await request.get(`/cms-api/form-files/${latest.files[0]}?depth=0`, { headers: auth })
    ).json()) as { mimeType: string; filename: string }
    expect(file).toMatchObject({ mimeType: 'application/pdf', filename: 'schmierplan.pdf' })
    // The file is not public: no media route serves it, and the CMS route answers editors only.
    expect(
      (
        await request.get(`/cms-api/form-files/file/${file.filename}`, { headers: { Authorization: '' } })
      ).status(),
    ).toBe(403)
    // Visitors cannot read submissions.
    expect(
      (await request.get('/cms-api/form-submissions', { headers: { Authorization: '' } })).status(),
    ).toBe(403)
  })
})
