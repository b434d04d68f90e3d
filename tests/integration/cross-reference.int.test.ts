// The cross-reference on both databases (SQLite and PostgreSQL): the
// competitor products of the seed against each tenant's products, through
// the public route handlers as the browser calls them.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as crossReferenceApi } from '@/app/api/cross-reference/route'
import { GET as suggestionApi } from '@/app/api/cross-reference/suggestion/route'
import type { Product } from '@/cms/payload-types'
import type { CrossReferenceAnswer, CrossReferenceSuggestion } from '@/features/cross-reference/types'

import { getTestPayload } from '../helpers/payload'
import { makeRequest, readJson } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { type: string; message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
/** The approvals of every product by product number, as stored. */
const approvalsOf = new Map<string, string[]>()

beforeAll(async () => {
  payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    select: { productNumber: true, approvals: true },
  })
  for (const doc of docs as Product[]) approvalsOf.set(doc.productNumber, doc.approvals ?? [])
}, 240_000)

const ask = async (q: string | null, { host = 'localhost:3000', locale = 'de-ch' } = {}) => {
  const url = q === null ? '/api/cross-reference' : `/api/cross-reference?q=${encodeURIComponent(q)}`
  const res = await crossReferenceApi(makeRequest(url, { host, headers: { 'x-tribo-locale': locale } }))
  return {
    status: res.status,
    headers: res.headers,
    body: await readJson<Envelope<CrossReferenceAnswer>>(res),
  }
}

const suggest = async (q: string) => {
  const res = await suggestionApi(
    makeRequest(`/api/cross-reference/suggestion?q=${encodeURIComponent(q)}`, {
      headers: { 'x-tribo-locale': 'de-ch' },
    }),
  )
  return {
    status: res.status,
    body: await readJson<Envelope<{ suggestion: CrossReferenceSuggestion | null }>>(res),
  }
}

/** No result claims a specification its product does not hold. */
const expectHonest = (answer: CrossReferenceAnswer) => {
  for (const result of answer.results) {
    const held = approvalsOf.get(result.product.productNumber)
    expect(held, result.product.productNumber).toBeDefined()
    for (const spec of result.matched) expect(held, `${result.product.productNumber} ${spec}`).toContain(spec)
    for (const spec of result.missing) expect(held).not.toContain(spec)
    for (const spec of result.unconfirmed) expect(result.matched).not.toContain(spec)
  }
}

describe('GET /api/cross-reference', () => {
  it('finds a competitor product by its name and ranks the Tribo product holding all its specifications first', async () => {
    const { status, headers, body } = await ask('Castrol Edge 5W-30 LL')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('public, max-age=60')
    const answer = body.data
    expect(answer.competitor).toMatchObject({
      brand: 'Castrol',
      name: 'Edge 5W-30 LL',
      category: 'engineOil',
      viscosity: '5W-30',
      specifications: ['ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
      otherSpecifications: ['MB 229.31'],
    })
    expect(answer.results[0]).toMatchObject({
      product: { productNumber: 'TRB-SYN-5W30-C3', link: '/de-ch/p/TRB-SYN-5W30-C3', viscosity: '5W-30' },
      level: 'full',
      matched: ['ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
      missing: [],
      unconfirmed: ['MB 229.31'],
      viscositySame: true,
    })
    expect(answer.results[0]!.product.name).toBeTruthy()
    expect(answer.results.slice(1).every((r) => r.level === 'partial')).toBe(true)
    expect(answer.results.length).toBeLessThanOrEqual(12)
    // Only engine oils: no hydraulic or gear oil shares a specification with it.
    expect(
      answer.results.every((r) => /^TRB-(SYN|SEMI|TRK|4T|MIN|AGRI|SCOOT|MOTO)/.test(r.product.productNumber)),
    ).toBe(true)
    expectHonest(answer)
    // Visitor data only.
    expect(JSON.stringify(body)).not.toMatch(/price|CHF/i)
    expect(body.messages ?? []).toEqual([])
  })

  it('finds the same product by an alias, in other spellings, and in another language', async () => {
    for (const q of ['castrol edge titanium fst 5w30 ll', 'EDGE 5W-30 LL']) {
      const { body } = await ask(q)
      expect(body.data.competitor?.name, q).toBe('Edge 5W-30 LL')
    }
    const fr = (await ask('Castrol Edge 5W-30 LL', { locale: 'fr-ch' })).body.data
    expect(fr.results[0]!.product.link).toBe('/fr-ch/p/TRB-SYN-5W30-C3')
  })

  it('matches a specification list: full matches hold every named specification', async () => {
    const { body } = await ask('ACEA C3, VW 504 00/507 00')
    const answer = body.data
    expect(answer.competitor).toBeNull()
    expect(answer.parsed).toEqual({
      viscosity: null,
      specifications: ['ACEA C3', 'VW 504 00', 'VW 507 00'],
      otherSpecifications: [],
    })
    const full = answer.results.filter((r) => r.level === 'full')
    expect(full.map((r) => r.product.productNumber)).toContain('TRB-SYN-5W30-C3')
    for (const result of full) {
      expect(approvalsOf.get(result.product.productNumber)).toEqual(
        expect.arrayContaining(['ACEA C3', 'VW 504 00', 'VW 507 00']),
      )
      expect(result.viscositySame).toBeNull()
    }
    expectHonest(answer)
  })

  it('answers partial matches only when no product holds everything, best first', async () => {
    const { body } = await ask('Mobil 1 ESP 5W-30')
    const answer = body.data
    expect(answer.competitor?.name).toBe('Mobil 1 ESP 5W-30')
    expect(answer.results.length).toBeGreaterThan(1)
    expect(answer.results.every((r) => r.level === 'partial')).toBe(true)
    expect(answer.results[0]!.product.productNumber).toBe('TRB-SYN-5W30-C3')
    expect(answer.results[0]!.missing).toEqual(
      expect.arrayContaining(['ACEA C2', 'MB 229.52', 'Porsche C30']),
    )
    const held = answer.results.map((r) => r.matched.length)
    expect(held).toEqual([...held].sort((a, b) => b - a))
    expectHonest(answer)
  })

  it('keeps to the kind of product: a hydraulic oil gets hydraulic oils only', async () => {
    const { body } = await ask('HLP 46')
    const answer = body.data
    expect(answer.parsed).toMatchObject({ viscosity: 'ISO VG 46', specifications: ['DIN 51524-2 HLP'] })
    expect(
      answer.results
        .filter((r) => r.level === 'full')
        .map((r) => r.product.productNumber)
        .sort(),
    ).toEqual(['TRB-HLP-ISOVG46', 'TRB-HLPD-ISOVG46'])
    // No compressor oil or ATF of the same grade.
    expect(answer.results.some((r) => /COMP|ATF|DCT/.test(r.product.productNumber))).toBe(false)
  })

  it('says so when no Tribo product meets the specifications, with a message', async () => {
    const { status, body } = await ask('Castrol Transmax Dexron VI Mercon LV')
    expect(status).toBe(200)
    expect(body.data.competitor?.otherSpecifications).toEqual(['Dexron VI', 'Mercon LV', 'JASO 1A'])
    expect(body.data.results).toEqual([])
    expect(body.messages).toEqual([
      { type: 'info', message: 'Kein Tribo-Produkt erfüllt diese Spezifikationen.' },
    ])
    const unknown = await ask('Quarzsand')
    expect(unknown.body.data).toMatchObject({ competitor: null, competitorChoices: [], results: [] })
    expect(unknown.body.messages?.[0]?.message).toBe('Kein Tribo-Produkt erfüllt diese Spezifikationen.')
  })

  it('lists a brand’s products to choose from when only the brand is named', async () => {
    const { body } = await ask('castrol')
    expect(body.data).toMatchObject({ competitor: null, brandOnly: true, results: [] })
    expect(body.data.competitorChoices.length).toBeGreaterThan(3)
    expect(body.data.competitorChoices.every((c) => c.brand === 'Castrol')).toBe(true)
    expect(body.messages ?? []).toEqual([])
  })

  it('answers with the tenant’s own products only', async () => {
    const industrie = (await ask('HLP 46', { host: 'industrie.localhost:3000' })).body.data
    expect(industrie.results.map((r) => [r.product.productNumber, r.level])).toEqual([
      ['IND-HYD-HLP-46', 'full'],
      ['IND-HYD-BIO-46', 'partial'],
    ])
    // Tribo Moto has no car engine oils; its motorcycle oil stands in for a motorcycle oil.
    const moto = (await ask('Castrol Edge 5W-30 LL', { host: 'moto.localhost:3000' })).body.data
    expect(moto.competitor?.name).toBe('Edge 5W-30 LL')
    expect(moto.results).toEqual([])
    const motoBike = (await ask('Motul 7100 4T 10W-40', { host: 'moto.localhost:3000' })).body.data
    // Partial matches by the number of specifications held: both held in another grade first, then the same grade.
    expect(motoBike.results).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ productNumber: 'MTO-MOTO-10W60-RACE' }),
        level: 'partial',
        matched: ['API SP', 'JASO MA2'],
        viscositySame: false,
      }),
      expect.objectContaining({
        product: expect.objectContaining({ productNumber: 'MTO-MOTO-10W40-4T' }),
        level: 'partial',
        matched: ['JASO MA2'],
        missing: ['API SP'],
        viscositySame: true,
      }),
    ])
    const tribo = (await ask('HLP 46')).body.data
    expect(tribo.results.every((r) => r.product.productNumber.startsWith('TRB-'))).toBe(true)
  })

  it('finds what editors add, and changes nothing for a bad q (400 naming q, in the caller’s language)', async () => {
    await payload.create({
      collection: 'competitor-products',
      data: {
        brand: 'Prüfmarke',
        name: 'Spezial HVLP 46',
        category: 'hydraulicOil',
        viscosity: 'ISO VG 46',
        specifications: ['DIN 51524-3 HVLP'],
      },
      context: { disableRevalidate: true },
    })
    const added = (await ask('Prufmarke Spezial HVLP')).body.data
    expect(added.competitor).toMatchObject({ brand: 'Prüfmarke', name: 'Spezial HVLP 46' })
    expect(added.results[0]).toMatchObject({ product: { productNumber: 'TRB-HVLP-ISOVG46' }, level: 'full' })

    const before = await payload.count({ collection: 'competitor-products' })
    for (const q of [null, '', 'a', ' x ', 'x'.repeat(201)]) {
      const { status, body } = await ask(q)
      expect(status, String(q)).toBe(400)
      expect(body.data).toBeNull()
      expect(body.messages?.[0]?.meta?.fields).toEqual(['q'])
      expect(body.messages?.[0]?.message).toContain('2 bis 200 Zeichen')
    }
    const fr = await ask('a', { locale: 'fr-ch' })
    expect(fr.body.messages?.[0]?.message).toContain('de 2 à 200 caractères')
    expect(await payload.count({ collection: 'competitor-products' })).toEqual(before)
  })
})

describe('GET /api/cross-reference/suggestion', () => {
  it('suggests the alternatives of a competitor product, a brand or a specification list', async () => {
    expect((await suggest('Castrol Edge 5W-30')).body.data.suggestion).toEqual({
      kind: 'competitor',
      label: 'Castrol Edge 5W-30 LL',
      url: '/de-ch/alternativen?q=Castrol%20Edge%205W-30',
    })
    expect((await suggest('acea c3 vw 504 00')).body.data.suggestion).toMatchObject({
      kind: 'specifications',
      label: 'ACEA C3, VW 504 00',
    })
    expect((await suggest('Motorex')).body.data.suggestion).toMatchObject({ kind: 'brand', label: 'Motorex' })
    expect((await suggest('Motoröl')).body.data.suggestion).toBeNull()
    expect((await suggest('x')).status).toBe(400)
  })
})
