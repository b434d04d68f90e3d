/** Pagination of the table lists (orders, ordered products, customers, contracts, safety data sheets). */
export type Pagination = { limit: number; offset: number; page: number; pages: number; total: number }

/** Defaults: 20 per page, from the start, page 1 of 1, nothing found yet. */
export const DEFAULT_PAGINATION: Readonly<Pagination> = Object.freeze({
  limit: 20,
  offset: 0,
  page: 1,
  pages: 1,
  total: 0,
})

/** Number of pages for a total (at least 1, so an empty list still has page 1). */
export function pagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)))
}

/** The offset where a page (1-based) starts. */
export function offsetForPage(page: number, limit: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * Math.max(1, limit)
}

/** A complete pagination for a total, limit and offset. */
export function paginate(total: number, limit = DEFAULT_PAGINATION.limit, offset = 0): Pagination {
  const safeLimit = Math.max(1, limit)
  const safeOffset = Math.max(0, offset)
  return {
    limit: safeLimit,
    offset: safeOffset,
    page: Math.floor(safeOffset / safeLimit) + 1,
    pages: pagesFor(total, safeLimit),
    total: Math.max(0, total),
  }
}
