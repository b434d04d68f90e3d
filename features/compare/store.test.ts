import type { StateStorage } from 'zustand/middleware'
import { describe, expect, it } from 'vitest'

import { COMPARE_STORAGE_KEY, type CompareEntry } from './constants'
import { addEntry, cleanEntries, compareStorageKey, createCompareStore, getCompareStore } from './store'

const entry = (n: number, extra: Partial<CompareEntry> = {}): CompareEntry => ({
  productNumber: `TRB-P-${n}`,
  title: `Produkt ${n}`,
  imageUrl: null,
  ...extra,
})

/** A synchronous in-memory localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  const storage: StateStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return { items, storage: () => storage }
}

describe('comparison store', () => {
  it('holds at most three products and refuses a fourth', () => {
    const store = createCompareStore({ storage: memoryStorage().storage })
    expect([1, 2, 3].map((n) => store.getState().add(entry(n)))).toEqual(['added', 'added', 'added'])
    expect(store.getState().add(entry(4))).toBe('full')
    expect(store.getState().entries.map((e) => e.productNumber)).toEqual(['TRB-P-1', 'TRB-P-2', 'TRB-P-3'])
  })

  it('keeps no duplicates (product numbers in any case)', () => {
    const store = createCompareStore({ storage: memoryStorage().storage })
    store.getState().add(entry(1))
    expect(store.getState().add(entry(1, { title: 'Anders' }))).toBe('duplicate')
    expect(store.getState().add({ productNumber: 'trb-p-1', title: 'klein' })).toBe('duplicate')
    expect(store.getState().entries).toHaveLength(1)
    // A full list still answers "duplicate" for a chosen product.
    store.getState().add(entry(2))
    store.getState().add(entry(3))
    expect(store.getState().add(entry(2))).toBe('duplicate')
  })

  it('removes one product, toggles, and clears', () => {
    const store = createCompareStore({ storage: memoryStorage().storage })
    ;[1, 2, 3].forEach((n) => store.getState().add(entry(n)))
    store.getState().remove('trb-p-2')
    expect(store.getState().entries.map((e) => e.productNumber)).toEqual(['TRB-P-1', 'TRB-P-3'])
    expect(store.getState().toggle(entry(3))).toBe('removed')
    expect(store.getState().toggle(entry(4))).toBe('added')
    expect(store.getState().entries.map((e) => e.productNumber)).toEqual(['TRB-P-1', 'TRB-P-4'])
    store.getState().clear()
    expect(store.getState().entries).toEqual([])
  })

  it('takes over a comparison page’s products, three at most', () => {
    const store = createCompareStore({ storage: memoryStorage().storage })
    store.getState().add(entry(9))
    store.getState().replace([entry(1), entry(2), entry(1), entry(3), entry(4)])
    expect(store.getState().entries.map((e) => e.productNumber)).toEqual(['TRB-P-1', 'TRB-P-2', 'TRB-P-3'])
    const before = store.getState().entries
    store.getState().replace([entry(1), entry(2), entry(3)])
    // Nothing changed: the same list (no re-render, no write).
    expect(store.getState().entries).toBe(before)
  })

  it('keeps the choice in storage and reads it back, cleaned', () => {
    const { items, storage } = memoryStorage()
    const store = createCompareStore({ name: 'tribo.compare.test', storage })
    store.getState().add(entry(1, { imageUrl: '/media/a.png' }))
    expect(JSON.parse(items.get('tribo.compare.test')!)).toEqual({
      state: { entries: [{ productNumber: 'TRB-P-1', title: 'Produkt 1', imageUrl: '/media/a.png' }] },
      version: 1,
    })

    expect(createCompareStore({ name: 'tribo.compare.test', storage }).getState().entries).toEqual([
      entry(1, { imageUrl: '/media/a.png' }),
    ])

    // Tampered or broken data: invalid entries are dropped, never more than three.
    items.set(
      'tribo.compare.test',
      JSON.stringify({
        state: {
          entries: [
            entry(1),
            { productNumber: '<b>', title: 'x' },
            { title: 'no number' },
            'junk',
            entry(2),
            entry(3),
            entry(4),
          ],
        },
        version: 1,
      }),
    )
    expect(
      createCompareStore({ name: 'tribo.compare.test', storage })
        .getState()
        .entries.map((e) => e.productNumber),
    ).toEqual(['TRB-P-1', 'TRB-P-2', 'TRB-P-3'])
    items.set('tribo.compare.test', '{not json')
    expect(createCompareStore({ name: 'tribo.compare.test', storage }).getState().entries).toEqual([])
  })

  it('cleans entries: valid numbers in upper case, an image URL or null', () => {
    expect(cleanEntries([{ productNumber: ' trb-p-1 ', title: 'A', imageUrl: '' }])).toEqual([
      { productNumber: 'TRB-P-1', title: 'A', imageUrl: null },
    ])
    expect(cleanEntries(null)).toEqual([])
    expect(addEntry([], { productNumber: 'bad number', title: 'x' }).entries).toEqual([])
  })

  it('keeps tenants apart by storage key, and gives the server a fresh store on every call', () => {
    expect(compareStorageKey('moto')).toBe(`${COMPARE_STORAGE_KEY}.moto`)
    const first = getCompareStore('tribo')
    first.getState().add(entry(1))
    expect(getCompareStore('tribo')).not.toBe(first)
    expect(getCompareStore('tribo').getState().entries).toEqual([])
  })
})
