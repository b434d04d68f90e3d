import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as processApi } from '@/app/api/contact-manager/route'
import { GET as stepApi } from '@/app/api/contact-manager/process-step/route'
import { POST as submitApi } from '@/app/api/contact-manager/submit/route'
import { GET as faqApi } from '@/app/api/faq/route'
import type { ContactRequest } from '@/cms/payload-types'
import type { ContactProcess, StepConfig } from '@/features/contact-manager/types'
import type { FaqOverview } from '@/features/faq/types'
import { TEST_CAPTCHA_TOKEN } from '@/lib/captcha/types'

import { getTestPayload } from '../helpers/payload'
import { makeRequest, readJson } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { type: string; message: string; meta?: { fields?: string[] } }[] }

const TRIBO = 'localhost:3000'
const MOTO = 'moto.localhost:3000'
let payload: Payload
let tribo: number
let nextIp = 1
const freshIp = () => `203.0.113.${nextIp++}`

async function get<T>(
  handler: (request: never) => Promise<Response>,
  url: string,
  { host = TRIBO, locale = 'de-ch' } = {},
) {
  const res = await handler(makeRequest(url, { host, headers: { 'x-tribo-locale': locale } }) as never)
  return { status: res.status, body: await readJson<Envelope<T>>(res) }
}

let process: ContactProcess
let lines: { id: string; label: string }[]

beforeAll(async () => {
  payload = await getTestPayload()
  tribo = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, depth: 0 }))
    .docs[0]!.id
  process = (await get<ContactProcess>(processApi, '/api/contact-manager')).body.data
  const step = (
    await get<StepConfig>(
      stepApi,
      `/api/contact-manager/process-step?processId=${process.id}&stepId=productLine`,
    )
  ).body.data
  lines = step.type === 'iconButton' ? step.options : []
}, 300_000)

const stepUrl = (params: Record<string, string | number>) =>
  `/api/contact-manager/process-step?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`
async function productsOf(line: string): Promise<string[]> {
  const { body } = await get<StepConfig>(
    stepApi,
    stepUrl({ processId: process.id, stepId: 'details', productLine: line }),
  )
  if (body.data.type !== 'formConfig') throw new Error('details is no form step')
  return body.data.form.fields
    .find((field) => field.name === 'product')!
    .options!.map((option) => option.value)
}

describe('GET /api/faq', () => {
  it('answers every published category of the tenant and all their questions without a categoryId', async () => {
    const { status, body } = await get<FaqOverview>(faqApi, '/api/faq')
    expect(status).toBe(200)
    expect(body.data.categories).toHaveLength(6)
    expect(body.data.entries).toHaveLength(30)
    expect(body.data.categories[0]).toMatchObject({
      title: 'Motorenöl & Ölwechsel',
      icon: 'oil',
      questionCount: 5,
    })
    const ids = new Set(body.data.categories.map((category) => category.id))
    expect(body.data.entries.every((entry) => ids.has(entry.categoryId))).toBe(true)
  })

  it('answers only the questions of the given category, in the language of the request', async () => {
    const all = (await get<FaqOverview>(faqApi, '/api/faq')).body.data
    const order = all.categories.find((category) => category.icon === 'cart')!
    const { status, body } = await get<FaqOverview>(faqApi, `/api/faq?categoryId=${order.id}`, {
      locale: 'fr-ch',
    })
    expect(status).toBe(200)
    expect(body.data.categories).toHaveLength(6)
    expect(body.data.entries).toHaveLength(5)
    expect(body.data.entries.every((entry) => entry.categoryId === order.id)).toBe(true)
    expect(body.data.entries[0]!.question).toBe('Combien de temps dure la livraison ?')
  })

  it('answers 400 naming categoryId when it is no id, 404 when it is no category of this tenant', async () => {
    for (const bad of ['abc', '-1', '0', '1.5']) {
      const { status, body } = await get(faqApi, `/api/faq?categoryId=${bad}`)
      expect(status).toBe(400)
      expect(body.messages![0]!.meta!.fields).toEqual(['categoryId'])
    }
    expect((await get(faqApi, '/api/faq?categoryId=999999')).status).toBe(404)
    const motoCategory = (await get<FaqOverview>(faqApi, '/api/faq', { host: MOTO })).body.data.categories[0]!
    const { status, body } = await get(faqApi, `/api/faq?categoryId=${motoCategory.id}`)
    expect(status).toBe(404)
    expect(body.messages![0]).toMatchObject({
      message: 'Diese Kategorie gibt es nicht.',
      meta: { fields: ['categoryId'] },
    })
  })

  it('leaves out questions an editor has not published', async () => {
    const question = (
      await payload.find({
        collection: 'faq-questions',
        where: { tenant: { equals: tribo } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    await payload.update({ collection: 'faq-questions', id: question.id, data: { published: false } })
    try {
      const { body } = await get<FaqOverview>(faqApi, '/api/faq')
      expect(body.data.entries.map((entry) => entry.id)).not.toContain(question.id)
      expect(body.data.entries).toHaveLength(29)
    } finally {
      await payload.update({ collection: 'faq-questions', id: question.id, data: { published: true } })
    }
  })
})

describe('GET /api/contact-manager and /process-step', () => {
  it('answers the tenant’s process with its first step and step list', () => {
    expect(process).toMatchObject({ title: 'Kontakt', firstStepId: 'topic' })
    expect(process.steps.map((step) => [step.stepId, step.type])).toEqual([
      ['topic', 'iconButton'],
      ['productLine', 'iconButton'],
      ['details', 'formConfig'],
      ['contact', 'formSubmit'],
      ['overview', 'Overview'],
      ['oilFinder', 'button'],
    ])
    expect(JSON.stringify(process)).not.toContain('@')
  })

  it('answers the topic choices, the vehicle topic leading to the oil finder link', async () => {
    const { body } = await get<StepConfig>(stepApi, stepUrl({ processId: process.id, stepId: 'topic' }))
    expect(body.data).toMatchObject({ type: 'iconButton', fieldName: 'topic' })
    if (body.data.type !== 'iconButton') return
    expect(body.data.options.map((option) => [option.id, option.nextStepId])).toEqual([
      ['advice', null],
      ['order', null],
      ['technical', null],
      ['vehicle', 'oilFinder'],
    ])
    const button = (
      await get<StepConfig>(stepApi, stepUrl({ processId: process.id, stepId: 'oilFinder' }), {
        locale: 'fr-ch',
      })
    ).body.data
    expect(button).toMatchObject({
      type: 'button',
      button: { href: '/fr-ch/oel-finder', label: 'Vers le guide des huiles' },
    })
  })

  it('offers the tenant’s product lines on the productLine step, with their ids as values', async () => {
    const topLines = await payload.find({
      collection: 'product-lines',
      where: { and: [{ tenant: { equals: tribo } }, { parent: { exists: false } }] },
      depth: 0,
      pagination: false,
    })
    expect(lines.map((line) => line.id).sort()).toEqual(topLines.docs.map((doc) => String(doc.id)).sort())
  })

  it('lists in the product select of the details form only the products of the chosen product line', async () => {
    const withProducts: string[][] = []
    for (const line of lines) withProducts.push(await productsOf(line.id))
    const filled = withProducts.filter((values) => values.length > 1)
    expect(filled.length).toBeGreaterThanOrEqual(2)
    expect(filled[0]).not.toEqual(filled[1])
    // The editor's own "not sure" option stays last.
    for (const values of withProducts) expect(values.at(-1)).toBe('other')
    const motor = await productsOf(lines[0]!.id)
    const gear = await productsOf(lines[1]!.id)
    expect(motor.filter((value) => value !== 'other' && gear.includes(value))).toEqual([])
  })

  it('answers 400 naming a malformed parameter, 404 for an unknown process, step or product line', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{ processId: 'x', stepId: 'topic' }, 400, 'processId'],
      [{ processId: process.id, stepId: '' }, 400, 'stepId'],
      [{ processId: process.id, stepId: 'details', productLine: 'motor' }, 400, 'productLine'],
      [{ processId: 999999, stepId: 'topic' }, 404, 'processId'],
      [{ processId: process.id, stepId: 'nowhere' }, 404, 'stepId'],
      [{ processId: process.id, stepId: 'details', productLine: 999999 }, 404, 'productLine'],
    ]
    for (const [params, status, field] of cases) {
      const answer = await get(stepApi, stepUrl(params))
      expect([answer.status, answer.body.messages![0]!.meta!.fields]).toEqual([status, [field]])
    }
  })

  it('answers 404 for another tenant’s process', async () => {
    const moto = (await get<ContactProcess>(processApi, '/api/contact-manager', { host: MOTO })).body.data
    expect(moto.id).not.toBe(process.id)
    expect((await get(stepApi, stepUrl({ processId: moto.id, stepId: 'topic' }))).status).toBe(404)
  })
})

describe('POST /api/contact-manager/submit', () => {
  const requestCount = () => payload.count({ collection: 'contact-requests' }).then((r) => r.totalDocs)

  async function validValues(
    lineIndex = 0,
    message = 'Wir suchen ein passendes Motorenöl für unsere Lieferwagenflotte.',
  ) {
    const line = lines[lineIndex]!
    const product = (await productsOf(line.id))[0]!
    return {
      topic: { topic: 'advice' },
      productLine: { productLine: line.id },
      details: { product, orderNumber: '', message },
      contact: {
        company: 'Garage Aeschbacher AG',
        firstName: 'Regula',
        lastName: 'Aeschbacher',
        email: 'regula.aeschbacher@example.ch',
        phone: '031 123 45 67',
        preferredContact: 'phone',
        privacy: true,
      },
    }
  }

  async function post(
    body: Record<string, unknown>,
    { host = TRIBO, origin, ip = freshIp() }: { host?: string; origin?: string; ip?: string } = {},
  ) {
    const res = await submitApi(
      makeRequest('/api/contact-manager/submit', {
        method: 'POST',
        body: { processId: process.id, username: '', captchaToken: TEST_CAPTCHA_TOKEN, ...body },
        host,
        headers: { 'x-tribo-locale': 'de-ch', origin: origin ?? `http://${host}`, 'x-forwarded-for': ip },
      }),
    )
    return { status: res.status, body: await readJson<Envelope<{ id: number; message: string } | null>>(res) }
  }

  it('stores a valid request with topic, product line, values and a readable summary, mails the recipient and confirms with 48 hours', async () => {
    const values = await validValues(0)
    const before = await requestCount()
    const { status, body } = await post({ values })
    expect(status).toBe(201)
    expect(body.data).toEqual({
      id: expect.any(Number),
      message: 'Vielen Dank für Ihre Anfrage. Wir antworten Ihnen innerhalb von 48 Stunden.',
    })
    expect(await requestCount()).toBe(before + 1)
    const stored = (await payload.findByID({
      collection: 'contact-requests',
      id: body.data!.id,
      depth: 0,
    })) as ContactRequest
    expect(stored).toMatchObject({
      tenant: tribo,
      process: process.id,
      topic: 'advice',
      productLine: Number(lines[0]!.id),
      name: 'Regula Aeschbacher',
      email: 'regula.aeschbacher@example.ch',
      language: 'de',
      status: 'new',
    })
    expect(stored.values).toMatchObject({
      topic: { topic: 'advice' },
      details: { message: values.details.message },
      contact: { privacy: true },
    })
    expect(stored.summary).toContain('Produktberatung')
    expect(stored.summary).toContain(`Ihre Nachricht: ${values.details.message}`)
    expect(stored.summary).toContain('Bevorzugte Kontaktart: Telefon')
    const mail = await payload.find({
      collection: 'email-outbox',
      where: { subject: { contains: 'Regula Aeschbacher' } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(mail.docs[0]).toMatchObject({ to: 'kundendienst@tribo.ch', tenant: tribo })
  })

  it('sends requests about industrial lubricants to the industry team (routing by product line)', async () => {
    const industry = (
      await payload.find({ collection: 'contact-processes', where: { id: { equals: process.id } }, depth: 0 })
    ).docs[0]!.routing![0]!
    const index = lines.findIndex((line) => line.id === String(industry.productLine))
    const values = await validValues(index)
    values.contact.lastName = 'Industriekunde'
    const { status } = await post({ values })
    expect(status).toBe(201)
    const mail = await payload.find({
      collection: 'email-outbox',
      where: { subject: { contains: 'Industriekunde' } },
      limit: 1,
    })
    expect(mail.docs[0]!.to).toBe('industrie@tribo.ch')
  })

  it('answers 400 naming each invalid value and stores nothing', async () => {
    const before = await requestCount()
    const cases: [(values: Awaited<ReturnType<typeof validValues>>) => void, string][] = [
      [(v) => (v.details.message = 'Zu kurz.'), 'values.details.message'],
      [(v) => (v.details.orderNumber = 'AB-12'), 'values.details.orderNumber'],
      [(v) => (v.contact.email = 'keine-adresse'), 'values.contact.email'],
      [(v) => (v.contact.privacy = false), 'values.contact.privacy'],
      [(v) => (v.contact.preferredContact = 'fax'), 'values.contact.preferredContact'],
      [(v) => (v.topic.topic = 'complaint'), 'values.topic.topic'],
      [(v) => (v.productLine.productLine = '999999'), 'values.productLine.productLine'],
    ]
    for (const [spoil, field] of cases) {
      const values = await validValues(0)
      spoil(values)
      const { status, body } = await post({ values })
      expect([status, body.messages!.flatMap((m) => m.meta?.fields ?? [])]).toEqual([400, [field]])
    }
    const tooShort = await validValues(0, 'Zu kurz.')
    expect((await post({ values: tooShort })).body.messages![0]!.message).toMatch(
      /^Ihr Anliegen – Ihre Nachricht: /,
    )
    expect(await requestCount()).toBe(before)
  })

  it('refuses a product of another product line than the chosen one and a product line of another tenant', async () => {
    const before = await requestCount()
    const values = await validValues(0)
    values.details.product = (await productsOf(lines[1]!.id))[0]!
    expect((await post({ values })).body.messages![0]!.meta!.fields).toEqual(['values.details.product'])
    const motoLine = (
      await payload.find({
        collection: 'product-lines',
        where: { and: [{ tenant: { not_equals: tribo } }, { parent: { exists: false } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const foreign = await validValues(0)
    foreign.productLine.productLine = String(motoLine.id)
    const { status, body } = await post({ values: foreign })
    expect([status, body.messages![0]!.meta!.fields]).toEqual([400, ['values.productLine.productLine']])
    expect(await requestCount()).toBe(before)
  })

  it('refuses a path that ends on the oil finder link or skips a step, and stores nothing', async () => {
    const before = await requestCount()
    const values = await validValues(0)
    expect((await post({ values: { ...values, topic: { topic: 'vehicle' } } })).status).toBe(400)
    const { productLine: _skipped, ...withoutLine } = values
    const { body } = await post({ values: withoutLine })
    expect(body.messages![0]!.meta!.fields).toEqual(['values.productLine.productLine'])
    expect(await requestCount()).toBe(before)
  })

  it('answers 400 with the plain error text to a filled honeypot and stores nothing', async () => {
    const before = await requestCount()
    const { status, body } = await post({ values: await validValues(0), username: 'bot' })
    expect(status).toBe(400)
    expect(body.messages![0]!.meta).toBeUndefined()
    expect(await requestCount()).toBe(before)
  })

  it('answers 400 naming captchaToken to a wrong or missing captcha token and stores nothing', async () => {
    const before = await requestCount()
    for (const captchaToken of ['forged-token', '']) {
      const { status, body } = await post({ values: await validValues(0), captchaToken })
      expect([status, body.messages![0]!.meta!.fields]).toEqual([400, ['captchaToken']])
    }
    expect(await requestCount()).toBe(before)
  })

  it('refuses calls from other sites (403) and another tenant’s process (404), storing nothing', async () => {
    const before = await requestCount()
    expect((await post({ values: await validValues(0) }, { origin: 'https://evil.example' })).status).toBe(
      403,
    )
    const motoProcess = (await get<ContactProcess>(processApi, '/api/contact-manager', { host: MOTO })).body
      .data
    const { status, body } = await post({ processId: motoProcess.id, values: await validValues(0) })
    expect([status, body.messages![0]!.meta!.fields]).toEqual([404, ['processId']])
    expect(await requestCount()).toBe(before)
  })

  it('answers 400 naming processId or values for a malformed body', async () => {
    const { status, body } = await post({ processId: 'abc', values: 'none' })
    expect(status).toBe(400)
    expect(body.messages!.flatMap((m) => m.meta?.fields ?? [])).toEqual(['processId', 'values'])
  })

  it('keeps requests from editors’ readers only: the public cannot read or create them', async () => {
    await expect(payload.find({ collection: 'contact-requests', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'contact-requests',
        data: { summary: 'x', status: 'new' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
