import { describe, expect, it } from 'vitest'

import { VISCOSITIES } from './constants'
import { compareViscosity, readSort, sortProducts, type SortableProduct } from './sort'

const product = (
  id: number,
  title: string,
  viscosity: string | null,
  createdAt: string | null = null,
): SortableProduct => ({ id, productNumber: `TRB-${id}`, title, viscosity, createdAt })

const products = [
  product(1, 'Tribo Synth 10W-40', '10W-40', '2025-03-01T10:00:00.000Z'),
  product(2, 'Öko Hydraulik HEES 46', 'ISO VG 46', '2025-05-01T10:00:00.000Z'),
  product(3, 'Tribo Longlife 0W-20', '0W-20', '2024-01-01T10:00:00.000Z'),
  product(4, 'Fett Mehrzweck', 'NLGI 2', '2025-05-01T10:00:00.000Z'),
  product(5, 'Bremsenreiniger', null, '2026-01-01T10:00:00.000Z'),
  product(6, 'tribo Synth 5W-30', '5W-30', null),
  product(7, 'Getriebeöl 75W-90', '75W-90', '2025-02-01T10:00:00.000Z'),
  product(8, 'Hydrauliköl HLP 32', 'ISO VG 32', '2025-02-01T10:00:00.000Z'),
]
const ids = (list: SortableProduct[]) => list.map((p) => p.id)

describe('product list order', () => {
  it('orders viscosity grades naturally: SAE by winter then summer grade, then ISO VG, then NLGI; none last', () => {
    const grades = [
      'ISO VG 100',
      'NLGI 2',
      '10W-40',
      '0W-20',
      '5W-30',
      'ISO VG 22',
      '15W-40',
      '5W-20',
      'NLGI 00',
      '75W-90',
      'NLGI 0',
      '10W-30',
      null,
    ]
    expect([...grades].sort(compareViscosity)).toEqual([
      '0W-20',
      '5W-20',
      '5W-30',
      '10W-30',
      '10W-40',
      '15W-40',
      '75W-90',
      'ISO VG 22',
      'ISO VG 100',
      'NLGI 00',
      'NLGI 0',
      'NLGI 2',
      null,
    ])
    // The catalogue's own list of grades is already in that order.
    expect([...VISCOSITIES].reverse().sort(compareViscosity)).toEqual([...VISCOSITIES])
  })

  it('sorts by viscosity with products without one last, ties by name', () => {
    expect(ids(sortProducts(products, 'viscosity', 'de'))).toEqual([3, 6, 1, 7, 8, 2, 4, 5])
  })

  it('sorts by name as a German reader expects (umlauts, case)', () => {
    expect(sortProducts(products, 'name', 'de').map((p) => p.title)).toEqual([
      'Bremsenreiniger',
      'Fett Mehrzweck',
      'Getriebeöl 75W-90',
      'Hydrauliköl HLP 32',
      'Öko Hydraulik HEES 46',
      'Tribo Longlife 0W-20',
      'tribo Synth 5W-30',
      'Tribo Synth 10W-40',
    ])
  })

  it('sorts the newest first, undated last, ties by the later record', () => {
    expect(ids(sortProducts(products, 'newest', 'de'))).toEqual([5, 4, 2, 1, 8, 7, 3, 6])
  })

  it('keeps the given order for relevance and never changes its input', () => {
    const before = ids(products)
    expect(ids(sortProducts(products, 'relevance', 'de'))).toEqual(before)
    sortProducts(products, 'name', 'de')
    expect(ids(products)).toEqual(before)
  })

  it('reads a sort from an address: unknown values fall back, relevance only with a search term', () => {
    expect(readSort('viscosity', false)).toBe('viscosity')
    expect(readSort(' newest ', false)).toBe('newest')
    expect(readSort(null, false)).toBe('name')
    expect(readSort('price', false)).toBe('name')
    expect(readSort('relevance', false)).toBe('name')
    expect(readSort(null, true)).toBe('relevance')
    expect(readSort('name', true)).toBe('name')
    expect(readSort('<script>', true)).toBe('relevance')
  })
})
