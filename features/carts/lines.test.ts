import { describe, expect, it } from 'vitest'

import { addLines, changeLine, clearManualPrices, clearRefTexts, removeLine, type StoredLine } from './lines'

let n = 0
const key = () => `k${++n}`
const line = (over: Partial<StoredLine> = {}): StoredLine => ({
  itemKey: 'a',
  product: 1,
  articleNumber: 'A-1',
  count: 2,
  itemRefText: 'Lager',
  manualPriceCents: 500,
  ...over,
})

describe('cart lines', () => {
  it('adds the count of an article already in the cart and caps it at 9999', () => {
    expect(addLines([line()], [{ product: 1, articleNumber: 'A-1', count: 3 }], key)).toEqual([
      line({ count: 5 }),
    ])
    expect(
      addLines([line({ count: 9998 })], [{ product: 1, articleNumber: 'A-1', count: 5 }], key)[0]!.count,
    ).toBe(9999)
  })

  it('puts a new article on a new line with a fresh key and merges repeats', () => {
    n = 0
    const next = addLines(
      [line()],
      [
        { product: 2, articleNumber: 'B-2', count: 1 },
        { product: 2, articleNumber: 'B-2', count: 4 },
      ],
      key,
    )
    expect(next).toHaveLength(2)
    expect(next[1]).toEqual({
      itemKey: 'k1',
      product: 2,
      articleNumber: 'B-2',
      count: 5,
      itemRefText: null,
      manualPriceCents: null,
    })
  })

  it('changes and removes only the named line and answers null for an unknown key', () => {
    const lines = [line(), line({ itemKey: 'b', articleNumber: 'B-2' })]
    expect(changeLine(lines, 'b', { count: 7 })!.map((l) => l.count)).toEqual([2, 7])
    expect(changeLine(lines, 'x', { count: 7 })).toBeNull()
    expect(removeLine(lines, 'a')!.map((l) => l.itemKey)).toEqual(['b'])
    expect(removeLine(lines, 'x')).toBeNull()
  })

  it('keeps a quoted line quoted only at its quoted count: another count (set or added) makes it an ordinary line', () => {
    const quoted = line({ count: 10, quote: 7, quotedUnitPriceCents: 950 })
    expect(changeLine([quoted], 'a', { itemRefText: 'Werkstatt' })![0]).toMatchObject({
      quote: 7,
      quotedUnitPriceCents: 950,
    })
    expect(changeLine([quoted], 'a', { count: 10 })![0]).toMatchObject({
      quote: 7,
      quotedUnitPriceCents: 950,
    })
    expect(changeLine([quoted], 'a', { count: 12 })![0]).toMatchObject({
      count: 12,
      quote: null,
      quotedUnitPriceCents: null,
    })
    expect(addLines([quoted], [{ product: 1, articleNumber: 'A-1', count: 1 }], key)[0]).toMatchObject({
      count: 11,
      quote: null,
      quotedUnitPriceCents: null,
    })
  })

  it('clears all reference texts or all manual prices', () => {
    expect(clearRefTexts([line(), line({ itemKey: 'b' })]).map((l) => l.itemRefText)).toEqual([null, null])
    expect(clearManualPrices([line()])[0]!.manualPriceCents).toBeNull()
  })

  it('does not change the lines it was given', () => {
    const lines = [line()]
    addLines(lines, [{ product: 1, articleNumber: 'A-1', count: 1 }], key)
    changeLine(lines, 'a', { count: 9 })
    expect(lines[0]!.count).toBe(2)
  })
})
