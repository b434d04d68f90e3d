import type { NewsPagination } from './schemas'

/** SPEC §4: more entries exist while currentPage × itemsPerPage is below totalAmount. */
export function hasMoreNews(pagination: NewsPagination): boolean {
  return pagination.currentPage * pagination.itemsPerPage < pagination.totalAmount
}
