import 'server-only'

import { SEARCH_RESULT_LIMIT, type OilFinderLanguage } from '../constants'
import type {
  HydratedVehicleModel,
  TypesData,
  VehicleCategory,
  VehicleMake,
  VehicleModel,
  VehicleSearchResult,
  VehicleSummary,
} from '../types'
import {
  categoryRef,
  getCatalogue,
  publicType,
  vehicleSummary,
  type Catalogue,
  type CatalogueModel,
} from './catalogue'
import { foldWords, matchesAll, queryWords, typeApprovalOf } from './search'

/** Why a lookup found nothing: the route answers 404 with the matching message. */
export type Missing = { missing: 'category' | 'make' | 'model' | 'type' }

const toModel = (catalogue: Catalogue, model: CatalogueModel): VehicleModel => ({
  id: model.id,
  name: model.name,
  yearFrom: model.yearFrom,
  yearTo: model.yearTo,
  typeCount: catalogue.typesByModel.get(model.id)?.length ?? 0,
})

/** Every category in its order; makeCount counts the makes with models in it. */
export async function listCategories(
  tenantId: number | string,
  language: OilFinderLanguage,
): Promise<VehicleCategory[]> {
  const catalogue = await getCatalogue(tenantId)
  const makes = new Map<number, Set<number>>()
  for (const models of catalogue.modelsByMake.values())
    for (const model of models)
      (makes.get(model.categoryId) ?? makes.set(model.categoryId, new Set()).get(model.categoryId)!).add(
        model.makeId,
      )
  return catalogue.categories.map((category) => ({
    ...categoryRef(category, language),
    makeCount: makes.get(category.id)?.size ?? 0,
  }))
}

/** The makes with models in a category, by name. */
export async function listMakes(
  tenantId: number | string,
  categoryId: number,
): Promise<VehicleMake[] | Missing> {
  const catalogue = await getCatalogue(tenantId)
  if (!catalogue.categoryById.has(categoryId)) return { missing: 'category' }
  return catalogue.makes
    .filter((make) => catalogue.modelsByMake.get(make.id)?.some((model) => model.categoryId === categoryId))
    .map(({ id, name, image, popular }) => ({ id, name, image, popular }))
}

/** A make's models in one category, by name and year. */
export async function listModels(
  tenantId: number | string,
  makeId: number,
  categoryId: number,
): Promise<VehicleModel[] | Missing> {
  const catalogue = await getCatalogue(tenantId)
  if (!catalogue.makeById.has(makeId)) return { missing: 'make' }
  if (!catalogue.categoryById.has(categoryId)) return { missing: 'category' }
  return (catalogue.modelsByMake.get(makeId) ?? [])
    .filter((model) => model.categoryId === categoryId)
    .map((model) => toModel(catalogue, model))
}

/** All models of a make, of every category, each with its category and types (one call instead of one per model). */
export async function listHydratedModels(
  tenantId: number | string,
  makeId: number,
  language: OilFinderLanguage,
): Promise<HydratedVehicleModel[] | Missing> {
  const catalogue = await getCatalogue(tenantId)
  if (!catalogue.makeById.has(makeId)) return { missing: 'make' }
  return (catalogue.modelsByMake.get(makeId) ?? []).flatMap((model) => {
    const category = catalogue.categoryById.get(model.categoryId)
    return category
      ? [
          {
            ...toModel(catalogue, model),
            category: categoryRef(category, language),
            types: (catalogue.typesByModel.get(model.id) ?? []).map(publicType),
          },
        ]
      : []
  })
}

/** A model's types with the model, make and category they belong to. */
export async function listTypes(
  tenantId: number | string,
  modelId: number,
  language: OilFinderLanguage,
): Promise<TypesData | Missing> {
  const catalogue = await getCatalogue(tenantId)
  const model = catalogue.modelById.get(modelId)
  const make = model && catalogue.makeById.get(model.makeId)
  const category = model && catalogue.categoryById.get(model.categoryId)
  if (!model || !make || !category) return { missing: 'model' }
  return {
    types: (catalogue.typesByModel.get(modelId) ?? []).map(publicType),
    model: { id: model.id, name: model.name, yearFrom: model.yearFrom, yearTo: model.yearTo },
    make: { id: make.id, name: make.name },
    category: categoryRef(category, language),
  }
}

export async function findVehicle(
  tenantId: number | string,
  typeId: number,
  language: OilFinderLanguage,
): Promise<VehicleSummary | null> {
  return vehicleSummary(await getCatalogue(tenantId), typeId, language)
}

export type SearchFilter = { categoryId?: number; categoryName?: string }

/**
 * Types whose make, model, type and engine contain every word of the query
 * (see search.ts), or whose type approval number is the query; exact type
 * approvals first, then by make, model and type. At most 50.
 */
export async function searchVehicles(
  tenantId: number | string,
  query: string,
  filter: SearchFilter,
  language: OilFinderLanguage,
): Promise<VehicleSearchResult[] | Missing> {
  const catalogue = await getCatalogue(tenantId)
  let categoryIds: Set<number> | null = null
  if (filter.categoryId != null) {
    if (!catalogue.categoryById.has(filter.categoryId)) return { missing: 'category' }
    categoryIds = new Set([filter.categoryId])
  }
  if (filter.categoryName) {
    const wanted = foldWords(filter.categoryName)
    const named = catalogue.categories.filter(
      (category) =>
        category.key.toLowerCase() === wanted || foldWords(categoryRef(category, language).name) === wanted,
    )
    if (!named.length) return { missing: 'category' }
    categoryIds = new Set(
      named.map((category) => category.id).filter((id) => !categoryIds || categoryIds.has(id)),
    )
  }
  const approval = typeApprovalOf(query)
  const words = queryWords(query)
  const hits: { exact: boolean; summary: VehicleSummary }[] = []
  for (const type of catalogue.types) {
    const exact = approval != null && type.typeApprovalNumber === approval
    if (!exact && !matchesAll(type.search, words)) continue
    const summary = vehicleSummary(catalogue, type.id, language)
    if (!summary || (categoryIds && !categoryIds.has(summary.category.id))) continue
    hits.push({ exact, summary })
  }
  const compare = (a: (typeof hits)[number], b: (typeof hits)[number]) =>
    Number(b.exact) - Number(a.exact) ||
    a.summary.make.name.localeCompare(b.summary.make.name, 'de') ||
    a.summary.model.name.localeCompare(b.summary.model.name, 'de', { numeric: true }) ||
    a.summary.type.name.localeCompare(b.summary.type.name, 'de', { numeric: true }) ||
    a.summary.type.powerKw - b.summary.type.powerKw
  return hits
    .sort(compare)
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ summary: { type, model, make, category } }) => ({
      typeId: type.id,
      make: make.name,
      model: model.name,
      type: type.name,
      engine: type.engine,
      powerKw: type.powerKw,
      yearFrom: type.yearFrom,
      yearTo: type.yearTo,
      typeApprovalNumber: type.typeApprovalNumber,
      category,
    }))
}

export function isMissing<T>(value: T | Missing): value is Missing {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'missing' in value
}
