import { describe, expect, it } from 'vitest'

import { BYTE_BASE, BYTE_UNITS, formatBytes } from './bytes'

describe('byte sizes', () => {
  it('uses base 1024 and the units Bytes to YB', () => {
    expect(BYTE_BASE).toBe(1024)
    expect(BYTE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'])
  })

  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_234_567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })

  it('rounds to two decimals', () => {
    expect(formatBytes(1024 + 1024 * 0.4567)).toBe('1.46 KB')
  })

  it.each([-1, Number.NaN, null, undefined])('shows nothing for %s', (value) => {
    expect(formatBytes(value)).toBe('')
  })
})
