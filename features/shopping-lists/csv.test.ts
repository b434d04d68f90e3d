import { describe, expect, it } from 'vitest'

import { csvCell, fileSlug, toCsv } from './csv'

describe('CSV of a shopping list', () => {
  it('quotes cells with separators, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Öl 5W-30')).toBe('Öl 5W-30')
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('Das "beste" Öl')).toBe('"Das ""beste"" Öl"')
    expect(csvCell('zwei\nZeilen')).toBe('"zwei\nZeilen"')
    expect(csvCell(12)).toBe('12')
    expect(csvCell(null)).toBe('')
  })

  it('defuses texts a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('+41')).toBe("'+41")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-5')).toBe("'-5")
  })

  it('starts with a BOM, separates with ; and ends each line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['x', 1], ['y;z', 2]])).toBe('\uFEFFA;B\r\nx;1\r\n"y;z";2\r\n')
  })

  it('makes a safe file name from a list name (umlauts spelled out, accents dropped, nothing but a-z, 0-9 and dashes)', () => {
    expect(fileSlug('Öl; "Frühling" / Test', 'x')).toBe('oel-fruehling-test')
    expect(fileSlug('Crème brûlée ß', 'x')).toBe('creme-brulee-ss')
    expect(fileSlug('../../etc/passwd', 'x')).toBe('etc-passwd')
    expect(fileSlug('«»', 'liste-7')).toBe('liste-7')
    expect(fileSlug('a'.repeat(100), 'x')).toHaveLength(60)
  })
})
