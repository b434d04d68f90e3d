import { describe, expect, it } from 'vitest'

import { choosePack } from './pack'

const a = (articleNumber: string, packSize: number, unit = 'L', orderable = true) => ({
  articleNumber,
  packSize,
  unit,
  orderable,
})
const packs = [a('60L', 60), a('1L', 1), a('5L', 5), a('20L', 20), a('208L', 208, 'L', false)]

describe('choosePack', () => {
  it('takes the smallest orderable pack that covers the fill quantity', () => {
    expect(choosePack(packs, 4.3)?.articleNumber).toBe('5L')
    expect(choosePack(packs, 5)?.articleNumber).toBe('5L')
    expect(choosePack(packs, 0.5)?.articleNumber).toBe('1L')
    expect(choosePack(packs, 35)?.articleNumber).toBe('60L')
  })

  it('takes the largest orderable pack when none covers it, never one that cannot be ordered', () => {
    expect(choosePack(packs, 150)?.articleNumber).toBe('60L')
  })

  it('takes the smallest pack without a fill quantity', () => {
    expect(choosePack(packs, null)?.articleNumber).toBe('1L')
  })

  it('counts millilitres as litres and ignores pieces', () => {
    expect(choosePack([a('400ml', 400, 'ml'), a('1L', 1), a('box', 12, 'pcs')], 0.3)?.articleNumber).toBe(
      '400ml',
    )
    expect(choosePack([a('box', 12, 'pcs')], 1)).toBeNull()
  })

  it('offers nothing when no pack can be ordered', () => {
    expect(choosePack([a('5L', 5, 'L', false)], 4)).toBeNull()
  })
})
