/** A search term is at most 100 characters. */
export const SEARCH_TERM_MAX_LENGTH = 100
/** Live suggestions open at 3 characters. */
export const LIVE_SEARCH_MIN_CHARS = 3
export const LIVE_SEARCH_DEBOUNCE_MS = 400
export const LIVE_PRODUCT_LIMIT = 7
export const LIVE_CONTENT_LIMIT = 12
/** The results page: 12 products and 12 contents at first, then 48 more per "Load more". */
export const PAGE_PRODUCT_LIMIT = 12
export const PAGE_CONTENT_LIMIT = 12
export const LOAD_MORE_LIMIT = 48
/** The largest page an API call may ask for. */
export const SEARCH_API_MAX_LIMIT = 48

/**
 * A search term as every part of the site reads it: trimmed, inner whitespace
 * collapsed, cut at 100 characters (never an error; a character the cut would
 * halve, such as an emoji, goes as a whole).
 */
export function cutSearchTerm(raw: string | null | undefined): string {
  const cut = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH)
  return cut.replace(/[\uD800-\uDBFF]$/, '').trim()
}
