import 'server-only'

import type { ImageData } from '@/components/picture/picture'
import type { VehicleType as VehicleTypeDoc } from '@/cms/payload-types'
import { vehicleDataVersion } from '@/cms/hooks/oil-finder-version'
import { visitorData } from '@/lib/data'
import { toImageData } from '@/lib/media'

import type { OilFinderLanguage, VehicleCategoryKey } from '../constants'
import type { VehicleCategoryRef, VehicleModelRef, VehicleSummary, VehicleType } from '../types'
import { searchText } from './search'

/**
 * The vehicle database (categories, makes, models, types) in memory. It is
 * global reference data of a few thousand rows that every finder step reads
 * in a different cut (counts per category, models per make, types per model,
 * word search), so one read serves every request. A save in /cms drops this
 * process's copy at once (cms/hooks/oil-finder-version.ts); other instances
 * reload after MAX_AGE_MS. The vehicle collections have no tenant: it is read
 * as a visitor of the asking tenant, and every tenant's visitors see the same
 * rows, so the one copy serves all tenants.
 */
const MAX_AGE_MS = 60_000

export type CatalogueCategory = {
  id: number
  key: VehicleCategoryKey
  order: number
  names: Partial<Record<OilFinderLanguage, string>>
}
export type CatalogueMake = { id: number; name: string; image: ImageData | null; popular: boolean }
export type CatalogueModel = VehicleModelRef & { makeId: number; categoryId: number }
export type CatalogueType = VehicleType & { modelId: number; search: string }

export type Catalogue = {
  categories: CatalogueCategory[]
  categoryById: Map<number, CatalogueCategory>
  makes: CatalogueMake[]
  makeById: Map<number, CatalogueMake>
  modelById: Map<number, CatalogueModel>
  modelsByMake: Map<number, CatalogueModel[]>
  types: CatalogueType[]
  typeById: Map<number, CatalogueType>
  typesByModel: Map<number, CatalogueType[]>
}

const MEDIA_FIELDS = {
  url: true,
  alt: true,
  width: true,
  height: true,
  sizes: true,
  filename: true,
  mimeType: true,
  caption: true,
} as const
const idOf = (ref: unknown): number =>
  typeof ref === 'object' && ref !== null ? Number((ref as { id: unknown }).id) : Number(ref)
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'de', { numeric: true })

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = map.get(k)
    if (list) list.push(item)
    else map.set(k, [item])
  }
  return map
}

async function readCatalogue(tenantId: number | string): Promise<Catalogue> {
  // The public's access: exactly what anyone may read.
  const data = visitorData(tenantId)
  const as = { pagination: false } as const
  const [categories, makes, models, types] = await Promise.all([
    data.find({
      collection: 'vehicle-categories',
      locale: 'all',
      depth: 0,
      sort: 'order',
      select: { key: true, name: true, order: true },
      ...as,
    }),
    data.find({
      collection: 'vehicle-makes',
      depth: 1,
      select: { name: true, image: true, popular: true },
      populate: { media: MEDIA_FIELDS },
      ...as,
    }),
    data.find({
      collection: 'vehicle-models',
      depth: 0,
      select: { name: true, make: true, category: true, yearFrom: true, yearTo: true },
      ...as,
    }),
    data.find({
      collection: 'vehicle-types',
      depth: 0,
      select: {
        name: true,
        model: true,
        engine: true,
        powerKw: true,
        powerHp: true,
        yearFrom: true,
        yearTo: true,
        fuel: true,
        engineCode: true,
        typeApprovalNumber: true,
      },
      ...as,
    }),
  ])
  const categoryList: CatalogueCategory[] = categories.docs.map((doc) => ({
    id: doc.id,
    key: doc.key,
    order: doc.order ?? 0,
    names: (doc.name ?? {}) as unknown as CatalogueCategory['names'],
  }))
  const makeList: CatalogueMake[] = makes.docs
    .map((doc) => ({
      id: doc.id,
      name: doc.name,
      image: toImageData(doc.image, { alt: doc.name }),
      popular: !!doc.popular,
    }))
    .sort(byName)
  const modelList: CatalogueModel[] = models.docs
    .map((doc) => ({
      id: doc.id,
      name: doc.name,
      makeId: idOf(doc.make),
      categoryId: idOf(doc.category),
      yearFrom: doc.yearFrom,
      yearTo: doc.yearTo ?? null,
    }))
    .sort((a, b) => byName(a, b) || a.yearFrom - b.yearFrom)
  const makeById = new Map(makeList.map((make) => [make.id, make]))
  const modelById = new Map(modelList.map((model) => [model.id, model]))
  const typeList: CatalogueType[] = (types.docs as VehicleTypeDoc[])
    .map((doc) => {
      const model = modelById.get(idOf(doc.model))
      const make = model ? makeById.get(model.makeId) : undefined
      return {
        id: doc.id,
        modelId: idOf(doc.model),
        name: doc.name,
        engine: doc.engine,
        powerKw: doc.powerKw,
        powerHp: doc.powerHp,
        yearFrom: doc.yearFrom,
        yearTo: doc.yearTo ?? null,
        fuel: doc.fuel,
        engineCode: doc.engineCode || null,
        typeApprovalNumber: doc.typeApprovalNumber || null,
        search: searchText([make?.name, model?.name, doc.name, doc.engine]),
      }
    })
    .sort((a, b) => byName(a, b) || a.powerKw - b.powerKw || a.yearFrom - b.yearFrom)
  return {
    categories: categoryList,
    categoryById: new Map(categoryList.map((category) => [category.id, category])),
    makes: makeList,
    makeById,
    modelById,
    modelsByMake: groupBy(modelList, (model) => model.makeId),
    types: typeList,
    typeById: new Map(typeList.map((type) => [type.id, type])),
    typesByModel: groupBy(typeList, (type) => type.modelId),
  }
}

let current: { loaded: Promise<Catalogue>; at: number; version: number } | null = null

/** The vehicle database, read at most once a minute per process (at once after a save in this process), as a visitor of the asking tenant. */
export function getCatalogue(tenantId: number | string): Promise<Catalogue> {
  const version = vehicleDataVersion()
  if (!current || current.version !== version || Date.now() - current.at > MAX_AGE_MS) {
    const loaded = readCatalogue(tenantId)
    const entry = { loaded, at: Date.now(), version }
    current = entry
    // A failed read is not kept: the next request tries again.
    loaded.catch(() => {
      if (current === entry) current = null
    })
  }
  return current.loaded
}

/** Drops the copy (tests that change vehicle data through the database). */
export function forgetCatalogue(): void {
  current = null
}

export function categoryRef(category: CatalogueCategory, language: OilFinderLanguage): VehicleCategoryRef {
  return {
    id: category.id,
    key: category.key,
    name: category.names[language] || category.names.de || category.key,
  }
}

export function publicType(type: CatalogueType): VehicleType {
  const { modelId: _modelId, search: _search, ...rest } = type
  return rest
}

/** The type with its model, make and category, or null when it (or its model) is gone. */
export function vehicleSummary(
  catalogue: Catalogue,
  typeId: number,
  language: OilFinderLanguage,
): VehicleSummary | null {
  const type = catalogue.typeById.get(typeId)
  const model = type && catalogue.modelById.get(type.modelId)
  const make = model && catalogue.makeById.get(model.makeId)
  const category = model && catalogue.categoryById.get(model.categoryId)
  if (!type || !model || !make || !category) return null
  return {
    type: publicType(type),
    model: { id: model.id, name: model.name, yearFrom: model.yearFrom, yearTo: model.yearTo },
    make: { id: make.id, name: make.name },
    category: categoryRef(category, language),
  }
}
