import type { NewsPagination } from './schemas'

/** More entries exist while currentPage × itemsPerPage is below totalAmount. */
export function hasMoreNews(pagination: NewsPagination): boolean {
  return pagination.currentPage * pagination.itemsPerPage < pagination.totalAmount
}

/** Load more: offset 0 replaces the entries, any other offset appends. */
export function mergeEntries<T>(current: T[], incoming: T[], offset: number): T[] {
  return offset === 0 ? incoming : [...current, ...incoming]
}
