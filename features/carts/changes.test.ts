import { describe, expect, it } from 'vitest'

import { changeId, confirmChange, lineChanges, packKey, parseChangeId } from './changes'
import type { StoredLine } from './lines'

const line: StoredLine = {
  itemKey: 'k1',
  product: 7,
  articleNumber: 'TRB-1-5',
  count: 3,
  seenUnitPriceCents: 1200,
  seenPack: '5 L canister',
}
const now = { productId: 7, pack: '5 L canister', unitPriceCents: 1200 }

describe('cart changes', () => {
  it('reports nothing while the line is as seen', () => {
    expect(lineChanges(line, now)).toEqual([])
    expect(
      lineChanges(
        { ...line, seenUnitPriceCents: null, seenPack: null },
        { ...now, unitPriceCents: 999, pack: '1 L' },
      ),
    ).toEqual([])
  })

  it('names each reason', () => {
    expect(lineChanges(line, null)).toEqual(['removed'])
    expect(lineChanges(line, { ...now, productId: 8 })).toEqual(['itemChanged'])
    expect(lineChanges(line, { ...now, pack: '4 L canister' })).toEqual(['variantChanged'])
    expect(lineChanges(line, { ...now, unitPriceCents: 1250 })).toEqual(['pricingChanged'])
    expect(lineChanges(line, { ...now, unitPriceCents: 1250 }, { manualPrice: true })).toEqual([])
    expect(lineChanges({ ...line, requestedCount: 12000 }, now)).toEqual(['countUpdated'])
  })

  it('confirming makes the line seen as it is now, or drops a removed one', () => {
    const current = { productId: 8, pack: '4 L', unitPriceCents: 1300 }
    expect(confirmChange(line, 'removed', null)).toBeNull()
    expect(confirmChange({ ...line, requestedCount: 12000 }, 'countUpdated', current)).toMatchObject({
      requestedCount: null,
    })
    expect(confirmChange(line, 'itemChanged', current)).toMatchObject({ product: 8 })
    expect(confirmChange(line, 'variantChanged', current)).toMatchObject({ seenPack: '4 L' })
    expect(confirmChange(line, 'pricingChanged', current)).toMatchObject({ seenUnitPriceCents: 1300 })
  })

  it('a quoted price that no longer holds is its own change, not a price change; confirming makes the line ordinary', () => {
    const quoted: StoredLine = { ...line, quote: 4, quotedUnitPriceCents: 950, seenUnitPriceCents: 950 }
    expect(lineChanges(quoted, now, { quoteEnded: true })).toEqual(['quoteEnded'])
    expect(lineChanges(quoted, now, { quoteEnded: true, manualPrice: true })).toEqual([])
    expect(confirmChange(quoted, 'quoteEnded', now)).toMatchObject({
      quote: null,
      quotedUnitPriceCents: null,
      seenUnitPriceCents: 1200,
    })
    expect(parseChangeId(changeId('k1', 'quoteEnded'))).toEqual({ itemKey: 'k1', reason: 'quoteEnded' })
  })

  it('ids round-trip and unknown ones are refused', () => {
    expect(parseChangeId(changeId('abc_-1', 'pricingChanged'))).toEqual({
      itemKey: 'abc_-1',
      reason: 'pricingChanged',
    })
    expect(parseChangeId('abc~nonsense')).toBeNull()
    expect(parseChangeId('abc')).toBeNull()
    expect(parseChangeId('a~removed~x')).toBeNull()
    expect(packKey({ packSize: 5, unit: 'L', container: 'canister' })).toBe('5 L canister')
  })
})
