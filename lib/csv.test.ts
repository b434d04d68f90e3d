import { describe, expect, it } from 'vitest'

import { CSV_BOM, csvField, fileSlug, toCsv } from './csv'

describe('csvField', () => {
  it('leaves plain text and numbers as they are, empty for null', () => {
    expect(csvField('4500012001')).toBe('4500012001')
    expect(csvField(12.5)).toBe('12.5')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes fields with the separator, quotes, line breaks or outer spaces, doubling quotes', () => {
    expect(csvField('Garage; Muster')).toBe('"Garage; Muster"')
    expect(csvField('Das "beste" Öl')).toBe('"Das ""beste"" Öl"')
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
    expect(csvField(' Lager ')).toBe('" Lager "')
    expect(csvField('a,b')).toBe('a,b')
    expect(csvField('a,b', ',')).toBe('"a,b"')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField('+41 44')).toBe("'+41 44")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField(-5)).toBe('-5')
    expect(csvField('-5')).toBe("'-5")
    expect(csvField(Number.NaN)).toBe('')
  })
})

describe('toCsv', () => {
  it('starts with a BOM, separates with ; and ends every row with CRLF', () => {
    expect(
      toCsv(
        ['Nr', 'Text'],
        [
          ['1', 'a;b'],
          [2, null],
        ],
      ),
    ).toBe(`${CSV_BOM}Nr;Text\r\n1;"a;b"\r\n2;\r\n`)
  })

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Bestellnummer'], [])).toBe(`${CSV_BOM}Bestellnummer\r\n`)
  })
})

describe('fileSlug', () => {
  it('makes a safe file name from a list name (umlauts spelled out, accents dropped, nothing but a-z, 0-9 and dashes)', () => {
    expect(fileSlug('Öl; "Frühling" / Test', 'x')).toBe('oel-fruehling-test')
    expect(fileSlug('Crème brûlée ß', 'x')).toBe('creme-brulee-ss')
    expect(fileSlug('../../etc/passwd', 'x')).toBe('etc-passwd')
    expect(fileSlug('«»', 'liste-7')).toBe('liste-7')
    expect(fileSlug('a'.repeat(100), 'x')).toHaveLength(60)
  })
})
