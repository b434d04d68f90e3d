import { describe, expect, it } from 'vitest'

import type { StoredLine } from '../carts/lines'
import { listIntoCart } from './to-cart'

const line = (articleNumber: string, count: number, extra: Partial<StoredLine> = {}): StoredLine => ({
  itemKey: `k-${articleNumber}`,
  product: 1,
  articleNumber,
  count,
  ...extra,
})
let keys = 0
const newKey = () => `new-${++keys}`

describe('listIntoCart (add a list to the cart: idempotent)', () => {
  it('raises lines below the list quantity, keeps larger ones and appends new articles', () => {
    const { lines, changed } = listIntoCart(
      [line('A', 1, { itemRefText: 'Halle 2', requestedCount: 12000 }), line('B', 10)],
      [
        { product: 1, articleNumber: 'A', count: 3 },
        { product: 1, articleNumber: 'B', count: 4 },
        { product: 2, articleNumber: 'C', count: 5 },
      ],
      newKey,
    )
    expect(lines.map((l) => [l.articleNumber, l.count])).toEqual([
      ['A', 3],
      ['B', 10],
      ['C', 5],
    ])
    expect(lines[0]).toMatchObject({ itemKey: 'k-A', itemRefText: 'Halle 2', requestedCount: null })
    expect(changed).toEqual(new Set(['A', 'C']))
  })

  it('changes nothing when the same list is added again (no doubling)', () => {
    const entries = [
      { product: 1, articleNumber: 'A', count: 3 },
      { product: 2, articleNumber: 'C', count: 5 },
    ]
    const once = listIntoCart([], entries, newKey).lines
    const twice = listIntoCart(once, entries, newKey)
    expect(twice.lines).toEqual(once)
    expect(twice.changed.size).toBe(0)
  })

  it('counts a repeated article with its largest quantity and leaves the input alone', () => {
    const cart = [line('A', 2)]
    const { lines } = listIntoCart(
      cart,
      [
        { product: 1, articleNumber: 'A', count: 4 },
        { product: 1, articleNumber: 'A', count: 3 },
      ],
      newKey,
    )
    expect(lines.map((l) => l.count)).toEqual([4])
    expect(cart[0]!.count).toBe(2)
  })
})
