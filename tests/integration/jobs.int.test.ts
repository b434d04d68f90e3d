import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as jobDetailApi } from '@/app/api/jobs/[id]/route'
import { POST as applyApi } from '@/app/api/jobs/[id]/applications/route'
import { GET as jobsApi } from '@/app/api/jobs/route'
import type { JobApplication } from '@/cms/payload-types'
import { jobsStep } from '@/cms/seed/jobs'
import { tenantsStep } from '@/cms/seed/tenants'
import type { SeedContext } from '@/cms/seed/types'
import { createTextPdf } from '@/lib/pdf'
import { tenantSitemapEntries } from '@/features/seo/server/site-entries'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { TEST_CAPTCHA_TOKEN } from '@/lib/captcha/types'

import { getTestPayload, startWithEmptyDatabase } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'
import { formFilesDir } from '../helpers/test-database'

// Only what this file needs (tenants and openings): the full demo seed takes minutes and gigabytes.
startWithEmptyDatabase()

type Message = { type: string; message: string; meta?: { fields?: string[] } }
type Envelope<T> = { data: T; messages?: Message[] }
type ListEntry = {
  id: number
  title: string
  slug: string
  department: string
  location: string
  employmentType: string
  url: string
}
type List = {
  entries: ListEntry[]
  filters: { name: string; options: { value: string; label: string; count: number; selected: boolean }[] }[]
  total: number
}

let payload: Payload
let tribo: number
const ids: Record<string, number> = {}
let nextIp = 1

const TRIBO_HOST = 'localhost:3000'
const MOTO_HOST = 'moto.localhost:3000'

async function jobId(tenantSlug: string, slug: string): Promise<number> {
  const tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: tenantSlug } }, depth: 0 })
  ).docs[0]!.id
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { and: [{ tenant: { equals: tenant } }, { slug: { equals: slug } }] },
    locale: 'de',
    depth: 0,
  })
  return docs[0]!.id
}

beforeAll(async () => {
  payload = await getTestPayload()
  const ctx: SeedContext = {
    payload,
    scale: 1,
    log: () => {},
    tenants: new Map(),
    customers: new Map(),
    media: new Map(),
    record: () => {},
  }
  for (const step of [tenantsStep, jobsStep]) await step.run(ctx)
  tribo = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, depth: 0 }))
    .docs[0]!.id
  ids.engineer = await jobId('tribo', 'anwendungstechniker-schmierstoffe')
  ids.expired = await jobId('tribo', 'sachbearbeiter-debitorenbuchhaltung')
  ids.moto = await jobId('moto', 'motorradmechaniker-pruefstand')
}, 300_000)

afterEach(() => {
  vi.restoreAllMocks()
})

const freshIp = () => `203.0.113.${nextIp++}`

async function getJson<T>(res: Response) {
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}

const list = (query = '', { host = TRIBO_HOST, locale = 'de-ch' } = {}) =>
  jobsApi(makeRequest(`/api/jobs${query}`, { host, headers: { 'x-tribo-locale': locale } })).then((res) =>
    getJson<List | null>(res),
  )
const detail = (id: number | string, { host = TRIBO_HOST } = {}) =>
  jobDetailApi(makeRequest(`/api/jobs/${id}`, { host, headers: { 'x-tribo-locale': 'de-ch' } }), {
    params: Promise.resolve({ id: String(id) }),
  }).then((res) =>
    getJson<{ job: { id: number; title: string; tasks: unknown; contact: unknown } } | null>(res),
  )

// Test documents, written here: a real one-page PDF, a PNG renamed to .pdf, and a "PDF" above 10 MB.
const pdfBytes = () =>
  createTextPdf(
    [
      { text: 'Lebenslauf Regula Aeschbacher', size: 16, bold: true },
      { text: 'Polymechanikerin EFZ, Instandhaltung seit 2018.' },
    ],
    { title: 'Lebenslauf' },
  )
const pdf = (name = 'lebenslauf.pdf') =>
  new File([new Uint8Array(pdfBytes())], name, { type: 'application/pdf' })
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const renamedPng = (name = 'lebenslauf.pdf') =>
  new File([new Uint8Array([...PNG_SIGNATURE, ...new Array(200).fill(7)])], name, { type: 'application/pdf' })
const bigPdf = (name = 'zeugnisse.pdf') => {
  const bytes = new Uint8Array(11 * 1024 * 1024).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return new File([bytes], name, { type: 'application/pdf' })
}

function applicationForm(
  overrides: Record<string, string | null> = {},
  documents: File[] = [pdf()],
): FormData {
  const values: Record<string, string | null> = {
    salutation: 'ms',
    firstName: 'Regula',
    lastName: 'Aeschbacher',
    email: 'regula.aeschbacher@example.ch',
    phone: '+41 79 412 33 18',
    earliestStart: '',
    salaryExpectation: '95000',
    message: 'Ich freue mich auf Ihre Antwort.',
    privacy: 'true',
    username: '',
    captchaToken: TEST_CAPTCHA_TOKEN,
    ...overrides,
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value)
  for (const file of documents) form.append('documents', file)
  return form
}

async function apply(
  id: number | string,
  body: FormData,
  {
    host = TRIBO_HOST,
    origin,
    ip = freshIp(),
    headers = {},
  }: { host?: string; origin?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const request = makeRequest(`/api/jobs/${id}/applications`, {
    method: 'POST',
    body,
    host,
    headers: {
      'x-tribo-locale': 'de-ch',
      origin: origin ?? `http://${host}`,
      'x-forwarded-for': ip,
      ...headers,
    },
  })
  const res = await applyApi(request, { params: Promise.resolve({ id: String(id) }) })
  return getJson<{ id: number; message: string } | null>(res)
}

/** What a refusal must leave untouched: application rows, file rows and the files on disk. */
async function stored() {
  const applications = (await payload.count({ collection: 'job-applications' })).totalDocs
  const files = (await payload.count({ collection: 'form-files' })).totalDocs
  const onDisk = fs.existsSync(formFilesDir) ? fs.readdirSync(formFilesDir).length : 0
  return { applications, files, onDisk }
}

async function expectNothingStored(run: () => Promise<unknown>) {
  const before = await stored()
  await run()
  expect(await stored()).toEqual(before)
}

const fieldsOf = (messages: Message[] | undefined) =>
  (messages ?? []).flatMap((message) => message.meta?.fields ?? [])

describe('GET /api/jobs', () => {
  it('lists the openings online today on the request’s tenant, never expired ones or other tenants’', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    const slugs = body.data!.entries.map((entry) => entry.slug)
    expect(slugs).toContain('anwendungstechniker-schmierstoffe')
    expect(slugs).not.toContain('sachbearbeiter-debitorenbuchhaltung')
    expect(slugs).not.toContain('motorradmechaniker-pruefstand')
    expect(body.data!.total).toBe(7)
    expect(body.data!.entries[0]).toMatchObject({ url: expect.stringMatching(/^\/de-ch\/jobs\//) })
    const moto = await list('', { host: MOTO_HOST })
    expect(moto.body.data!.entries.map((entry) => entry.slug).sort()).toEqual([
      'motorradmechaniker-pruefstand',
      'verkaufsberater-motorradhandel',
    ])
  })

  it('filters by department, location and employment type, counting each option over the other chosen filters', async () => {
    const { body } = await list('?department=sales')
    expect(body.data!.entries.map((entry) => entry.slug).sort()).toEqual([
      'aussendienst-westschweiz',
      'key-account-manager-industrie',
    ])
    const facet = (name: string) => body.data!.filters.find((filter) => filter.name === name)!.options
    // Departments are counted without the department filter: every online opening counts once.
    expect(facet('department').reduce((sum, option) => sum + option.count, 0)).toBe(7)
    expect(facet('department').find((option) => option.value === 'sales')).toMatchObject({
      label: 'Verkauf',
      count: 2,
      selected: true,
    })
    // Locations are counted among sales openings only.
    expect(facet('location').map((option) => [option.value, option.count])).toEqual([
      ['Lausanne', 1],
      ['Winterthur', 1],
    ])
    const both = await list('?department=sales&location=Lausanne&employmentType=permanent')
    expect(both.body.data!.entries.map((entry) => entry.slug)).toEqual(['aussendienst-westschweiz'])
    const french = await list('?employmentType=apprenticeship', { locale: 'fr-ch' })
    expect(french.body.data!.entries.map((entry) => entry.slug)).toEqual(['apprentissage-logisticien-cfc'])
  })

  it('answers 400 naming a bad or repeated filter', async () => {
    for (const [query, parameter] of [
      ['?department=kantine', 'department'],
      ['?employmentType=freelance', 'employmentType'],
      ['?location=Winterthur&location=Lausanne', 'location'],
    ] as const) {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body.messages![0]).toMatchObject({
        message: `Der Parameter «${parameter}» ist ungültig.`,
        meta: { fields: [parameter] },
      })
    }
  })
})

describe('sitemap', () => {
  it('lists the job list and every opening online today with its language versions, never an expired one', async () => {
    const entries = await tenantSitemapEntries((await resolveTenant(TRIBO_HOST))!)
    expect(entries.some((entry) => entry.path === '/de-ch/jobs')).toBe(true)
    const entry = entries.find(
      (candidate) => candidate.path === '/de-ch/jobs/anwendungstechniker-schmierstoffe',
    )
    expect(entry?.alternates).toMatchObject({
      'fr-ch': '/fr-ch/jobs/technicien-application-lubrifiants',
      'it-ch': '/it-ch/jobs/tecnico-applicazione-lubrificanti',
    })
    expect(entries.some((candidate) => candidate.path.includes('sachbearbeiter-debitorenbuchhaltung'))).toBe(
      false,
    )
  })
})

describe('GET /api/jobs/{id}', () => {
  it('answers an online opening with its sections and contact person', async () => {
    const { status, body } = await detail(ids.engineer)
    expect(status).toBe(200)
    expect(body.data!.job).toMatchObject({
      id: ids.engineer,
      title: 'Anwendungstechniker/in Schmierstoffe',
      contact: { name: 'Sandra Keller', email: 'jobs@tribo.ch' },
    })
    expect(JSON.stringify(body.data!.job.tasks)).toContain('Ölanalysen')
  })

  it('answers 404 for expired, draft, future and other tenants’ openings, 400 for a malformed id', async () => {
    const draft = await payload.create({
      collection: 'jobs',
      draft: true,
      data: {
        tenant: tribo,
        title: 'Entwurf',
        slug: 'entwurf-stelle',
        department: 'it',
        location: 'Winterthur',
        workloadMin: 100,
        workloadMax: 100,
        employmentType: 'permanent',
        start: 'byAgreement',
        intro: 'Noch nicht veröffentlicht.',
        contact: { name: 'Sandra Keller' },
        publishedFrom: new Date(Date.now() - 86_400_000).toISOString(),
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    const future = await payload.create({
      collection: 'jobs',
      data: {
        tenant: tribo,
        title: 'Später',
        slug: 'spaetere-stelle',
        department: 'it',
        location: 'Winterthur',
        workloadMin: 100,
        workloadMax: 100,
        employmentType: 'permanent',
        start: 'byAgreement',
        intro: 'Erst in einem Monat.',
        contact: { name: 'Sandra Keller' },
        publishedFrom: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    for (const id of [ids.expired, draft.id, future.id, 999_999]) {
      const { status, body } = await detail(id)
      expect(status).toBe(404)
      expect(body.messages![0]!.message).toBe('Diese Stelle ist nicht mehr ausgeschrieben.')
    }
    expect((await detail(ids.moto)).status).toBe(404)
    expect((await detail(ids.moto, { host: MOTO_HOST })).status).toBe(200)
    expect((await detail('abc')).status).toBe(400)
    expect((await list()).body.data!.entries.map((entry) => entry.slug)).not.toEqual(
      expect.arrayContaining(['entwurf-stelle']),
    )
    expect((await list()).body.data!.entries.map((entry) => entry.slug)).not.toContain('spaetere-stelle')
  })
})

describe('POST /api/jobs/{id}/applications', () => {
  it('stores an application with its PDF in form-files (201), readable by editors only, and mails the contact person', async () => {
    const before = await stored()
    const { status, body } = await apply(
      ids.engineer,
      applicationForm({ earliestStart: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10) }),
    )
    expect(status).toBe(201)
    expect(body.data).toEqual({
      id: expect.any(Number),
      message: expect.stringContaining('Vielen Dank für Ihre Bewerbung'),
    })
    const application = (await payload.findByID({
      collection: 'job-applications',
      id: body.data!.id,
      depth: 0,
    })) as JobApplication
    expect(application).toMatchObject({
      tenant: tribo,
      job: ids.engineer,
      jobTitle: 'Anwendungstechniker/in Schmierstoffe',
      status: 'new',
      salutation: 'ms',
      firstName: 'Regula',
      lastName: 'Aeschbacher',
      email: 'regula.aeschbacher@example.ch',
      phone: '+41 79 412 33 18',
      salaryExpectation: 95000,
      language: 'de',
    })
    expect(application.documents).toHaveLength(1)
    const file = await payload.findByID({
      collection: 'form-files',
      id: application.documents![0] as number,
      depth: 0,
    })
    expect(file).toMatchObject({
      filename: expect.stringMatching(/^lebenslauf.*\.pdf$/),
      mimeType: 'application/pdf',
      field: 'documents',
      tenant: tribo,
    })
    expect(fs.readFileSync(`${formFilesDir}/${file.filename}`).subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    )
    expect(await stored()).toEqual({
      applications: before.applications + 1,
      files: before.files + 1,
      onDisk: before.onDisk + 1,
    })
    // Visitors and shop accounts cannot read applications or their files.
    await expect(
      payload.find({ collection: 'job-applications', overrideAccess: false, user: undefined }),
    ).rejects.toThrow('You are not allowed')
    await expect(
      payload.find({ collection: 'form-files', overrideAccess: false, user: undefined }),
    ).rejects.toThrow('You are not allowed')
    const mails = await payload.find({
      collection: 'email-outbox',
      where: { subject: { equals: 'Neue Bewerbung: Anwendungstechniker/in Schmierstoffe' } },
    })
    expect(mails.docs.length).toBeGreaterThan(0)
  })

  it('answers 400 naming every bad field and stores nothing', async () => {
    await expectNothingStored(async () => {
      const { status, body } = await apply(
        ids.engineer,
        applicationForm(
          {
            firstName: 'R',
            email: 'keine-adresse',
            phone: 'abc',
            salaryExpectation: '-5',
            earliestStart: '2001-01-01',
            privacy: null,
          },
          [],
        ),
      )
      expect(status).toBe(400)
      expect(fieldsOf(body.messages).sort()).toEqual([
        'documents',
        'earliestStart',
        'email',
        'firstName',
        'phone',
        'privacy',
        'salaryExpectation',
      ])
      expect(body.messages!.find((m) => m.meta?.fields?.[0] === 'firstName')!.message).toBe(
        'Die Eingabe ist zu kurz (mindestens 2 Zeichen).',
      )
    })
  })

  it('refuses a PNG renamed to .pdf with a message naming the file, and stores nothing', async () => {
    await expectNothingStored(async () => {
      const { status, body } = await apply(
        ids.engineer,
        applicationForm({}, [pdf('zeugnis.pdf'), renamedPng('lebenslauf.pdf')]),
      )
      expect(status).toBe(400)
      expect(body.messages).toEqual([
        {
          type: 'error',
          message: '«lebenslauf.pdf» ist kein PDF-Dokument. Bitte laden Sie nur PDF-Dokumente hoch.',
          meta: { fields: ['documents'] },
        },
      ])
    })
  })

  it('refuses a document above 10 MB naming the file and the limit, and stores nothing', async () => {
    await expectNothingStored(async () => {
      const { status, body } = await apply(ids.engineer, applicationForm({}, [bigPdf('zeugnisse.pdf')]))
      expect(status).toBe(400)
      expect(fieldsOf(body.messages)).toEqual(['documents'])
      expect(body.messages![0]!.message).toMatch(
        /^«zeugnisse\.pdf» ist 11(\.00)? MB gross; erlaubt sind höchstens 10(\.00)? MB pro Datei\.$/,
      )
    })
  })

  it('refuses a PDF that is cut short (no trailer) naming the file, and stores nothing', async () => {
    const cut = pdfBytes().subarray(0, 200)
    await expectNothingStored(async () => {
      const { status, body } = await apply(
        ids.engineer,
        applicationForm({}, [
          pdf('motivation.pdf'),
          new File([new Uint8Array(cut)], 'zeugnis-teil.pdf', { type: 'application/pdf' }),
        ]),
      )
      expect(status).toBe(400)
      expect(body.messages).toEqual([
        {
          type: 'error',
          message: expect.stringMatching(/^«zeugnis-teil\.pdf» ist beschädigt oder unvollständig\./),
          meta: { fields: ['documents'] },
        },
      ])
    })
  })

  it('refuses six documents (at most five) and stores nothing', async () => {
    await expectNothingStored(async () => {
      const { status, body } = await apply(
        ids.engineer,
        applicationForm(
          {},
          Array.from({ length: 6 }, (_, i) => pdf(`dokument-${i + 1}.pdf`)),
        ),
      )
      expect(status).toBe(400)
      expect(fieldsOf(body.messages)).toEqual(['documents'])
      expect(body.messages![0]!.message).toBe('Bitte wählen Sie höchstens 5 Dateien.')
    })
  })

  it('refuses a declared body above five full documents (413) before reading it', async () => {
    await expectNothingStored(async () => {
      const { status, body } = await apply(ids.engineer, applicationForm(), {
        headers: { 'content-length': String(60 * 1024 * 1024) },
      })
      expect(status).toBe(413)
      expect(body.messages![0]!.message).toMatch(/zu gross/)
    })
  })

  it('refuses a filled honeypot and a bad captcha (400) and stores nothing', async () => {
    await expectNothingStored(async () => {
      const trap = await apply(ids.engineer, applicationForm({ username: 'bot' }))
      expect(trap.status).toBe(400)
      expect(trap.body.messages).toEqual([
        { type: 'error', message: 'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es nochmals.' },
      ])
      for (const captchaToken of ['forged', null]) {
        const { status, body } = await apply(ids.engineer, applicationForm({ captchaToken }))
        expect(status).toBe(400)
        expect(body.messages![0]).toMatchObject({
          message: expect.stringContaining('Sicherheitsprüfung'),
          meta: { fields: ['captchaToken'] },
        })
      }
    })
  })

  it('refuses calls from other sites (403) and openings that are expired or another tenant’s (404), storing nothing', async () => {
    await expectNothingStored(async () => {
      expect((await apply(ids.engineer, applicationForm(), { origin: 'https://evil.example' })).status).toBe(
        403,
      )
      expect((await apply(ids.expired, applicationForm())).status).toBe(404)
      const foreign = await apply(ids.moto, applicationForm())
      expect(foreign.status).toBe(404)
      expect(foreign.body.messages![0]!.message).toBe('Diese Stelle ist nicht mehr ausgeschrieben.')
      expect((await apply('0', applicationForm())).status).toBe(400)
    })
  })

  it('leaves neither rows nor files behind when storing the application fails after its documents were written', async () => {
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'job-applications') throw new Error('database went away')
      return create(args)
    }) as Payload['create'])
    await expectNothingStored(async () => {
      // The request boundary logs the failure and answers 500 with the generic message (no details).
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const failed = await apply(ids.engineer, applicationForm({}, [pdf('eins.pdf'), pdf('zwei.pdf')]))
      expect(failed.status).toBe(500)
      expect(failed.body.messages![0]!.message).toBe('Es ist ein unbekannter Fehler aufgetreten.')
      expect(JSON.stringify(failed.body)).not.toMatch(/database went away/)
      expect(error).toHaveBeenCalled()
      error.mockRestore()
    })
  })
})
