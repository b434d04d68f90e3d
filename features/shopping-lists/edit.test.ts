import { describe, expect, it } from 'vitest'

import { applyEdit } from './edit'

const entries = [
  { id: 'a', articleNumber: 'A', quantity: 1 },
  { id: 'b', articleNumber: 'B', quantity: 2 },
  { id: 'c', articleNumber: 'C', quantity: 3 },
]

describe('applyEdit (PATCH of a list’s entries)', () => {
  it('removes, sets quantities and reorders, keeping each row’s other fields', () => {
    expect(
      applyEdit(entries, { remove: ['a'], quantities: [{ id: 'c', quantity: 9 }], order: ['c', 'b'] }),
    ).toEqual({
      entries: [
        { id: 'c', articleNumber: 'C', quantity: 9 },
        { id: 'b', articleNumber: 'B', quantity: 2 },
      ],
    })
  })

  it('ignores removing an entry that is already gone (removing twice is harmless)', () => {
    expect(applyEdit(entries, { remove: ['x', 'b'] })).toEqual({ entries: [entries[0], entries[2]] })
  })

  it('names the quantity change of an entry that is not on the list, or named twice', () => {
    expect(applyEdit(entries, { quantities: [{ id: 'x', quantity: 2 }] })).toEqual({
      parameter: 'quantities.0.id',
    })
    expect(
      applyEdit(entries, {
        quantities: [
          { id: 'a', quantity: 2 },
          { id: 'a', quantity: 3 },
        ],
      }),
    ).toEqual({ parameter: 'quantities.1.id' })
    expect(applyEdit(entries, { remove: ['a'], quantities: [{ id: 'a', quantity: 2 }] })).toEqual({
      parameter: 'quantities.0.id',
    })
  })

  it('wants an order naming every remaining entry exactly once', () => {
    expect(applyEdit(entries, { order: ['a', 'b'] })).toEqual({ parameter: 'order' })
    expect(applyEdit(entries, { order: ['a', 'b', 'b'] })).toEqual({ parameter: 'order' })
    expect(applyEdit(entries, { order: ['a', 'b', 'x'] })).toEqual({ parameter: 'order' })
    expect(applyEdit(entries, { remove: ['c'], order: ['b', 'a'] })).toEqual({
      entries: [entries[1], entries[0]],
    })
  })

  it('changes nothing of its input', () => {
    const copy = structuredClone(entries)
    applyEdit(entries, { remove: ['a'], quantities: [{ id: 'b', quantity: 5 }] })
    expect(entries).toEqual(copy)
  })
})
