import sharp from 'sharp'

import type { VehicleCategoryKey } from '../../features/oil-finder/model'
import { insertReturningIds, insertRows, timestamps } from './bulk'
import {
  CATEGORY_SEEDS,
  DISCLAIMER,
  MAKE_SEEDS,
  PLATE_CANTONS,
  QUICK_ACCESS,
  type MakeSeed,
} from './oil-finder-data'
import { planModels, planRecommendation, planTypes, type TypeFacts } from './oil-finder-plan'
import { createRng } from './random'
import { LOCAL, OTHER_LANGUAGES, tenantId, type SeedContext, type SeedStep } from './types'

const PLATE_COUNT = 500

/** A make logo: the name in white on the make's colour, drawn as SVG and rasterised to PNG. */
async function makeLogo(make: MakeSeed): Promise<Buffer> {
  const name = make.name.replace(/&/g, '&amp;')
  const size = name.length > 12 ? 34 : name.length > 8 ? 42 : 54
  const light = /^#(f|e|d|b5)/i.test(make.color)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><rect width="320" height="160" rx="24" fill="${make.color}"/><circle cx="34" cy="34" r="10" fill="${light ? '#1a1a1a' : '#ffffff'}" opacity="0.35"/><text x="160" y="${80 + size * 0.35}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" fill="${light ? '#1a1a1a' : '#ffffff'}">${name}</text></svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

async function ensureCategories(ctx: SeedContext): Promise<Map<VehicleCategoryKey, number>> {
  const { payload } = ctx
  const existing = await payload.find({
    collection: 'vehicle-categories',
    depth: 0,
    pagination: false,
    select: { key: true },
    ...LOCAL,
  })
  const ids = new Map(existing.docs.map((doc) => [doc.key, doc.id]))
  for (const [order, seed] of CATEGORY_SEEDS.entries()) {
    if (ids.has(seed.key)) continue
    const doc = await payload.create({
      collection: 'vehicle-categories',
      locale: 'de',
      data: { key: seed.key, name: seed.name.de, order },
      depth: 0,
      ...LOCAL,
    })
    for (const language of OTHER_LANGUAGES)
      await payload.update({
        collection: 'vehicle-categories',
        id: doc.id,
        locale: language,
        data: { name: seed.name[language] },
        depth: 0,
        ...LOCAL,
      })
    ids.set(seed.key, doc.id)
  }
  return ids
}

/** The makes with their logos (uploads of the main tenant's media, shared by every tenant's finder). */
async function ensureMakes(
  ctx: SeedContext,
  categories: Map<VehicleCategoryKey, number>,
): Promise<Map<string, number>> {
  const { payload } = ctx
  const tenant = tenantId(ctx, 'tribo')
  const existing = await payload.find({
    collection: 'vehicle-makes',
    depth: 0,
    pagination: false,
    select: { name: true },
    ...LOCAL,
  })
  const ids = new Map(existing.docs.map((doc) => [doc.name, doc.id]))
  for (const make of MAKE_SEEDS) {
    if (ids.has(make.name)) continue
    const slug = make.name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
    const data = await makeLogo(make)
    const logo = await payload.create({
      collection: 'media',
      locale: 'de',
      data: { tenant, alt: make.name },
      file: { data, mimetype: 'image/png', name: `make-${slug}.png`, size: data.length },
      depth: 0,
      ...LOCAL,
    })
    ctx.record('media', 'created')
    const doc = await payload.create({
      collection: 'vehicle-makes',
      data: {
        name: make.name,
        image: logo.id,
        popular: !!make.popular,
        categories: Object.keys(make.models).map((key) => categories.get(key as VehicleCategoryKey)!),
      },
      depth: 0,
      ...LOCAL,
    })
    ids.set(make.name, doc.id)
  }
  return ids
}

/** The model generations and their types in bulk, once (a database that has models keeps them). */
async function ensureModelsAndTypes(
  ctx: SeedContext,
  categories: Map<VehicleCategoryKey, number>,
  makes: Map<string, number>,
): Promise<void> {
  const { payload } = ctx
  if ((await payload.count({ collection: 'vehicle-models', ...LOCAL })).totalDocs > 0) return
  const rng = createRng('tribo:oil-finder:vehicles')
  const models = planModels()
  const types = planTypes(models, rng)
  const modelIds = await insertReturningIds(
    payload,
    'vehicle_models',
    models.map((model) => ({
      name: model.name,
      make: makes.get(model.make)!,
      category: categories.get(model.category)!,
      yearFrom: model.yearFrom,
      yearTo: model.yearTo,
      ...timestamps(),
    })),
  )
  await insertRows(
    payload,
    'vehicle_types',
    types.map(({ model, ...type }) => ({ ...type, model: modelIds[model]!, ...timestamps() })),
  )
}

type StoredType = TypeFacts & { id: number; model: string }

/** Every stored type with what recommendations and quick access need (model, make, category). */
async function readTypes(ctx: SeedContext): Promise<StoredType[]> {
  const { payload } = ctx
  const [categories, makes, models, types] = await Promise.all([
    payload.find({
      collection: 'vehicle-categories',
      depth: 0,
      pagination: false,
      select: { key: true },
      ...LOCAL,
    }),
    payload.find({
      collection: 'vehicle-makes',
      depth: 0,
      pagination: false,
      select: { name: true },
      ...LOCAL,
    }),
    payload.find({
      collection: 'vehicle-models',
      depth: 0,
      pagination: false,
      select: { name: true, make: true, category: true },
      ...LOCAL,
    }),
    payload.find({
      collection: 'vehicle-types',
      depth: 0,
      pagination: false,
      sort: 'id',
      select: { name: true, engine: true, powerKw: true, yearFrom: true, fuel: true, model: true },
      ...LOCAL,
    }),
  ])
  const categoryKey = new Map(categories.docs.map((doc) => [doc.id, doc.key]))
  const makeName = new Map(makes.docs.map((doc) => [doc.id, doc.name]))
  const modelOf = new Map(models.docs.map((doc) => [doc.id, doc]))
  return types.docs.flatMap((type) => {
    const model = modelOf.get(type.model as number)
    if (!model) return []
    return [
      {
        id: type.id,
        name: type.name,
        engine: type.engine,
        powerKw: type.powerKw,
        yearFrom: type.yearFrom,
        fuel: type.fuel,
        model: model.name,
        make: makeName.get(model.make as number) ?? '',
        category: categoryKey.get(model.category as number)!,
      },
    ]
  })
}

async function ensurePlates(ctx: SeedContext, types: StoredType[]): Promise<void> {
  const { payload } = ctx
  if ((await payload.count({ collection: 'license-plates', ...LOCAL })).totalDocs > 0) return
  const rng = createRng('tribo:oil-finder:plates')
  const seen = new Set<string>()
  const rows = rng.sample(types, PLATE_COUNT).map((type) => {
    let plate: string
    do
      plate = `${rng.pick(PLATE_CANTONS)}${rng.int(1, 9)}${String(rng.int(0, 99999)).padStart(rng.int(2, 5), '0').slice(0, rng.int(2, 5))}`
    while (seen.has(plate))
    seen.add(plate)
    return { plate, type: type.id, ...timestamps() }
  })
  await insertRows(payload, 'license_plates', rows)
}

/** One recommendation per type for a tenant with a catalogue, pointing at its products. */
async function ensureRecommendations(ctx: SeedContext, tenant: number, types: StoredType[]): Promise<void> {
  const { payload } = ctx
  if (
    (
      await payload.count({
        collection: 'oil-recommendations',
        where: { tenant: { equals: tenant } },
        ...LOCAL,
      })
    ).totalDocs > 0
  )
    return
  const products = await payload.find({
    collection: 'products',
    where: { tenant: { equals: tenant } },
    depth: 0,
    pagination: false,
    select: { productNumber: true },
    ...LOCAL,
  })
  const productId = new Map(products.docs.map((doc) => [doc.productNumber, doc.id]))
  if (productId.size === 0) return
  const rng = createRng(`tribo:oil-finder:recommendations:${tenant}`)
  const plans = types.map((type) =>
    planRecommendation(type, rng)
      .map((part) => ({ ...part, products: part.products.flatMap((number) => productId.get(number) ?? []) }))
      .filter((part) => part.products.length > 0),
  )
  const recommendationIds = await insertReturningIds(
    payload,
    'oil_recommendations',
    types.map((type) => ({ tenant, type: type.id, ...timestamps() })),
  )
  const components: Record<string, unknown>[] = []
  const locales: Record<string, unknown>[] = []
  const rels: Record<string, unknown>[] = []
  plans.forEach((parts, r) => {
    const parent = recommendationIds[r]!
    parts.forEach((part, order) => {
      // Array rows carry string ids; these are unique per tenant, recommendation and row.
      const id = `${tenant.toString(16).padStart(4, '0')}${parent.toString(16).padStart(16, '0')}${order.toString(16).padStart(4, '0')}`
      components.push({
        _order: order + 1,
        _parentID: parent,
        id,
        component: part.component,
        capacityLitres: part.capacityLitres,
        intervalKm: part.intervalKm,
        intervalHours: part.intervalHours,
        intervalMonths: part.intervalMonths,
      })
      for (const language of ['de', ...OTHER_LANGUAGES] as const)
        locales.push({
          _locale: language,
          _parentID: id,
          interval: part.interval?.[language] ?? null,
          conditions: part.conditions?.[language] ?? null,
        })
      part.products.forEach((product, i) =>
        rels.push({ order: i + 1, parent, path: `components.${order}.products`, productsID: product }),
      )
    })
  })
  await insertRows(payload, 'oil_recommendations_components', components)
  await insertRows(payload, 'oil_recommendations_components_locales', locales)
  await insertRows(payload, 'oil_recommendations_rels', rels)
}

/** Every tenant's disclaimer and settings; the main tenant also gets its quick access list. */
async function ensureSettings(ctx: SeedContext, types: StoredType[]): Promise<void> {
  const { payload } = ctx
  for (const [slug, tenant] of ctx.tenants) {
    const found = await payload.find({
      collection: 'oil-finder-disclaimers',
      where: { tenant: { equals: tenant } },
      limit: 1,
      depth: 0,
      ...LOCAL,
    })
    let disclaimer = found.docs[0]?.id
    if (disclaimer == null) {
      disclaimer = (
        await payload.create({
          collection: 'oil-finder-disclaimers',
          locale: 'de',
          data: { tenant, title: DISCLAIMER.title.de, text: DISCLAIMER.text.de },
          depth: 0,
          ...LOCAL,
        })
      ).id
      for (const language of OTHER_LANGUAGES)
        await payload.update({
          collection: 'oil-finder-disclaimers',
          id: disclaimer,
          locale: language,
          data: { title: DISCLAIMER.title[language], text: DISCLAIMER.text[language] },
          depth: 0,
          ...LOCAL,
        })
    }
    if (
      (
        await payload.count({
          collection: 'oil-finder-settings',
          where: { tenant: { equals: tenant } },
          ...LOCAL,
        })
      ).totalDocs > 0
    )
      continue
    // The newest generation of each quick-access model.
    const newest = (make: string, model: string) =>
      types
        .filter((type) => type.make === make && type.model.startsWith(model))
        .sort((a, b) => b.yearFrom - a.yearFrom)[0]?.id
    const quickAccess =
      slug === 'tribo' ? QUICK_ACCESS.flatMap(([make, model]) => newest(make, model) ?? []) : []
    await payload.create({
      collection: 'oil-finder-settings',
      data: { tenant, disclaimer, quickAccess },
      depth: 0,
      ...LOCAL,
    })
  }
}

/**
 * The oil finder: 7 categories, 40 makes with logos, their model generations
 * with real years and the types they were built with (bulk), 500 licence plates, a recommendation per type for the main
 * tenant (bulk), a disclaimer per tenant and the main tenant's quick access.
 */
export const oilFinderStep: SeedStep = {
  name: 'oil-finder',
  async run(ctx) {
    // Each part's time is logged: the seed runs at every start and in every test run's template.
    const timed = async <T>(part: string, work: () => Promise<T>): Promise<T> => {
      const started = Date.now()
      const result = await work()
      ctx.log(`seed: oil-finder ${part} in ${Date.now() - started} ms`)
      return result
    }
    const categories = await timed('categories', () => ensureCategories(ctx))
    const makes = await timed('makes and logos', () => ensureMakes(ctx, categories))
    await timed('models and types', () => ensureModelsAndTypes(ctx, categories, makes))
    const types = await timed('type read', () => readTypes(ctx))
    await timed('plates', () => ensurePlates(ctx, types))
    await timed('recommendations', () => ensureRecommendations(ctx, tenantId(ctx, 'tribo'), types))
    await timed('disclaimers and settings', () => ensureSettings(ctx, types))
  },
}
