import type { Pagination } from '@/lib/pagination'

/** What a load-more list keeps: the entries shown so far and the pagination of the last answer. */
export type LoadMoreState<Entry> = { entries: Entry[]; pagination: Pagination }

/**
 * Load more: an answer read from offset 0 replaces the entries (a new
 * filter or sort starts over); any later offset appends (load more).
 */
export function applyPage<Entry>(
  current: readonly Entry[],
  incoming: readonly Entry[],
  pagination: Pagination,
): LoadMoreState<Entry> {
  return { entries: pagination.offset === 0 ? [...incoming] : [...current, ...incoming], pagination }
}

/** More entries exist while currentPage × itemsPerPage is below totalAmount. */
export function hasMore(pagination: Pick<Pagination, 'page' | 'limit' | 'total'>): boolean {
  return pagination.page * pagination.limit < pagination.total
}

/** "Load more" asks for the next entries-per-page step after the current page. */
export function nextOffset(pagination: Pick<Pagination, 'page' | 'limit'>): number {
  return pagination.page * pagination.limit
}
