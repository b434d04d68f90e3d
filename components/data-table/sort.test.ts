import { describe, expect, it } from 'vitest'

import { TABLE_SCROLL_INTERVAL_MS, TABLE_SCROLL_STEP_PX } from './constants'
import { pageWindow } from './page-window'
import { ariaSort, columnOrder, nextSort, UNSORTED, type SortState } from './sort'

describe('table sorting (SPEC §4)', () => {
  it('cycles ascending, descending, none on the same column', () => {
    let state: SortState = UNSORTED
    state = nextSort(state, 'number')
    expect(state).toEqual({ column: 'number', order: 'asc' })
    state = nextSort(state, 'number')
    expect(state).toEqual({ column: 'number', order: 'desc' })
    state = nextSort(state, 'number')
    expect(state).toEqual({ column: null, order: null })
    expect(nextSort(state, 'number')).toEqual({ column: 'number', order: 'asc' })
  })

  it('starts another column ascending', () => {
    expect(nextSort({ column: 'number', order: 'desc' }, 'date')).toEqual({ column: 'date', order: 'asc' })
    expect(nextSort({ column: 'number', order: 'asc' }, 'date')).toEqual({ column: 'date', order: 'asc' })
  })

  it('tells a column its own order only', () => {
    expect(columnOrder({ column: 'number', order: 'desc' }, 'number')).toBe('desc')
    expect(columnOrder({ column: 'number', order: 'desc' }, 'date')).toBeNull()
    expect([ariaSort('asc'), ariaSort('desc'), ariaSort(null)]).toEqual(['ascending', 'descending', 'none'])
  })
})

describe('table scrolling (SPEC §9)', () => {
  it('steps 50 px every 25 ms', () => {
    expect(TABLE_SCROLL_STEP_PX).toBe(50)
    expect(TABLE_SCROLL_INTERVAL_MS).toBe(25)
  })
})

describe('pagination page window', () => {
  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20])
  })

  it('shows a single hidden page instead of a gap', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('has page 1 alone for one page', () => {
    expect(pageWindow(1, 1)).toEqual([1])
  })
})
