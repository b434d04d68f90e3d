/** At most this many products are compared side by side. */
export const MAX_COMPARED = 3

/** The query parameter of the comparison page: comma-separated product numbers. */
export const COMPARE_PARAM = 'products'

/** localStorage key of the chosen products; the tenant's slug is appended (`tribo.compare.tribo`). */
export const COMPARE_STORAGE_KEY = 'tribo.compare'

/** One chosen product as the compare bar shows it. */
export type CompareEntry = { productNumber: string; title: string; imageUrl?: string | null }
