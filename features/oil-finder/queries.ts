'use client'

import { useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'

import type {
  CategoriesData,
  DisclaimerData,
  LicensePlateData,
  MakesData,
  ModelsData,
  RecommendationData,
  SearchData,
  TypesData,
} from './types'

/**
 * React Query reads of the oil finder. A failed call leaves its query
 * without data, so the related list shows empty; the API client has already
 * shown the notification. No placeholder data is kept across keys for the
 * same reason: a failure never shows the previous vehicle's list.
 */

const STALE_MS = 5 * 60_000
const call = (action: string) => ({ store: 'oilFinder', action })

export const oilFinderKeys = {
  categories: (lang: string) => ['oilFinder', 'categories', lang] as const,
  makes: (lang: string, catId: number) => ['oilFinder', 'makes', lang, catId] as const,
  models: (lang: string, makeId: number, categoryId: number) =>
    ['oilFinder', 'models', lang, makeId, categoryId] as const,
  types: (lang: string, modelId: number) => ['oilFinder', 'types', lang, modelId] as const,
  recommendation: (lang: string, typeId: number) => ['oilFinder', 'recommendation', lang, typeId] as const,
  search: (lang: string, term: string, catId: number | null) =>
    ['oilFinder', 'search', lang, term, catId] as const,
  disclaimer: (lang: string, id: number) => ['oilFinder', 'disclaimer', lang, id] as const,
}

export function useCategories(lang: string, initialData?: CategoriesData) {
  return useQuery({
    queryKey: oilFinderKeys.categories(lang),
    queryFn: ({ signal }) =>
      api.get<CategoriesData>('/api/oilfinder/getCategories', {
        query: { lang },
        signal,
        call: call('getCategories'),
      }),
    initialData,
    staleTime: STALE_MS,
  })
}

export function useMakes(lang: string, catId: number | null) {
  return useQuery({
    queryKey: oilFinderKeys.makes(lang, catId ?? 0),
    queryFn: ({ signal }) =>
      api.get<MakesData>('/api/oilfinder/getAllMakeImages', {
        query: { lang, catId },
        signal,
        call: call('getAllMakeImages'),
      }),
    enabled: catId != null,
    staleTime: STALE_MS,
  })
}

export function useModels(lang: string, makeId: number | null, categoryId: number | null) {
  return useQuery({
    queryKey: oilFinderKeys.models(lang, makeId ?? 0, categoryId ?? 0),
    queryFn: ({ signal }) =>
      api.get<ModelsData>('/api/oilfinder/getModelList', {
        query: { lang, makeID: makeId, categoryID: categoryId },
        signal,
        call: call('getModelList'),
      }),
    enabled: makeId != null && categoryId != null,
    staleTime: STALE_MS,
  })
}

export function useTypes(lang: string, modelId: number | null) {
  return useQuery({
    queryKey: oilFinderKeys.types(lang, modelId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TypesData>('/api/oilfinder/getTypeList', {
        query: { lang, modelID: modelId },
        signal,
        call: call('getTypeList'),
      }),
    enabled: modelId != null,
    staleTime: STALE_MS,
  })
}

/** The recommendation depends on the signed-in customer (pack prices): it is never shared between sessions, and refetched on a visit. */
export function useRecommendation(lang: string, typeId: number | null) {
  return useQuery({
    queryKey: oilFinderKeys.recommendation(lang, typeId ?? 0),
    queryFn: ({ signal }) =>
      api.get<RecommendationData>('/api/oilfinder/recommendation', {
        query: { lang, type: typeId },
        signal,
        call: call('recommendation'),
      }),
    enabled: typeId != null,
  })
}

export function useVehicleSearch(lang: string, term: string, catId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: oilFinderKeys.search(lang, term, catId),
    queryFn: ({ signal }) =>
      api.get<SearchData>('/api/oilfinder/search', {
        query: { lang, search: term, catId: catId ?? undefined },
        signal,
        call: call('search'),
      }),
    enabled,
    staleTime: STALE_MS,
  })
}

export function useDisclaimer(lang: string, id: number | null, initialData?: DisclaimerData) {
  return useQuery({
    queryKey: oilFinderKeys.disclaimer(lang, id ?? 0),
    queryFn: ({ signal }) =>
      api.get<DisclaimerData>('/api/oilfinder/getDisclaimer', {
        query: { id, lang },
        signal,
        call: call('getDisclaimer'),
      }),
    enabled: id != null,
    initialData,
    staleTime: STALE_MS,
  })
}

/** Licence plate → type id. Its errors are shown next to the field (not as notifications): 400 malformed, 404 unknown. */
export const findTypeByPlate = (licenseplate: string) =>
  api.get<LicensePlateData>('/api/oilfinder/getLicensePlate2TypeID', {
    query: { licenseplate },
    showMessages: false,
    call: call('getLicensePlate2TypeID'),
  })
