import { CIRCULAR_NAVIGATION_PAGE_SIZE, CIRCULAR_NAVIGATION_REDUCED_SIZE } from '../enums'

export type CircularPage<T> = {
  items: T[]
  /** Reduced mode: at most 3 items, drawn on a smaller circle. */
  reduced: boolean
  /** More than 11 items: a toggle switches between page 0 and page 1. */
  hasToggle: boolean
  page: 0 | 1
}

/** 11 items per page, a reduced page of 3 when there are at most 3, a toggle between pages 0 and 1 above 11. */
export function circularPage<T>(all: readonly T[], page: 0 | 1): CircularPage<T> {
  if (all.length <= CIRCULAR_NAVIGATION_REDUCED_SIZE)
    return { items: [...all], reduced: true, hasToggle: false, page: 0 }
  const hasToggle = all.length > CIRCULAR_NAVIGATION_PAGE_SIZE
  const current = hasToggle ? page : 0
  const start = current * CIRCULAR_NAVIGATION_PAGE_SIZE
  return {
    items: all.slice(start, start + CIRCULAR_NAVIGATION_PAGE_SIZE),
    reduced: false,
    hasToggle,
    page: current,
  }
}

/** Position of item `index` of `count` on the circle, in percent of the box (first item at 12 o'clock). */
export function circlePosition(index: number, count: number): { top: number; left: number } {
  const angle = (index / count) * 2 * Math.PI - Math.PI / 2
  return { top: 50 + 42 * Math.sin(angle), left: 50 + 42 * Math.cos(angle) }
}
