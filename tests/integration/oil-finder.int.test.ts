import { beforeAll, describe, expect, it } from 'vitest'

import { GET as makesApi } from '@/app/api/oilfinder/getAllMakeImages/route'
import { GET as categoriesApi } from '@/app/api/oilfinder/getCategories/route'
import { GET as disclaimerApi } from '@/app/api/oilfinder/getDisclaimer/route'
import { GET as hydratedApi } from '@/app/api/oilfinder/getHydratedModelList/route'
import { GET as plateApi } from '@/app/api/oilfinder/getLicensePlate2TypeID/route'
import { GET as modelsApi } from '@/app/api/oilfinder/getModelList/route'
import { GET as typesApi } from '@/app/api/oilfinder/getTypeList/route'
import { GET as recommendationApi } from '@/app/api/oilfinder/recommendation/route'
import { GET as searchApi } from '@/app/api/oilfinder/search/route'
import type { NextRequest } from 'next/server'
import { getQuickAccess } from '@/features/oil-finder/server/tenant-content'
import type {
  CategoriesData,
  DisclaimerData,
  HydratedModelsData,
  LicensePlateData,
  MakesData,
  ModelsData,
  RecommendationData,
  SearchData,
  TypesData,
} from '@/features/oil-finder/types'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }
type Handler = (request: NextRequest) => Promise<Response> | Response

let tokens: Record<string, string> = {}
let tribo = 0
let moto = 0
let plate = { plate: '', typeId: 0 }

beforeAll(async () => {
  const payload = await getTestPayload()
  tokens = (await loginDemoAccounts(payload)).tokens
  const tenants = await payload.find({ collection: 'tenants', depth: 0, pagination: false })
  tribo = tenants.docs.find((t) => t.slug === 'tribo')!.id
  moto = tenants.docs.find((t) => t.slug === 'moto')!.id
  const plates = await payload.find({ collection: 'license-plates', sort: 'plate', limit: 1, depth: 0 })
  plate = { plate: plates.docs[0]!.plate, typeId: plates.docs[0]!.type as number }
}, 300_000)

async function call<T>(
  handler: Handler,
  path: string,
  options: { host?: string; user?: string; locale?: string } = {},
) {
  const request = makeRequest(path, {
    host: options.host,
    headers: { 'x-tribo-locale': options.locale ?? 'de-ch' },
    cookies: options.user ? { tribo_account: tokens[options.user]! } : {},
  })
  const response = await handler(request)
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}

/** Expects a 400 that names `parameter`. */
async function expectBadParameter(handler: Handler, path: string, parameter: string) {
  const { status, body } = await call<null>(handler, path)
  expect(status, path).toBe(400)
  expect(body.messages?.[0]?.meta?.fields, path).toEqual([parameter])
  expect(body.messages?.[0]?.message, path).toContain(parameter)
}

async function categories(lang = 'de') {
  return (await call<CategoriesData>(categoriesApi, `/api/oilfinder/getCategories?lang=${lang}`)).body.data
    .categories
}

describe('oil finder: browsing', () => {
  it('lists the seven categories in their order with localized names and make counts', async () => {
    const de = await categories()
    expect(de.map((c) => c.key)).toEqual([
      'car',
      'motorcycle',
      'truck',
      'agriculture',
      'construction',
      'marine',
      'garden',
    ])
    expect(de[0]).toMatchObject({ name: 'Personenwagen' })
    expect(de.every((c) => c.makeCount > 0)).toBe(true)
    expect(de.reduce((sum, c) => sum + c.makeCount, 0)).toBeGreaterThanOrEqual(40)
    expect((await categories('fr'))[2]!.name).toBe('Camions')
  })

  it('lists a category’s makes by name with logos and the popular flag', async () => {
    const car = (await categories()).find((c) => c.key === 'car')!
    const { status, body } = await call<MakesData>(
      makesApi,
      `/api/oilfinder/getAllMakeImages?lang=de&catId=${car.id}`,
    )
    expect(status).toBe(200)
    const names = body.data.makes.map((m) => m.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')))
    expect(names).toContain('VW')
    expect(names).not.toContain('Ducati')
    expect(body.data.makes.length).toBe(car.makeCount)
    const vw = body.data.makes.find((m) => m.name === 'VW')!
    expect(vw.popular).toBe(true)
    expect(vw.image?.fallback).toMatch(/\.png$/)
  })

  it('walks make → models → types, and the hydrated list has the same models with their types', async () => {
    const car = (await categories()).find((c) => c.key === 'car')!
    const makes = (await call<MakesData>(makesApi, `/api/oilfinder/getAllMakeImages?lang=de&catId=${car.id}`))
      .body.data.makes
    const vw = makes.find((m) => m.name === 'VW')!
    const models = (
      await call<ModelsData>(
        modelsApi,
        `/api/oilfinder/getModelList?lang=de&makeID=${vw.id}&categoryID=${car.id}`,
      )
    ).body.data.models
    expect(models.length).toBeGreaterThan(5)
    const golf = models.find((m) => m.name.startsWith('Golf'))!
    expect(golf.typeCount).toBeGreaterThan(0)
    const types = await call<TypesData>(typesApi, `/api/oilfinder/getTypeList?lang=it&modelID=${golf.id}`)
    expect(types.status).toBe(200)
    expect(types.body.data.types).toHaveLength(golf.typeCount)
    expect(types.body.data.make).toEqual({ id: vw.id, name: 'VW' })
    expect(types.body.data.category).toEqual({ id: car.id, key: 'car', name: 'Automobili' })
    const type = types.body.data.types[0]!
    expect(Object.keys(type).sort()).toEqual([
      'engine',
      'engineCode',
      'fuel',
      'id',
      'name',
      'powerHp',
      'powerKw',
      'typeApprovalNumber',
      'yearFrom',
      'yearTo',
    ])
    expect(type.powerHp).toBe(Math.round(type.powerKw * 1.35962))
    const hydrated = (
      await call<HydratedModelsData>(
        hydratedApi,
        `/api/oilfinder/getHydratedModelList?lang=de&makeID=${vw.id}`,
      )
    ).body.data.models
    expect(hydrated.map((m) => m.id).sort()).toEqual(models.map((m) => m.id).sort())
    expect(hydrated.find((m) => m.id === golf.id)!.types).toEqual(types.body.data.types)
  })

  it('answers 400 naming a missing or malformed parameter and 404 for unknown ids', async () => {
    await expectBadParameter(categoriesApi, '/api/oilfinder/getCategories', 'lang')
    await expectBadParameter(categoriesApi, '/api/oilfinder/getCategories?lang=es', 'lang')
    await expectBadParameter(makesApi, '/api/oilfinder/getAllMakeImages?lang=de', 'catId')
    await expectBadParameter(makesApi, '/api/oilfinder/getAllMakeImages?lang=de&catId=abc', 'catId')
    await expectBadParameter(modelsApi, '/api/oilfinder/getModelList?lang=de&makeID=1', 'categoryID')
    await expectBadParameter(
      modelsApi,
      '/api/oilfinder/getModelList?lang=de&makeID=1e3&categoryID=1',
      'makeID',
    )
    await expectBadParameter(hydratedApi, '/api/oilfinder/getHydratedModelList?lang=de&makeID=-4', 'makeID')
    await expectBadParameter(typesApi, '/api/oilfinder/getTypeList?lang=de&modelID=1&modelID=2', 'modelID')
    await expectBadParameter(recommendationApi, '/api/oilfinder/recommendation?lang=de', 'type')
    await expectBadParameter(disclaimerApi, '/api/oilfinder/getDisclaimer', 'id')
    for (const [handler, path] of [
      [makesApi, '/api/oilfinder/getAllMakeImages?lang=de&catId=999999'],
      [modelsApi, '/api/oilfinder/getModelList?lang=de&makeID=999999&categoryID=1'],
      [hydratedApi, '/api/oilfinder/getHydratedModelList?lang=de&makeID=999999'],
      [typesApi, '/api/oilfinder/getTypeList?lang=de&modelID=999999'],
      [recommendationApi, '/api/oilfinder/recommendation?lang=de&type=999999'],
      [disclaimerApi, '/api/oilfinder/getDisclaimer?id=999999'],
    ] as const) {
      const { status, body } = await call<null>(handler, path)
      expect(status, path).toBe(404)
      expect(body.messages?.[0]?.message, path).toMatch(/gibt es nicht|keine Empfehlung/)
    }
  })
})

describe('oil finder: search', () => {
  it('needs every word, ignores case and accents, and caps the results at 50', async () => {
    const { status, body } = await call<SearchData>(
      searchApi,
      '/api/oilfinder/search?lang=de&search=skoda%20OCTAVIA',
    )
    expect(status).toBe(200)
    expect(body.data.results.length).toBeGreaterThan(0)
    expect(body.data.results.every((r) => r.make === 'Škoda' && r.model.startsWith('Octavia'))).toBe(true)
    const many = await call<SearchData>(searchApi, '/api/oilfinder/search?lang=de&search=tdi')
    expect(many.body.data.results).toHaveLength(50)
    expect(
      (await call<SearchData>(searchApi, '/api/oilfinder/search?lang=de&search=octavia%20ducati')).body.data
        .results,
    ).toEqual([])
  })

  it('finds a type by its exact type approval number', async () => {
    const payload = await getTestPayload()
    const type = (
      await payload.find({
        collection: 'vehicle-types',
        where: { typeApprovalNumber: { exists: true } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const number = type.typeApprovalNumber!
    const { body } = await call<SearchData>(
      searchApi,
      `/api/oilfinder/search?lang=de&search=${encodeURIComponent(`${number.slice(0, 3).toLowerCase()} ${number.slice(3)}`)}`,
    )
    expect(body.data.results[0]).toMatchObject({ typeId: type.id, typeApprovalNumber: number })
  })

  it('filters by category id or name and refuses short terms and unknown categories', async () => {
    const moto = (await categories()).find((c) => c.key === 'motorcycle')!
    const byId = await call<SearchData>(
      searchApi,
      `/api/oilfinder/search?lang=de&search=bmw&catId=${moto.id}`,
    )
    expect(byId.body.data.results.length).toBeGreaterThan(0)
    expect(byId.body.data.results.every((r) => r.category.key === 'motorcycle' && r.make === 'BMW')).toBe(
      true,
    )
    const byName = await call<SearchData>(
      searchApi,
      '/api/oilfinder/search?lang=fr&search=bmw&categoryName=Motos',
    )
    expect(byName.body.data.results.map((r) => r.typeId)).toEqual(byId.body.data.results.map((r) => r.typeId))
    const byKey = await call<SearchData>(
      searchApi,
      '/api/oilfinder/search?lang=de&search=bmw&categoryName=car',
    )
    expect(byKey.body.data.results.every((r) => r.category.key === 'car')).toBe(true)
    await expectBadParameter(searchApi, '/api/oilfinder/search?lang=de&search=%20a%20', 'search')
    await expectBadParameter(searchApi, '/api/oilfinder/search?lang=de', 'search')
    await expectBadParameter(searchApi, '/api/oilfinder/search?lang=de&search=golf&catId=x', 'catId')
    expect(
      (await call<null>(searchApi, '/api/oilfinder/search?lang=de&search=golf&categoryName=Raumschiff'))
        .status,
    ).toBe(404)
  })
})

describe('oil finder: licence plates', () => {
  it('finds the type whatever way the plate is written', async () => {
    const canton = plate.plate.slice(0, 2)
    const digits = plate.plate.slice(2)
    for (const written of [
      `${canton} ${digits}`,
      plate.plate.toLowerCase(),
      `${canton}-${digits.slice(0, 2)} ${digits.slice(2)}`,
      `${canton}.${digits}`,
    ]) {
      const { status, body } = await call<LicensePlateData>(
        plateApi,
        `/api/oilfinder/getLicensePlate2TypeID?licenseplate=${encodeURIComponent(written)}`,
      )
      expect(status, written).toBe(200)
      expect(body.data.typeId).toBe(plate.typeId)
      expect(body.data.vehicle.type.id).toBe(plate.typeId)
    }
  })

  it('answers 400 for a malformed plate and 404 for an unknown one', async () => {
    await expectBadParameter(
      plateApi,
      '/api/oilfinder/getLicensePlate2TypeID?licenseplate=XY%20123',
      'licenseplate',
    )
    await expectBadParameter(plateApi, '/api/oilfinder/getLicensePlate2TypeID', 'licenseplate')
    const payload = await getTestPayload()
    let unknown = 'ZH999999'
    while (
      (await payload.count({ collection: 'license-plates', where: { plate: { equals: unknown } } }))
        .totalDocs > 0
    )
      unknown = `ZH${Number(unknown.slice(2)) - 1}`
    const { status, body } = await call<null>(
      plateApi,
      `/api/oilfinder/getLicensePlate2TypeID?licenseplate=${unknown}`,
    )
    expect(status).toBe(404)
    expect(body.messages?.[0]?.message).toBe('Zu diesem Kontrollschild haben wir kein Fahrzeug gefunden.')
  })
})

describe('oil finder: recommendation, disclaimer and quick access', () => {
  async function golfType() {
    const { body } = await call<SearchData>(
      searchApi,
      '/api/oilfinder/search?lang=de&search=golf%20tdi&categoryName=car',
    )
    return body.data.results[0]!.typeId
  }

  it('recommends products per component without prices for visitors and non-shop users', async () => {
    const typeId = await golfType()
    for (const user of [undefined, 'privat']) {
      const { status, body } = await call<RecommendationData>(
        recommendationApi,
        `/api/oilfinder/recommendation?lang=de&type=${typeId}`,
        { user },
      )
      expect(status).toBe(200)
      const { recommendation } = body.data
      expect(recommendation.vehicle.type.id).toBe(typeId)
      expect(recommendation.vehicle.make.name).toBe('VW')
      const engine = recommendation.components.find((c) => c.key === 'engine')!
      expect(engine.name).toBe('Motor')
      expect(engine.capacityLitres).toBeGreaterThan(3)
      expect(engine.interval).toMatch(/km/)
      expect(engine.products[0]).toMatchObject({
        url: expect.stringMatching(/^\/de-ch\/p\/TRB-/),
        safetyDataSheetUrl: expect.stringMatching(/\.pdf$/),
      })
      expect(recommendation.components.find((c) => c.key === 'brakes')!.products[0]!.name).toContain(
        'Brake Fluid',
      )
      expect(recommendation.components.flatMap((c) => c.products).every((p) => p.pack === null)).toBe(true)
      expect(recommendation.disclaimerId).toEqual(expect.any(Number))
    }
  })

  it('adds the pack that covers the fill quantity with the customer’s price for a signed-in shop user', async () => {
    const typeId = await golfType()
    const { body } = await call<RecommendationData>(
      recommendationApi,
      `/api/oilfinder/recommendation?lang=fr&type=${typeId}`,
      { user: 'kunde', locale: 'fr-ch' },
    )
    const engine = body.data.recommendation.components.find((c) => c.key === 'engine')!
    expect(engine.name).toBe('Moteur')
    const product = engine.products[0]!
    expect(product.url.startsWith('/fr-ch/p/')).toBe(true)
    expect(product.pack).toMatchObject({ currency: 'CHF', priceCents: expect.any(Number) })
    expect(product.pack!.packSize).toBeGreaterThanOrEqual(engine.capacityLitres!)
    const payload = await getTestPayload()
    const articles = await payload.find({
      collection: 'articles',
      where: { 'product.productNumber': { equals: product.productNumber } },
      depth: 0,
      pagination: false,
    })
    const covering = articles.docs
      .filter((a) => !a.disabled && a.unit === 'L' && a.packSize >= engine.capacityLitres!)
      .map((a) => a.packSize)
    expect(product.pack!.packSize).toBe(Math.min(...covering))
  })

  it('serves the tenant’s disclaimer in each language and German by default', async () => {
    const typeId = await golfType()
    const id = (
      await call<RecommendationData>(
        recommendationApi,
        `/api/oilfinder/recommendation?lang=de&type=${typeId}`,
      )
    ).body.data.recommendation.disclaimerId!
    const de = await call<DisclaimerData>(disclaimerApi, `/api/oilfinder/getDisclaimer?id=${id}`)
    expect(de.body.data.disclaimer).toMatchObject({ id, title: 'Hinweis zur Ölempfehlung' })
    expect(
      (await call<DisclaimerData>(disclaimerApi, `/api/oilfinder/getDisclaimer?id=${id}&lang=it`)).body.data
        .disclaimer.title,
    ).toBe('Avvertenza sulla raccomandazione dell’olio')
    await expectBadParameter(disclaimerApi, `/api/oilfinder/getDisclaimer?id=${id}&lang=xx`, 'lang')
  })

  it('lists the main tenant’s quick access vehicles in order, and none for another tenant', async () => {
    const quick = await getQuickAccess(tribo, 'de')
    expect(quick.length).toBe(8)
    expect(quick[0]).toMatchObject({ make: 'VW', category: { key: 'car' } })
    expect(quick[0]!.label).toMatch(/^VW Golf/)
    expect(await getQuickAccess(moto, 'de')).toEqual([])
  })

  it('shows nothing of one tenant on another tenant’s host', async () => {
    const typeId = await golfType()
    const id = (
      await call<RecommendationData>(
        recommendationApi,
        `/api/oilfinder/recommendation?lang=de&type=${typeId}`,
      )
    ).body.data.recommendation.disclaimerId!
    const host = 'moto.localhost:3000'
    const recommendation = await call<null>(
      recommendationApi,
      `/api/oilfinder/recommendation?lang=de&type=${typeId}`,
      { host },
    )
    expect(recommendation.status).toBe(404)
    expect(recommendation.body.messages?.[0]?.message).toBe(
      'Für dieses Fahrzeug haben wir noch keine Empfehlung.',
    )
    expect((await call<null>(disclaimerApi, `/api/oilfinder/getDisclaimer?id=${id}`, { host })).status).toBe(
      404,
    )
    // The moto tenant's own disclaimer is there.
    const payload = await getTestPayload()
    const own = (
      await payload.find({
        collection: 'oil-finder-disclaimers',
        where: { tenant: { equals: moto } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    expect(
      (await call<DisclaimerData>(disclaimerApi, `/api/oilfinder/getDisclaimer?id=${own.id}`, { host }))
        .status,
    ).toBe(200)
  })
})
