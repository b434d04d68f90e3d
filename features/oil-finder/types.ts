import type { ImageData } from '@/components/picture/picture'

import type { FuelKey, VehicleCategoryKey, VehicleComponentKey } from './constants'

/**
 * The oil finder's HTTP contract (GET /api/oilfinder/*, envelope `{ data }`).
 * Every name is in the language asked for with `lang`; ids are the CMS ids.
 */

/** A vehicle category as the finder lists it and as other answers name it. */
export type VehicleCategoryRef = { id: number; key: VehicleCategoryKey; name: string }

/** GET /api/oilfinder/getCategories → data.categories. `makeCount`: makes that have models in the category. */
export type VehicleCategory = VehicleCategoryRef & { makeCount: number }
export type CategoriesData = { categories: VehicleCategory[] }

/** GET /api/oilfinder/getAllMakeImages → data.makes, sorted by name. */
export type VehicleMake = { id: number; name: string; image: ImageData | null; popular: boolean }
export type MakesData = { makes: VehicleMake[] }

/** A model of a make; `yearTo` null while it is still built. */
export type VehicleModel = {
  id: number
  name: string
  yearFrom: number
  yearTo: number | null
  typeCount: number
}
/** GET /api/oilfinder/getModelList → data.models, sorted by name then year. */
export type ModelsData = { models: VehicleModel[] }

/** One engine variant of a model (a "type" in the API), the unit a recommendation belongs to. */
export type VehicleType = {
  id: number
  /** "Golf VII 2.0 TDI 4Motion". */
  name: string
  /** "2.0 TDI". */
  engine: string
  powerKw: number
  powerHp: number
  yearFrom: number
  yearTo: number | null
  fuel: FuelKey
  /** Manufacturer engine code ("CUNA"); null when unknown. */
  engineCode: string | null
  /** Swiss type approval number ("1VB496"); null when unknown. */
  typeApprovalNumber: string | null
}

/** GET /api/oilfinder/getHydratedModelList → data.models: a make's models of every category with their types. */
export type HydratedVehicleModel = VehicleModel & { category: VehicleCategoryRef; types: VehicleType[] }
export type HydratedModelsData = { models: HydratedVehicleModel[] }

export type VehicleModelRef = { id: number; name: string; yearFrom: number; yearTo: number | null }
export type VehicleMakeRef = { id: number; name: string }

/** GET /api/oilfinder/getTypeList → data: the model's types, sorted by name then year, with the model, make and category. */
export type TypesData = {
  types: VehicleType[]
  model: VehicleModelRef
  make: VehicleMakeRef
  category: VehicleCategoryRef
}

/** A vehicle in full: the type with its model, make and category. */
export type VehicleSummary = {
  type: VehicleType
  model: VehicleModelRef
  make: VehicleMakeRef
  category: VehicleCategoryRef
}

/**
 * The pack a signed-in active shop user would order for one fill: the smallest
 * orderable article whose pack size covers the fill quantity (else the
 * largest), priced with the customer's price list. Never sent to anyone else.
 */
export type RecommendedPack = {
  articleNumber: string
  packSize: number
  unit: string
  priceCents: number
  currency: 'CHF'
}

export type RecommendedProduct = {
  productNumber: string
  name: string
  subtitle: string | null
  /** The product page path in the caller's route locale ("/de-ch/p/TRB-5W30-C3"). */
  url: string
  image: ImageData | null
  viscosity: string | null
  /** The product's data sheet (document of kind data sheet), or null. */
  safetyDataSheetUrl: string | null
  pack: RecommendedPack | null
}

export type RecommendedComponent = {
  key: VehicleComponentKey
  /** "Motor", "Getriebe" … in the asked language. */
  name: string
  /** Fill quantity in litres; null when unknown. */
  capacityLitres: number | null
  /** "30 000 km / 2 Jahre"; null when the maker gives none. */
  interval: string | null
  /** The interval as numbers (the fleet counts due dates with them): km, operating hours, months; null when not given. */
  intervalKm?: number | null
  intervalHours?: number | null
  intervalMonths?: number | null
  /** "Bei Kurzstreckenbetrieb Intervall halbieren."; null when none. */
  conditions: string | null
  products: RecommendedProduct[]
}

/** GET /api/oilfinder/recommendation → data.recommendation. `disclaimerId`: the tenant's disclaimer (null when it has none). */
export type Recommendation = {
  vehicle: VehicleSummary
  components: RecommendedComponent[]
  disclaimerId: number | null
}
export type RecommendationData = { recommendation: Recommendation }

/** GET /api/oilfinder/search → data.results (at most 50). */
export type VehicleSearchResult = {
  typeId: number
  make: string
  model: string
  type: string
  engine: string
  powerKw: number
  yearFrom: number
  yearTo: number | null
  typeApprovalNumber: string | null
  category: VehicleCategoryRef
}
export type SearchData = { results: VehicleSearchResult[] }

/** GET /api/oilfinder/getLicensePlate2TypeID → data. */
export type LicensePlateData = { typeId: number; vehicle: VehicleSummary }

/** GET /api/oilfinder/getDisclaimer → data.disclaimer. `text` is plain text; paragraphs are separated by a blank line. */
export type Disclaimer = { id: number; title: string; text: string }
export type DisclaimerData = { disclaimer: Disclaimer }

/** Quick access (getQuickAccess in features/oil-finder/server): the tenant's popular vehicles, editor-ordered. */
export type QuickAccessEntry = {
  typeId: number
  label: string
  make: string
  model: string
  category: VehicleCategoryRef
}
