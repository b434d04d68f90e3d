import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as reviewApi } from '@/app/api/product-review/route'
import type { ProductReview } from '@/cms/payload-types'
import { getProductReviews } from '@/features/reviews/server/reviews'
import { REVIEWS_PER_IP } from '@/features/reviews/server/submit'
import { TEST_CAPTCHA_TOKEN } from '@/lib/captcha/types'

import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { type: string; message: string; meta?: { fields?: string[] } }[] }

const PRODUCT = 'TRB-SYN-5W30-C3'
let payload: Payload
let tribo: number
let productId: number
let nextIp = 1

beforeAll(async () => {
  payload = await getTestPayload()
  tribo = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, depth: 0 }))
    .docs[0]!.id
  productId = (
    await payload.find({
      collection: 'products',
      where: { and: [{ tenant: { equals: tribo } }, { productNumber: { equals: PRODUCT } }] },
      depth: 0,
    })
  ).docs[0]!.id
}, 300_000)

/** Every call comes from its own client IP, so the rate limit only bites where a test wants it. */
const freshIp = () => `198.51.100.${nextIp++}`
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Regula Aeschbacher',
  email: 'regula.aeschbacher@example.ch',
  comment: 'Sehr zufrieden.',
  rating: 4,
  product: PRODUCT,
  kind: 'rating',
  username: '',
  captchaToken: TEST_CAPTCHA_TOKEN,
  ...overrides,
})

async function post(
  body: unknown,
  {
    ip = freshIp(),
    host = 'localhost:3000',
    locale = 'de-ch',
    origin,
  }: { ip?: string; host?: string; locale?: string; origin?: string } = {},
) {
  const headers = { 'x-tribo-locale': locale, origin: origin ?? `http://${host}`, 'x-forwarded-for': ip }
  const res = await reviewApi(makeRequest('/api/product-review/', { method: 'POST', body, host, headers }))
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: JSON.parse(text) as Envelope<{ id: number; status: string } | null>,
  }
}

const reviewCount = () => payload.count({ collection: 'product-reviews' }).then((r) => r.totalDocs)
const findByComment = (comment: string) =>
  payload
    .find({ collection: 'product-reviews', where: { comment: { equals: comment } }, depth: 0 })
    .then((r) => r.docs as ProductReview[])

describe('POST /api/product-review/', () => {
  it('stores a rating as pending for the tenant, product and language of the request (201)', async () => {
    const comment = 'Seit dem Wechsel kein Nachfüllen mehr nötig.'
    const { status, body, text } = await post(valid({ comment, name: '  Regula Aeschbacher ' }), {
      locale: 'fr-ch',
    })
    expect(status).toBe(201)
    expect(body.data).toEqual({ id: expect.any(Number), status: 'pending' })
    expect(text).not.toContain('@')
    const [stored] = await findByComment(comment)
    expect(stored).toMatchObject({
      id: body.data!.id,
      tenant: tribo,
      product: productId,
      kind: 'rating',
      rating: 4,
      status: 'pending',
      name: 'Regula Aeschbacher',
      email: 'regula.aeschbacher@example.ch',
      language: 'fr',
    })
  })

  it('takes a question (stars sent along are dropped) and the product’s numeric id', async () => {
    const comment = 'Ist das Öl mit meinem Katalysator verträglich?'
    const { status } = await post(valid({ comment, kind: 'question', rating: 5, product: productId }))
    expect(status).toBe(201)
    const [stored] = await findByComment(comment)
    expect(stored).toMatchObject({
      product: productId,
      kind: 'question',
      rating: null,
      status: 'pending',
      language: 'de',
    })
  })

  it('answers 400 naming the missing fields and stores nothing', async () => {
    const before = await reviewCount()
    const { status, body } = await post({
      product: PRODUCT,
      rating: 3,
      username: '',
      captchaToken: TEST_CAPTCHA_TOKEN,
    })
    expect(status).toBe(400)
    expect(body.data).toBeNull()
    expect(body.messages!.flatMap((m) => m.meta?.fields ?? [])).toEqual(['name', 'email', 'comment'])
    expect(body.messages!.map((m) => m.message)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    const bad = await post(valid({ email: 'kein-mail', rating: 7 }))
    expect(bad.status).toBe(400)
    expect(bad.body.messages!.flatMap((m) => m.meta?.fields ?? [])).toEqual(['email', 'rating'])
    expect(await reviewCount()).toBe(before)
  })

  it('answers 400 with a generic message to a filled honeypot and stores nothing', async () => {
    const before = await reviewCount()
    const { status, body } = await post(valid({ username: 'bot-user' }))
    expect(status).toBe(400)
    expect(body.messages).toEqual([
      { type: 'error', message: 'Ihre Nachricht konnte nicht angenommen werden.' },
    ])
    expect(await reviewCount()).toBe(before)
  })

  it('answers 400 to a wrong or missing captcha token and stores nothing', async () => {
    const before = await reviewCount()
    for (const captchaToken of ['forged-token', '']) {
      const { status, body } = await post(valid({ captchaToken }))
      expect(status).toBe(400)
      expect(body.messages![0]).toMatchObject({
        message: expect.stringContaining('Die Sicherheitsprüfung ist fehlgeschlagen.'),
        meta: { fields: ['captchaToken'] },
      })
    }
    expect(await reviewCount()).toBe(before)
  })

  it('answers 404 for a product the tenant does not have', async () => {
    const before = await reviewCount()
    for (const product of ['TRB-NOPE-0W00', 'MTO-MOTO-10W40-4T', 999_999]) {
      const { status, body } = await post(valid({ product }))
      expect(status).toBe(404)
      expect(body.messages![0]!.message).toBe('Dieses Produkt gibt es nicht.')
    }
    // The same number is a product of Tribo Moto on its own host.
    expect(
      (
        await post(valid({ product: 'MTO-MOTO-10W40-4T', comment: 'Moto-Frage' }), {
          host: 'moto.localhost:3000',
        })
      ).status,
    ).toBe(201)
    expect(await reviewCount()).toBe(before + 1)
  })

  it('refuses calls from other sites (403)', async () => {
    expect((await post(valid(), { origin: 'https://evil.example' })).status).toBe(403)
  })

  it(`answers 429 after ${REVIEWS_PER_IP} submissions from one IP within 10 minutes`, async () => {
    const ip = freshIp()
    // Refused captchas count too: the limit protects the captcha service.
    for (let i = 0; i < REVIEWS_PER_IP; i++)
      expect((await post(valid({ captchaToken: 'forged-token' }), { ip })).status).toBe(400)
    const limited = await post(valid(), { ip })
    expect(limited.status).toBe(429)
    expect(limited.body.messages![0]!.message).toMatch(/zu viele Nachrichten.*10 Minuten/)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await post(valid({ comment: 'Andere Adresse.' }))).status).toBe(201)
  })
})

describe('getProductReviews', () => {
  it('shows the seeded approved reviews with their average, never pending ones or e-mail addresses', async () => {
    const feedback = await getProductReviews(tribo, productId, 'de-ch')
    const names = feedback.reviews.map((review) => review.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'Beat Keller',
        'Ursula Meier',
        'Reto Brunner',
        'Sandra Frei',
        'Daniel Huber',
        'Marco Bernasconi',
      ]),
    )
    expect(names).not.toContain('Martina Koch')
    expect(names).not.toContain('Hansruedi Aebi')
    expect(feedback).toMatchObject({ count: 6, ratingCount: 4, averageRating: 4.5 })
    expect(JSON.stringify(feedback)).not.toContain('@')
    expect(feedback.reviews.map((review) => review.date)).toEqual(
      [...feedback.reviews.map((review) => review.date)].sort().reverse(),
    )
    const question = feedback.reviews.find((review) => review.name === 'Marco Bernasconi')!
    expect(question).toMatchObject({ kind: 'question', rating: null })
    expect(question.answer).toMatch(/^Grüezi Herr Bernasconi/)
    expect(
      (await getProductReviews(tribo, productId, 'fr-ch')).reviews.find(
        (review) => review.name === 'Marco Bernasconi',
      )!.answer,
    ).toMatch(/^Bonjour Monsieur Bernasconi/)
  })

  it('leaves a submitted review out until an editor approves it, then shows it without its e-mail address', async () => {
    const comment = 'Sauberer Motor nach 15 000 km.'
    const { body } = await post(
      valid({ comment, rating: 1, name: 'Jürg Tanner', email: 'juerg.tanner@example.ch' }),
    )
    const id = body.data!.id
    const before = await getProductReviews(tribo, productId, 'de-ch')
    expect(before.reviews.map((review) => review.id)).not.toContain(id)

    await payload.update({
      collection: 'product-reviews',
      id,
      data: { status: 'approved' },
      context: { disableRevalidate: true },
    })
    const after = await getProductReviews(tribo, productId, 'de-ch')
    const shown = after.reviews.find((review) => review.id === id)
    expect(shown).toEqual({
      id,
      kind: 'rating',
      name: 'Jürg Tanner',
      rating: 1,
      comment,
      date: expect.any(String),
      answer: null,
    })
    expect(after.count).toBe(before.count + 1)
    expect(after.ratingCount).toBe(before.ratingCount + 1)
    expect(after.averageRating).toBeLessThan(before.averageRating!)
    expect(JSON.stringify(after)).not.toContain('juerg.tanner')

    await payload.update({
      collection: 'product-reviews',
      id,
      data: { status: 'rejected' },
      context: { disableRevalidate: true },
    })
    expect(
      (await getProductReviews(tribo, productId, 'de-ch')).reviews.map((review) => review.id),
    ).not.toContain(id)
  })

  it('shows nothing of another tenant', async () => {
    const moto = (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'moto' } }, depth: 0 })
    ).docs[0]!.id
    expect((await getProductReviews(moto, productId, 'de-ch')).count).toBe(0)
  })
})
