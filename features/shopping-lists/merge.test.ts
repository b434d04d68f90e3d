import { describe, expect, it } from 'vitest'

import { mergeEntries } from './merge'

describe('mergeEntries (add items, at most 9999 of one article)', () => {
  it('adds the quantity to an article already on the list and keeps its place and row', () => {
    const existing: { id?: string; product: number; articleNumber: string; quantity: number }[] = [
      { id: 'r1', product: 1, articleNumber: 'A-001', quantity: 2 },
      { id: 'r2', product: 2, articleNumber: 'B-001', quantity: 5 },
    ]
    expect(mergeEntries(existing, [{ product: 2, articleNumber: 'B-001', quantity: 3 }])).toEqual([
      { id: 'r1', product: 1, articleNumber: 'A-001', quantity: 2 },
      { id: 'r2', product: 2, articleNumber: 'B-001', quantity: 8 },
    ])
    expect(existing[1]!.quantity).toBe(5)
  })

  it('appends new articles and merges repeated ones among the added', () => {
    expect(
      mergeEntries(
        [{ articleNumber: 'A-001', quantity: 1 }],
        [
          { articleNumber: 'C-001', quantity: 2 },
          { articleNumber: 'C-001', quantity: 4 },
          { articleNumber: 'A-001', quantity: 1 },
        ],
      ),
    ).toEqual([
      { articleNumber: 'A-001', quantity: 2 },
      { articleNumber: 'C-001', quantity: 6 },
    ])
  })

  it('caps a quantity at 9999', () => {
    expect(
      mergeEntries(
        [{ articleNumber: 'A-001', quantity: 9000 }],
        [{ articleNumber: 'A-001', quantity: 1500 }],
      ),
    ).toEqual([{ articleNumber: 'A-001', quantity: 9999 }])
    expect(
      mergeEntries(
        [],
        [
          { articleNumber: 'A-001', quantity: 9999 },
          { articleNumber: 'A-001', quantity: 9999 },
        ],
      ),
    ).toEqual([{ articleNumber: 'A-001', quantity: 9999 }])
  })
})
