import { describe, expect, it } from 'vitest'

import { percentile, summarize } from './percentiles.mjs'

const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1)

describe('percentile', () => {
  it('returns the nearest-rank p95 of a sorted sample', () => {
    expect(percentile(oneToHundred, 95)).toBe(95)
    // 20 values: rank ceil(0.95 * 20) = 19
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => (i + 1) * 10),
        95,
      ),
    ).toBe(190)
  })

  it('rounds the rank up, so the result is always an observed value', () => {
    const sample = [3, 5, 7, 11, 13]
    expect(percentile(sample, 50)).toBe(7) // rank ceil(2.5) = 3
    expect(percentile(sample, 95)).toBe(13) // rank ceil(4.75) = 5
    expect(percentile(sample, 99)).toBe(13)
  })

  it('gives the minimum at p0 and the maximum at p100', () => {
    expect(percentile(oneToHundred, 0)).toBe(1)
    expect(percentile(oneToHundred, 100)).toBe(100)
  })

  it('returns null for an empty sample and rejects percentiles outside 0..100', () => {
    expect(percentile([], 95)).toBeNull()
    expect(() => percentile(oneToHundred, 101)).toThrow(RangeError)
    expect(() => percentile(oneToHundred, Number.NaN)).toThrow(RangeError)
  })
})

describe('summarize', () => {
  it('sorts numerically without changing the input and reports p50, p95, p99 and mean', () => {
    const input = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 100]
    const copy = [...input]
    expect(summarize(input)).toEqual({ count: 11, p50: 6, p95: 100, p99: 100, mean: 155 / 11 })
    expect(input).toEqual(copy)
  })

  it('reports nulls for an empty sample', () => {
    expect(summarize([])).toEqual({ count: 0, p50: null, p95: null, p99: null, mean: null })
  })
})
