/** Where the favourites API lives. */
export const FAVOURITES_API = '/api/favourites'

/** The favourite product numbers' React Query key: one request per page, shared by every heart on it. */
export const FAVOURITES_QUERY_KEY = ['favourites', 'product-numbers'] as const

/** At most this many favourites per account and customer (a professional list, not a second catalogue). */
export const FAVOURITES_MAX = 500
