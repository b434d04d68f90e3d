import { describe, expect, it } from 'vitest'

import { circlePosition, circularPage } from './paging'

const items = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('circular navigation paging', () => {
  it('shows up to 3 items in reduced mode without a toggle', () => {
    expect(circularPage(items(3), 0)).toEqual({ items: [0, 1, 2], reduced: true, hasToggle: false, page: 0 })
    expect(circularPage(items(1), 1).items).toEqual([0])
  })

  it('shows up to 11 items on one page without a toggle', () => {
    const view = circularPage(items(11), 1)
    expect(view).toMatchObject({ reduced: false, hasToggle: false, page: 0 })
    expect(view.items).toHaveLength(11)
  })

  it('toggles between page 0 and page 1 above 11 items', () => {
    expect(circularPage(items(13), 0)).toMatchObject({ items: items(11), hasToggle: true, page: 0 })
    expect(circularPage(items(13), 1)).toMatchObject({ items: [11, 12], hasToggle: true, page: 1 })
  })

  it('places the first item at 12 o’clock and spreads the rest around the circle', () => {
    expect(circlePosition(0, 4).top).toBeCloseTo(8)
    expect(circlePosition(0, 4).left).toBeCloseTo(50)
    const quarter = circlePosition(1, 4)
    expect(quarter.top).toBeCloseTo(50)
    expect(quarter.left).toBeCloseTo(92)
  })
})
