import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as formApi } from '@/app/api/forms/[id]/route'
import { POST as submitApi } from '@/app/api/forms/[id]/submit/route'
import type { FormSubmission } from '@/cms/payload-types'
import type { FormDefinition } from '@/features/forms/types'
import { TEST_CAPTCHA_TOKEN } from '@/lib/captcha/types'

import { getTestPayload } from '../helpers/payload'
import { formFilesDir } from '../helpers/test-database'
import { makeRequest, readJson } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { type: string; message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tribo: number
let formId: number
let nextIp = 1

/** Every call comes from its own client IP, so the rate limit only bites where a test wants it. */
const freshIp = () => `203.0.113.${nextIp++}`

/** A small but real PDF (header, one empty page, trailer). */
const pdf = (padding = 0) =>
  Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n',
    ),
    Buffer.alloc(padding, 0x20),
    Buffer.from('xref\n0 3\ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n'),
  ])
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()
const brokenPng = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])

function validBody(
  overrides: Record<string, string | string[] | null> = {},
  files: { name: string; data: Buffer; type?: string }[] = [],
) {
  const values: Record<string, string | string[]> = {
    source: 'schmierstoff-beratung',
    company: 'Garage Muster AG',
    customerNumber: '100200',
    branch: 'garage',
    vehicles: '12',
    areas: ['engine', 'hydraulics'],
    message: 'Welches Hydrauliköl passt zu unseren Hebebühnen von 2014?',
    visit: '2027-03-15',
    salutation: 'ms',
    name: 'Anna Muster',
    phone: '+41 52 000 12 12',
    email: 'anna@garage-muster.ch',
    emailRepeat: 'anna@garage-muster.ch',
    privacy: 'true',
    username: '',
    captchaToken: TEST_CAPTCHA_TOKEN,
  }
  const body = new FormData()
  for (const [name, value] of Object.entries({ ...values, ...overrides })) {
    if (value === null) continue
    for (const entry of Array.isArray(value) ? value : [value]) body.append(name, entry)
  }
  for (const file of files)
    body.append(
      'documents',
      new File([new Uint8Array(file.data)], file.name, { type: file.type ?? 'application/pdf' }),
    )
  return body
}

async function submit(
  body: FormData,
  {
    id = formId,
    host = 'localhost:3000',
    origin,
    headers = {},
  }: { id?: number | string; host?: string; origin?: string; headers?: Record<string, string> } = {},
) {
  const request = makeRequest(`/api/forms/${id}/submit`, {
    method: 'POST',
    body,
    host,
    headers: {
      'x-tribo-locale': 'de-ch',
      origin: origin ?? `http://${host}`,
      'x-forwarded-for': freshIp(),
      ...headers,
    },
  })
  const res = await submitApi(request, { params: Promise.resolve({ id: String(id) }) })
  return { status: res.status, body: await readJson<Envelope<{ id: number; message: string } | null>>(res) }
}

const counts = async () => ({
  submissions: (await payload.count({ collection: 'form-submissions' })).totalDocs,
  files: (await payload.count({ collection: 'form-files' })).totalDocs,
  onDisk: fs.existsSync(formFilesDir) ? fs.readdirSync(formFilesDir).length : 0,
})
const fieldsOf = (body: Envelope<unknown>) =>
  (body.messages ?? []).flatMap((message) => message.meta?.fields ?? [])

beforeAll(async () => {
  payload = await getTestPayload()
  tribo = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, depth: 0 }))
    .docs[0]!.id
  formId = (
    await payload.find({
      collection: 'forms',
      where: {
        and: [{ tenant: { equals: tribo } }, { title: { equals: 'Schmierstoff-Beratung anfragen' } }],
      },
      locale: 'de',
      depth: 0,
    })
  ).docs[0]!.id
}, 300_000)

describe('GET /api/forms/{id}', () => {
  const get = async (id: string | number, host = 'localhost:3000', locale = 'de-ch') => {
    const res = await formApi(
      makeRequest(`/api/forms/${id}`, { host, headers: { 'x-tribo-locale': locale } }),
      { params: Promise.resolve({ id: String(id) }) },
    )
    return { status: res.status, body: await readJson<Envelope<{ form: FormDefinition } | null>>(res) }
  }

  it('answers the form in the caller’s language with its fields, validators and submit URL', async () => {
    const { status, body } = await get(formId, 'localhost:3000', 'fr-ch')
    expect(status).toBe(200)
    const form = body.data!.form
    expect(form).toMatchObject({
      id: String(formId),
      title: 'Demander un conseil en lubrifiants',
      submitUrl: `/api/forms/${formId}/submit`,
    })
    expect(form.fields.map((field) => field.type)).toEqual(
      expect.arrayContaining([
        'hidden',
        'subheader',
        'text',
        'select.single',
        'number',
        'checkboxes',
        'textarea',
        'file',
        'date',
        'radio',
        'tel',
        'email',
        'checkbox',
        'recaptcha',
        'submit',
      ]),
    )
    expect(form.fields.find((field) => field.name === 'emailRepeat')?.validators).toEqual([
      { type: 'IdenticalTo', field: 'email' },
    ])
    expect(form.fields.find((field) => field.name === 'documents')).toMatchObject({
      accept: ['pdf', 'image'],
      maxFileBytes: 10 * 1024 * 1024,
      maxFiles: 3,
    })
  })

  it('answers 404 for unknown ids, ids that are no number and another tenant’s form', async () => {
    expect((await get(999_999)).status).toBe(404)
    expect((await get('abc')).status).toBe(404)
    const other = await get(formId, 'moto.localhost:3000')
    expect(other.status).toBe(404)
    expect(other.body.messages?.[0]?.message).toBe('Das Formular wurde nicht gefunden.')
  })
})

describe('POST /api/forms/{id}/submit', () => {
  it('stores a valid submission with its files for editors and answers 201 with the thanks', async () => {
    const before = await counts()
    const { status, body } = await submit(
      validBody({}, [
        { name: 'Schmierplan Hebebühnen.pdf', data: pdf() },
        { name: 'typenschild.png', data: await png(), type: 'image/png' },
      ]),
    )
    expect(status).toBe(201)
    expect(body.data).toEqual({
      id: expect.any(Number),
      message: expect.stringContaining('Vielen Dank, das Formular wurde erfolgreich abgesendet.'),
    })
    const stored = (await payload.findByID({
      collection: 'form-submissions',
      id: body.data!.id,
      depth: 0,
    })) as FormSubmission
    expect(stored).toMatchObject({
      tenant: tribo,
      form: formId,
      formTitle: 'Schmierstoff-Beratung anfragen',
      language: 'de',
    })
    expect(stored.values).toMatchObject({
      company: 'Garage Muster AG',
      areas: ['engine', 'hydraulics'],
      privacy: true,
      vehicles: '12',
      documents: ['Schmierplan-Hebebuhnen.pdf', 'typenschild.png'],
    })
    expect(stored.summary).toContain('Firma: Garage Muster AG')
    expect(stored.summary).toContain('Wofür suchen Sie Schmierstoffe?: Motoren, Hydraulik')
    expect(stored.summary).toContain('Wunschtermin für einen Besuch: 15.03.2027')
    expect(stored.files).toHaveLength(2)
    const after = await counts()
    expect(after.submissions).toBe(before.submissions + 1)
    expect(after.files).toBe(before.files + 2)
    const file = await payload.findByID({
      collection: 'form-files',
      id: (stored.files as number[])[0],
      depth: 0,
    })
    expect(file).toMatchObject({ mimeType: 'application/pdf', field: 'documents' })
    expect(fs.readFileSync(path.join(formFilesDir, file.filename!)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('tells the form’s recipients by mail', async () => {
    const { status } = await submit(validBody({ company: 'Mail Test Transporte AG' }))
    expect(status).toBe(201)
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { contains: 'technik@tribo.ch' } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ subject: 'Neue Formulareingabe: Schmierstoff-Beratung anfragen' })
    expect(JSON.stringify(docs[0])).toContain('Mail Test Transporte AG')
  })

  it('answers 400 naming every bad field and stores nothing', async () => {
    const before = await counts()
    const { status, body } = await submit(
      validBody(
        {
          company: 'A',
          customerNumber: '12',
          branch: 'bakery',
          vehicles: '0',
          areas: ['engine', 'transmission', 'hydraulics', 'grease'],
          message: 'Kurz.',
          visit: '2031-01-01',
          email: 'anna@',
          emailRepeat: 'other@garage.ch',
          privacy: null,
        },
        [{ name: 'plan.pdf', data: pdf() }],
      ),
    )
    expect(status).toBe(400)
    expect(body.data).toBeNull()
    expect(fieldsOf(body)).toEqual([
      'company',
      'customerNumber',
      'branch',
      'vehicles',
      'areas',
      'message',
      'visit',
      'email',
      'emailRepeat',
      'privacy',
    ])
    const texts = body.messages!.map((message) => message.message)
    expect(texts).toContain('Die Eingabe ist zu kurz (mindestens 2 Zeichen).')
    expect(texts).toContain('Die Kundennummer hat 6 Ziffern.')
    expect(texts).toContain('Der Wert muss zwischen 1 und 5000 liegen.')
    expect(texts).toContain('Bitte wählen Sie höchstens 3 Optionen.')
    expect(texts).toContain('Der Wert muss zwischen 01.01.2026 und 31.12.2028 liegen.')
    expect(texts).toContain('Bitte bestätigen Sie dieses Feld.')
    expect(await counts()).toEqual(before)
  })

  it('refuses a file whose content is no PDF or image, whatever its name, and stores nothing', async () => {
    const before = await counts()
    const renamed = await submit(
      validBody({}, [
        { name: 'ok.pdf', data: pdf() },
        { name: 'lebenslauf.pdf', data: Buffer.from('MZ\x90\x00 this is an executable') },
      ]),
    )
    expect(renamed.status).toBe(400)
    expect(renamed.body.messages).toEqual([
      {
        type: 'error',
        message:
          '«lebenslauf.pdf» ist weder ein PDF-Dokument noch ein Bild. Bitte laden Sie nur PDF-Dokumente oder Bilder hoch.',
        meta: { fields: ['documents'] },
      },
    ])
    expect(await counts()).toEqual(before)
  })

  it('refuses a PDF cut short and a picture that cannot be read with their own message, and stores nothing', async () => {
    const before = await counts()
    const { status, body } = await submit(
      validBody({}, [{ name: 'abgebrochen.pdf', data: pdf().subarray(0, 60) }]),
    )
    expect(status).toBe(400)
    expect(body.messages).toEqual([
      {
        type: 'error',
        message:
          '«abgebrochen.pdf» ist beschädigt oder unvollständig. Bitte speichern Sie das Dokument nochmals als PDF und laden Sie es erneut hoch.',
        meta: { fields: ['documents'] },
      },
    ])
    const picture = await submit(validBody({}, [{ name: 'foto.png', data: brokenPng, type: 'image/png' }]))
    expect(picture.status).toBe(400)
    expect(picture.body.messages?.[0]?.message).toMatch(/^«foto\.png» ist beschädigt oder unvollständig\./)
    expect(await counts()).toEqual(before)
  })

  it('refuses a file above 10 MB and more files than allowed, and stores nothing', async () => {
    const before = await counts()
    const large = await submit(validBody({}, [{ name: 'scan.pdf', data: pdf(10.5 * 1024 * 1024) }]))
    expect(large.status).toBe(400)
    expect(large.body.messages?.[0]?.message).toMatch(
      /^«scan\.pdf» ist 10\.5 MB gross; erlaubt sind höchstens 10 MB pro Datei\.$/,
    )
    const many = await submit(
      validBody(
        {},
        [1, 2, 3, 4].map((n) => ({ name: `plan-${n}.pdf`, data: pdf() })),
      ),
    )
    expect(many.status).toBe(400)
    expect(many.body.messages?.[0]).toMatchObject({
      message: 'Bitte wählen Sie höchstens 3 Dateien.',
      meta: { fields: ['documents'] },
    })
    expect(await counts()).toEqual(before)
  })

  it('answers 413 before reading a body larger than the form can need', async () => {
    const { status, body } = await submit(validBody(), {
      headers: { 'content-length': String(40 * 1024 * 1024) },
    })
    expect(status).toBe(413)
    expect(body.messages?.[0]?.message).toBe(
      'Die gesendeten Dateien sind zusammen zu gross (höchstens 31 MB).',
    )
  })

  it('refuses a filled honeypot with the plain error text, a wrong captcha on its field, and stores nothing', async () => {
    const before = await counts()
    const bot = await submit(validBody({ username: 'bot' }))
    expect(bot.status).toBe(400)
    expect(bot.body.messages).toEqual([
      { type: 'error', message: 'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es nochmals.' },
    ])
    const captcha = await submit(validBody({ captchaToken: 'forged' }))
    expect(captcha.status).toBe(400)
    expect(fieldsOf(captcha.body)).toEqual(['captchaToken'])
    expect(await counts()).toEqual(before)
  })

  it('answers 403 to another origin, 404 to an unknown or foreign form, and stores nothing', async () => {
    const before = await counts()
    expect((await submit(validBody(), { origin: 'https://evil.example' })).status).toBe(403)
    expect((await submit(validBody(), { id: 999_999 })).status).toBe(404)
    expect((await submit(validBody(), { host: 'moto.localhost:3000' })).status).toBe(404)
    expect(await counts()).toEqual(before)
  })

  it('limits submissions per client IP', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await submit(validBody({ captchaToken: 'forged' }), { headers })).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('forms in the CMS', () => {
  it('refuses a form whose fields break the rules, naming the problem', async () => {
    const error = await payload
      .create({
        collection: 'forms',
        data: {
          tenant: tribo,
          title: 'Kaputt',
          usage: 'page',
          fields: [
            { type: 'text', name: 'username', label: 'Benutzer' },
            { type: 'submit', label: 'Senden' },
          ],
        },
      })
      .then(
        () => null,
        (caught: unknown) => caught as { data?: { errors?: { message: string }[] } },
      )
    const messages = (error?.data?.errors ?? []).map((entry) => entry.message).join(' ')
    expect(messages).toContain('"username": this name is reserved')
    expect(messages).toContain('A public form needs exactly one recaptcha field (it has 0).')
  })

  it('lets nobody but editors read submissions and submitted files', async () => {
    await expect(payload.find({ collection: 'form-submissions', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'form-files', overrideAccess: false })).rejects.toThrow()
  })
})
