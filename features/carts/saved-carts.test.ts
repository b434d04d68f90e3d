import { describe, expect, it } from 'vitest'

import type { StoredLine } from './lines'
import {
  savedCartBodyField,
  ZRestoreSavedCartBody,
  ZSaveCartBody,
  ZSavedCartId,
  ZSavedCartName,
} from './saved-cart-schemas'
import { restoreLines } from './saved-carts'

const line = (articleNumber: string, count: number, extra: Partial<StoredLine> = {}): StoredLine => ({
  itemKey: `k-${articleNumber}`,
  product: 1,
  articleNumber,
  count,
  ...extra,
})
let keys = 0
const newKey = () => `new-${++keys}`

describe('restoreLines (a saved cart back into the cart)', () => {
  it('merge: adds the saved counts to equal articles in place and appends new ones with their texts', () => {
    const current = [line('A', 2, { itemRefText: 'Halle 2' }), line('B', 1)]
    const { lines, changed } = restoreLines(
      current,
      [
        { product: 1, articleNumber: 'A', count: 3, itemRefText: 'Lager' },
        { product: 2, articleNumber: 'C', count: 4, itemRefText: 'Flotte' },
      ],
      'merge',
      newKey,
    )
    expect(lines.map((l) => [l.itemKey, l.articleNumber, l.count, l.itemRefText ?? null])).toEqual([
      ['k-A', 'A', 5, 'Halle 2'],
      ['k-B', 'B', 1, null],
      [expect.stringMatching(/^new-/), 'C', 4, 'Flotte'],
    ])
    expect(changed).toEqual(new Set(['A', 'C']))
    // The cart read under the lock is not changed.
    expect(current[0]!.count).toBe(2)
  })

  it('merge: caps an article at 9999 and keeps what was asked for (a cart change to confirm)', () => {
    const { lines } = restoreLines(
      [line('A', 9000)],
      [{ product: 1, articleNumber: 'A', count: 1500 }],
      'merge',
      newKey,
    )
    expect(lines[0]).toMatchObject({ count: 9999, requestedCount: 10500 })
  })

  it('replace: the cart becomes the saved lines with fresh keys; repeated saved articles are merged', () => {
    const { lines, changed } = restoreLines(
      [line('A', 2), line('B', 1)],
      [
        { product: 2, articleNumber: 'C', count: 4 },
        { product: 1, articleNumber: 'A', count: 1 },
        { product: 2, articleNumber: 'C', count: 2 },
      ],
      'replace',
      newKey,
    )
    expect(lines.map((l) => [l.articleNumber, l.count])).toEqual([
      ['C', 6],
      ['A', 1],
    ])
    expect(lines.every((l) => l.itemKey.startsWith('new-'))).toBe(true)
    expect(changed).toEqual(new Set(['C', 'A']))
  })
})

describe('saved-cart schemas', () => {
  it('trims the name and wants 1–80 characters without control characters', () => {
    expect(ZSavedCartName.parse('  Nachbestellung Lager  ')).toBe('Nachbestellung Lager')
    expect(ZSavedCartName.safeParse('   ').success).toBe(false)
    expect(ZSavedCartName.safeParse('x'.repeat(80)).success).toBe(true)
    expect(ZSavedCartName.safeParse('x'.repeat(81)).success).toBe(false)
    expect(ZSavedCartName.safeParse('Lager\u0000').success).toBe(false)
  })

  it('names the refused field of a body, and whether control characters were the reason', () => {
    const control = ZSaveCartBody.safeParse({ name: 'a\tb' })
    expect(!control.success && savedCartBodyField(control.error)).toEqual({ field: 'name', control: true })
    const missing = ZSaveCartBody.safeParse({})
    expect(!missing.success && savedCartBodyField(missing.error)).toEqual({ field: 'name', control: false })
    const unknown = ZSaveCartBody.safeParse({ name: 'X', owner: 3 })
    expect(!unknown.success && savedCartBodyField(unknown.error)).toEqual({ field: 'owner', control: false })
    const mode = ZRestoreSavedCartBody.safeParse({ mode: 'append' })
    expect(!mode.success && savedCartBodyField(mode.error)).toEqual({ field: 'mode', control: false })
    expect(ZRestoreSavedCartBody.parse({ mode: 'replace' })).toEqual({ mode: 'replace' })
  })

  it('reads an id of the address as a positive whole number only', () => {
    expect(ZSavedCartId.parse('12')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', ''])
      expect(ZSavedCartId.safeParse(bad).success, bad).toBe(false)
  })
})
