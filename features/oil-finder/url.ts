/**
 * The oil finder's state is its address, so a chosen vehicle can be shared
 * and the back button steps back (one history entry per step):
 *
 *   ?cat=1                              step 1 brand (category chosen)
 *   ?cat=1&make=12                      step 2 model
 *   ?cat=1&make=12&model=345            step 2 model, its types listed
 *   ?cat=1&make=12&model=345&type=6789  step 3 notice (the disclaimer)
 *   …&type=6789&view=recommendation     step 4 recommendation
 *
 * `type` alone is enough for steps 3 and 4 (a search hit, a licence plate, a
 * quick-access link or a shared address); make and model then come from the
 * answer. Ids that are not positive integers are dropped, never an error.
 */

export const OIL_FINDER_STEPS = ['brand', 'model', 'notice', 'recommendation'] as const
export type OilFinderStep = (typeof OIL_FINDER_STEPS)[number]

export type OilFinderState = {
  categoryId: number | null
  makeId: number | null
  modelId: number | null
  typeId: number | null
  /** The visitor asked for the recommendation (after the notice). */
  showRecommendation: boolean
}

export const EMPTY_STATE: OilFinderState = {
  categoryId: null,
  makeId: null,
  modelId: null,
  typeId: null,
  showRecommendation: false,
}

type Reader = { get(name: string): string | null }

const id = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const n = Number(value)
  return n > 0 ? n : null
}

export function readOilFinderUrl(params: Reader): OilFinderState {
  const typeId = id(params.get('type'))
  const makeId = id(params.get('make'))
  return {
    categoryId: id(params.get('cat')),
    makeId,
    // A model without its make (or a type without model) is kept only where the step can still be shown.
    modelId: makeId != null || typeId != null ? id(params.get('model')) : null,
    typeId,
    showRecommendation: typeId != null && params.get('view') === 'recommendation',
  }
}

export function writeOilFinderUrl(path: string, state: OilFinderState): string {
  const params = new URLSearchParams()
  if (state.categoryId != null) params.set('cat', String(state.categoryId))
  if (state.makeId != null) params.set('make', String(state.makeId))
  if (state.modelId != null) params.set('model', String(state.modelId))
  if (state.typeId != null) params.set('type', String(state.typeId))
  if (state.typeId != null && state.showRecommendation) params.set('view', 'recommendation')
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * The step the state shows. The recommendation needs the notice accepted
 * in this browser session (features/oil-finder/notice.ts): without it a
 * shared recommendation address shows the notice first.
 */
export function stepOf(state: OilFinderState, noticeAccepted: boolean): OilFinderStep {
  if (state.typeId != null) return state.showRecommendation && noticeAccepted ? 'recommendation' : 'notice'
  if (state.makeId != null) return 'model'
  return 'brand'
}

/** The state of an earlier step: what comes after it is forgotten. */
export function backTo(state: OilFinderState, step: OilFinderStep): OilFinderState {
  switch (step) {
    case 'brand':
      return { ...EMPTY_STATE, categoryId: state.categoryId }
    case 'model':
      return { ...EMPTY_STATE, categoryId: state.categoryId, makeId: state.makeId }
    case 'notice':
      return { ...state, showRecommendation: false }
    case 'recommendation':
      return { ...state, showRecommendation: true }
  }
}

/** The address of a vehicle found by search, plate or quick access: its notice step. */
export const typeAddress = (path: string, typeId: number) =>
  writeOilFinderUrl(path, { ...EMPTY_STATE, typeId })

/** Litres per pack for volume units; null for packs sold by weight or piece (kg, g, pcs). */
const LITRES_PER_UNIT: Record<string, number> = { l: 1, ml: 0.001 }

/** How many packs of `packSize` cover a fill of `litres` (at least one; one when the pack is not sold by volume). */
export function packsFor(litres: number | null, packSize: number, unit: string): number {
  const factor = LITRES_PER_UNIT[unit.toLowerCase()]
  if (litres == null || factor == null || !(packSize > 0)) return 1
  return Math.max(1, Math.ceil(litres / (packSize * factor) - 1e-9))
}
