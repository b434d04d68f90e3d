/** The sort order of a table column; null means unsorted. */
export type SortOrder = 'asc' | 'desc' | null
export type SortState = { column: string | null; order: SortOrder }

export const UNSORTED: SortState = { column: null, order: null }

/** A click on a column cycles ascending, descending, none; another column starts ascending. */
export function nextSort(state: SortState, column: string): SortState {
  if (state.column !== column || state.order === null) return { column, order: 'asc' }
  if (state.order === 'asc') return { column, order: 'desc' }
  return UNSORTED
}

/** The table scrolls sideways by 50 px every 25 ms while a scroll button is held. */
export const TABLE_SCROLL_STEP_PX = 50
export const TABLE_SCROLL_INTERVAL_MS = 25
