/** SPEC §3 tableSortOrder; null means unsorted. */
export type SortOrder = 'asc' | 'desc' | null
/** The controlled sort state of a table: which column, in which order. */
export type SortState = { column: string | null; order: SortOrder }

export const UNSORTED: SortState = Object.freeze({ column: null, order: null })

/** SPEC §4: a click on a column cycles ascending, descending, none; another column starts ascending. */
export function nextSort(state: SortState, column: string): SortState {
  if (state.column !== column || state.order === null) return { column, order: 'asc' }
  if (state.order === 'asc') return { column, order: 'desc' }
  return UNSORTED
}

/** The order a column is sorted in under a state (null when another column or none is sorted). */
export function columnOrder(state: SortState, column: string): SortOrder {
  return state.column === column ? state.order : null
}

/** The value of `aria-sort` for an order. */
export function ariaSort(order: SortOrder): 'ascending' | 'descending' | 'none' {
  return order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'
}
