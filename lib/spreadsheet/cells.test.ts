import { describe, expect, it } from 'vitest'

import { cellText, csvSeparatorOf, isFormulaCell, normaliseHeader, parseCsv, sheetKindOf } from './cells'

describe('spreadsheet cells', () => {
  it('tells a file by its bytes', () => {
    expect(sheetKindOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('xlsx')
    expect(sheetKindOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('xls')
    expect(sheetKindOf(new TextEncoder().encode('Kontrollschild;Name\r\nZH 1;A'))).toBe('csv')
    expect(sheetKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('unknown')
  })

  it('reads CSV rows with the separator of the first line and quoted fields', () => {
    expect(csvSeparatorOf('a;b;c\n1,5;2;3')).toBe(';')
    expect(parseCsv('Plate,Name\r\n"ZH 1","A ""B"""\r\n')).toEqual([
      ['Plate', 'Name'],
      ['ZH 1', 'A "B"'],
    ])
  })

  it('marks formulas, compares headers without case, accents and punctuation, and gives a cell’s text', () => {
    expect(['=1+1', ' +A1', '@SUM(A1)', '-A1'].map(isFormulaCell)).toEqual([true, true, true, true])
    expect(['-5', 'ZH 1', 12, null].map(isFormulaCell)).toEqual([false, false, false, false])
    expect(normaliseHeader('Centre de coûts')).toBe('centredecouts')
    expect(normaliseHeader('km/Jahr')).toBe('kmjahr')
    expect(cellText(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27')
    expect(cellText('  ZH 1 ')).toBe('ZH 1')
  })
})
