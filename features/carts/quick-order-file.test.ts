import { describe, expect, it } from 'vitest'

import {
  csvSeparatorOf,
  decodeCsv,
  parseCsv,
  quantityOf,
  readQuickOrderRows,
  sheetKindOf,
} from './quick-order-file'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('sheetKindOf', () => {
  it('tells a file by its first bytes, never by its name', () => {
    expect(sheetKindOf(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0))).toBe('xlsx')
    expect(sheetKindOf(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('xls')
    expect(sheetKindOf(new TextEncoder().encode('Artikelnummer;Menge\r\nTRB-1;2\r\n'))).toBe('csv')
    // A PNG and a PDF with a NUL or control byte early on are neither.
    expect(sheetKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('unknown')
    expect(sheetKindOf(new TextEncoder().encode('%PDF-1.7\n\u0001\u0002'))).toBe('unknown')
  })
})

describe('decodeCsv', () => {
  it('reads UTF-8 with or without a byte order mark, and Windows-1252 as Swiss Excel saves CSV', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFFMenge;Stück'))).toBe('Menge;Stück')
    expect(decodeCsv(new TextEncoder().encode('Quantité'))).toBe('Quantité')
    // "Stück" in Windows-1252: ü is 0xFC, which is no valid UTF-8 on its own.
    expect(decodeCsv(bytes(0x53, 0x74, 0xfc, 0x63, 0x6b))).toBe('Stück')
  })
})

describe('csvSeparatorOf and parseCsv', () => {
  it('finds the separator of the first line: semicolon, tab or comma', () => {
    expect(csvSeparatorOf('Artikelnummer;Menge\n')).toBe(';')
    expect(csvSeparatorOf('Artikelnummer\tMenge\n')).toBe('\t')
    expect(csvSeparatorOf('Article number,Quantity\n')).toBe(',')
    // A comma inside quotes does not count.
    expect(csvSeparatorOf('"Art, Nr";Menge\n')).toBe(';')
  })

  it('reads quoted fields with separators, doubled quotes and line ends inside, CRLF and LF', () => {
    expect(parseCsv('a;"b;c";"say ""hi"""\r\nd;"e\nf";g\n')).toEqual([
      ['a', 'b;c', 'say "hi"'],
      ['d', 'e\nf', 'g'],
    ])
    expect(parseCsv('x,1\ny,2', ',')).toEqual([
      ['x', '1'],
      ['y', '2'],
    ])
  })
})

describe('quantityOf', () => {
  it('reads whole numbers as Swiss spreadsheets write them', () => {
    expect(quantityOf(12)).toBe(12)
    expect(quantityOf('12')).toBe(12)
    expect(quantityOf('12.00')).toBe(12)
    expect(quantityOf('12,0')).toBe(12)
    expect(quantityOf("1'200")).toBe(1200)
    expect(quantityOf('1’200')).toBe(1200)
    expect(quantityOf(' 7 ')).toBe(7)
  })

  it('refuses fractions, negatives and text', () => {
    expect(quantityOf(2.5)).toBeNull()
    expect(quantityOf('2,5')).toBeNull()
    expect(quantityOf('-3')).toBeNull()
    expect(quantityOf('zwei')).toBeNull()
    expect(quantityOf(true)).toBeNull()
  })
})

describe('readQuickOrderRows', () => {
  it('finds the columns by their headers in any of the four languages and names each row by its number', () => {
    const rows = [
      ['Pos.', 'Bezeichnung', 'Menge', 'Art.-Nr.'],
      [1, 'Motorenöl', 4, 'trb-synpro-5w30-005l'],
      [2, 'Getriebeöl', "1'000", 'TRB-GEARM-80W90-2-001L'],
    ]
    expect(readQuickOrderRows(rows)).toEqual({
      ok: true,
      lines: [
        { line: 2, articleNumber: 'TRB-SYNPRO-5W30-005L', count: 4 },
        { line: 3, articleNumber: 'TRB-GEARM-80W90-2-001L', count: 1000 },
      ],
      problems: [],
    })
    for (const header of [
      ['Numéro d’article', 'Quantité'],
      ["N° d'article", 'Qté'],
      ['Codice articolo', 'Quantità'],
      ['Article number', 'Qty'],
      ['SKU', 'Quantity'],
    ]) {
      const read = readQuickOrderRows([header, ['TRB-1000', '3']])
      expect(read.ok && read.lines, header.join('|')).toEqual([
        { line: 2, articleNumber: 'TRB-1000', count: 3 },
      ])
    }
  })

  it('reads a sheet without a header when its first row starts with an article number; a missing quantity is 1', () => {
    expect(readQuickOrderRows([[], ['TRB-1000', 2], ['TRB-2000']])).toEqual({
      ok: true,
      lines: [
        { line: 2, articleNumber: 'TRB-1000', count: 2 },
        { line: 3, articleNumber: 'TRB-2000', count: 1 },
      ],
      problems: [],
    })
  })

  it('names bad rows: no article number, a bad quantity, a formula', () => {
    const read = readQuickOrderRows([
      ['Artikelnummer', 'Menge'],
      ['TRB-1000', 2],
      ['Öl', 2],
      ['TRB-2000', 0],
      ['TRB-3000', 10_000],
      ['TRB-4000', 2.5],
      ['=HYPERLINK("http://x","TRB-5000")', 1],
      ['TRB-6000', '=A1*2'],
      ['@SUM(1)', 1],
      [null, ''],
    ])
    expect(read).toEqual({
      ok: true,
      lines: [{ line: 2, articleNumber: 'TRB-1000', count: 2 }],
      problems: [
        { line: 3, text: 'Öl; 2', problem: 'format' },
        { line: 4, text: 'TRB-2000; 0', problem: 'count' },
        { line: 5, text: 'TRB-3000; 10000', problem: 'count' },
        { line: 6, text: 'TRB-4000; 2.5', problem: 'count' },
        { line: 7, text: '=HYPERLINK("http://x","TRB-5000"); 1', problem: 'formula' },
        { line: 8, text: 'TRB-6000; =A1*2', problem: 'formula' },
        { line: 9, text: '@SUM(1); 1', problem: 'formula' },
      ],
    })
  })

  it('refuses an empty sheet and one whose first row is neither a header nor an article number', () => {
    expect(readQuickOrderRows([])).toEqual({ ok: false, problem: 'empty' })
    expect(readQuickOrderRows([[null, ''], []])).toEqual({ ok: false, problem: 'empty' })
    expect(
      readQuickOrderRows([
        ['Name', 'Preis'],
        ['Öl', 12],
      ]),
    ).toEqual({ ok: false, problem: 'columns' })
  })
})
