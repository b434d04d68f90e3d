import { describe, expect, it } from 'vitest'

import { unsharedApprovals } from './differences'
import {
  comparePath,
  comparePathWithout,
  isProductNumber,
  normalizeProductNumbers,
  parseCompareParam,
  thumbnailUrl,
} from './url'

describe('comparison address', () => {
  it('reads comma-separated product numbers: trimmed, upper case, without blanks and duplicates, in order', () => {
    expect(normalizeProductNumbers(' trb-a-1 , TRB-B-2,,trb-a-1, ')).toEqual(['TRB-A-1', 'TRB-B-2'])
    expect(normalizeProductNumbers(['TRB-A-1,TRB-B-2', 'TRB-C-3'])).toEqual(['TRB-A-1', 'TRB-B-2', 'TRB-C-3'])
    expect(normalizeProductNumbers(undefined)).toEqual([])
    expect(normalizeProductNumbers('')).toEqual([])
  })

  it('keeps the first three and says when more were asked for', () => {
    expect(parseCompareParam('A-01,B-02,C-03,D-04')).toEqual({
      present: true,
      productNumbers: ['A-01', 'B-02', 'C-03'],
      truncated: true,
    })
    expect(parseCompareParam('A-01,B-02,C-03')).toEqual({
      present: true,
      productNumbers: ['A-01', 'B-02', 'C-03'],
      truncated: false,
    })
    // Duplicates do not count against the limit.
    expect(parseCompareParam('A-01,A-01,B-02,C-03').truncated).toBe(false)
  })

  it('tells an emptied comparison (?products=) from an address without the parameter', () => {
    expect(parseCompareParam('')).toEqual({ present: true, productNumbers: [], truncated: false })
    expect(parseCompareParam(undefined)).toEqual({ present: false, productNumbers: [], truncated: false })
  })

  it('builds the page address, and the address without one column', () => {
    expect(comparePath('de-ch', ['TRB-SYN-5W30-C3', 'trb-gear-75w90-gl5'])).toBe(
      '/de-ch/compare?products=TRB-SYN-5W30-C3,TRB-GEAR-75W90-GL5',
    )
    expect(comparePath('fr-ch', ['A-01', 'B-02', 'C-03', 'D-04'])).toBe(
      '/fr-ch/compare?products=A-01,B-02,C-03',
    )
    expect(comparePathWithout('de-ch', ['A-01', 'B-02', 'C-03'], 'b-02')).toBe(
      '/de-ch/compare?products=A-01,C-03',
    )
    // The last column removed: the parameter stays (empty), so the page also empties the stored choice.
    expect(comparePathWithout('de-ch', ['A-01'], 'A-01')).toBe('/de-ch/compare?products=')
    // What it builds, it reads back.
    const url = new URL(comparePath('en', ['TRB-A-1', 'TRB-B-2']), 'http://localhost')
    expect(parseCompareParam(url.searchParams.get('products')).productNumbers).toEqual(['TRB-A-1', 'TRB-B-2'])
  })

  it('checks product numbers by the catalogue rule', () => {
    expect(isProductNumber('TRB-SYN-5W30-C3')).toBe(true)
    expect(isProductNumber('AB')).toBe(false)
    expect(isProductNumber('TRB 5W30')).toBe(false)
    expect(isProductNumber('<script>')).toBe(false)
  })

  it('takes the smallest picture of an image as thumbnail', () => {
    expect(
      thumbnailUrl({
        srcset: '/m/a-300.webp 300w, /m/a-900.webp 900w, /m/a.png 1200w',
        fallback: '/m/a.png',
      }),
    ).toBe('/m/a-300.webp')
    expect(thumbnailUrl({ fallback: '/m/a.png' })).toBe('/m/a.png')
    expect(thumbnailUrl(null)).toBeNull()
  })
})

describe('approval differences', () => {
  it('marks the approvals not every product has', () => {
    const products = [
      { approvals: ['ACEA C3', 'VW 504 00', 'MB 229.51'] },
      { approvals: ['ACEA C3', 'MB 229.51', 'BMW LL-04'] },
      { approvals: ['ACEA C3', 'MB 229.51'] },
    ]
    expect([...unsharedApprovals(products)].sort()).toEqual(['BMW LL-04', 'VW 504 00'])
  })

  it('marks nothing for a single product', () => {
    expect(unsharedApprovals([{ approvals: ['ACEA C3'] }]).size).toBe(0)
  })
})
