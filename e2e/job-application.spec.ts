import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { createTextPdf } from '../lib/pdf'
import { baseUrl } from './helpers'

/** Signs the CMS admin in through the REST API and answers the auth header. */
async function adminAuth(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
  })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

async function applicationCount(request: APIRequestContext, auth: Record<string, string>): Promise<number> {
  const res = await request.get('/cms-api/job-applications?limit=1&depth=0', { headers: auth })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(300).fill(3)])
const CV = createTextPdf(
  [
    { text: 'Lebenslauf Nadia Ammann', size: 16, bold: true },
    { text: 'Laborantin EFZ Chemie, fünf Jahre Prüflabor.' },
  ],
  { title: 'Lebenslauf' },
)

/** Chooses a file and waits until the form took it (a file chosen before hydration would not reach the form's state). */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chosen = page.getByRole('list', { name: 'Ausgewählte Dateien' })
  await expect(async () => {
    await page.getByLabel(/^Bewerbungsunterlagen/).setInputFiles(file)
    await expect(chosen.getByText(file.name, { exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

test.describe('job application', () => {
  test('a visitor filters the list, opens an opening, is refused a renamed non-PDF and applies with a real PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const auth = await adminAuth(request)
    // An address of its own, so other specs' form submissions do not count against this one's rate limit.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.41' })

    await page.goto('/de-ch/jobs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offene Stellen')
    await expect(page.locator('#job-results')).toHaveText('7 offene Stellen')
    await expect(page.getByTestId('job-card')).toHaveCount(7)
    await expect(page.getByText('Sachbearbeiter/in Debitorenbuchhaltung')).toHaveCount(0)
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])

    // The filters are a plain GET form: the address holds the choice, the counts say what a choice shows.
    await page.getByLabel('Bereich').selectOption({ label: 'Verkauf (2)' })
    await page.getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/\/de-ch\/jobs\?.*department=sales/)
    await expect(page.locator('#job-results')).toHaveText('2 offene Stellen')
    await expect(page.getByLabel('Arbeitsort').locator('option')).toHaveText([
      'Alle',
      'Lausanne (1)',
      'Winterthur (1)',
    ])

    await page.getByRole('link', { name: 'Aussendienstmitarbeiter/in Westschweiz' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aussendienstmitarbeiter/in Westschweiz')
    await expect(page.getByRole('heading', { name: 'Ihre Aufgaben' })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Brotkrümelnavigation' })
        .getByRole('link', { name: 'Offene Stellen' }),
    ).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      '@type': string
      title: string
    }
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Aussendienstmitarbeiter/in Westschweiz' })
    await page.waitForLoadState('networkidle')

    const before = await applicationCount(request, auth)
    const form = page.getByTestId('dynamic-form')
    // A PNG renamed to lebenslauf.pdf: the browser believes the name, the server reads the content.
    await chooseFile(page, { name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: PNG })
    await form.getByLabel('Frau').check()
    await form.getByLabel(/^Vorname/).fill('Nadia')
    await form.getByLabel(/^Nachname/).fill('Ammann')
    await form.getByLabel(/^E-Mail/).fill('nadia.ammann@example.ch')
    await form.getByLabel(/^Telefon/).fill('+41 79 555 12 34')
    await form.getByLabel(/^Ich bin einverstanden/).check()
    await form.getByRole('button', { name: 'Bewerbung senden' }).click()
    await expect(page.getByTestId('error-documents')).toHaveText(
      '«lebenslauf.pdf» ist kein PDF-Dokument. Bitte laden Sie nur PDF-Dokumente hoch.',
    )
    expect(await applicationCount(request, auth)).toBe(before)

    // Removed before sending, replaced by the real document, which shows with its size.
    await form.getByRole('button', { name: 'lebenslauf.pdf entfernen' }).click()
    await expect(page.getByRole('list', { name: 'Ausgewählte Dateien' })).toHaveCount(0)
    await chooseFile(page, { name: 'lebenslauf-nadia-ammann.pdf', mimeType: 'application/pdf', buffer: CV })
    await expect(page.getByRole('list', { name: 'Ausgewählte Dateien' }).getByRole('listitem')).toContainText(
      /\d+(\.\d)? (Bytes|KB)/,
    )
    await form.getByRole('button', { name: 'Bewerbung senden' }).click()

    const sent = page.getByTestId('job-application-sent')
    await expect(sent.getByRole('heading', { name: 'Bewerbung gesendet' })).toBeFocused()
    await expect(sent).toContainText(
      'Vielen Dank für Ihre Bewerbung als «Aussendienstmitarbeiter/in Westschweiz»',
    )
    await expect(page.getByTestId('dynamic-form')).toHaveCount(0)
    expect(await applicationCount(request, auth)).toBe(before + 1)
  })

  test('the server takes five documents of 10 MB each and refuses a larger body at once (413)', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const jobs = await request.get('/api/jobs?department=laboratory', {
      headers: { 'x-tribo-locale': 'de-ch' },
    })
    const jobId = ((await jobs.json()) as { data: { entries: { id: number }[] } }).data.entries[0]!.id
    // Exactly 10 MiB with a PDF's header and trailer (the CMS's upload check also looks for xref and %%EOF at the end).
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 0x20)
    tenMb.write('%PDF-1.4\n%', 0, 'latin1')
    const trailer = '\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n0\n%%EOF\n'
    tenMb.write(trailer, tenMb.length - trailer.length, 'latin1')
    const body = (files: number) => {
      const form = new FormData()
      for (const [key, value] of Object.entries({
        salutation: 'none',
        firstName: 'Lou',
        lastName: 'Meier',
        email: 'lou.meier@example.ch',
        phone: '044 555 66 77',
        privacy: 'true',
        username: '',
        captchaToken: 'tribo-test-captcha',
      }))
        form.append(key, value)
      for (let i = 1; i <= files; i++)
        form.append(
          'documents',
          new File([new Uint8Array(tenMb)], `dokument-${i}.pdf`, { type: 'application/pdf' }),
        )
      return form
    }
    const headers = { origin: baseUrl, 'x-tribo-locale': 'de-ch' }
    const accepted = await request.post(`/api/jobs/${jobId}/applications`, {
      multipart: body(5),
      headers: { ...headers, 'x-forwarded-for': '198.51.100.42' },
    })
    expect(accepted.status()).toBe(201)
    // Five full documents are the most a form body can hold; a sixth is refused before the body is read.
    const refused = await request.post(`/api/jobs/${jobId}/applications`, {
      multipart: body(6),
      headers: { ...headers, 'x-forwarded-for': '198.51.100.43' },
    })
    expect(refused.status()).toBe(413)
    expect(((await refused.json()) as { messages: { message: string }[] }).messages[0]!.message).toMatch(
      /zu gross/,
    )
  })
})
