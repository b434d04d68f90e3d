import { describe, expect, it } from 'vitest'

import { FLEET_IMPORT_MAX_ROWS } from './constants'
import { readFleetImportRows, yearlyKmOf } from './import-rows'

describe('a file of licence plates', () => {
  it('finds the columns by their headers in any language and reads each row with its row number', () => {
    const parsed = readFleetImportRows([
      [],
      ['Plaque', 'Site', 'Centre de coûts', 'km/an', 'Désignation'],
      ['gr 12345', 'Chur', 'KST 1', "25'000", 'Camion'],
      [null, null],
      ['ZH 1', '', '', '', ''],
    ])
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { row: 3, plate: 'GR12345', name: 'Camion', site: 'Chur', costCentre: 'KST 1', yearlyKm: 25000 },
        { row: 5, plate: 'ZH1', name: null, site: null, costCentre: null, yearlyKm: null },
      ],
      problems: [],
    })
  })

  it('reads a file without a header (plate first) and names the bad rows: formula, malformed plate, duplicate, bad km, long text', () => {
    const parsed = readFleetImportRows([
      ['ZH 123', 'A'],
      ['=1+1', 'B'],
      ['XY 9', 'C'],
      ['zh123', 'D'],
      ['BE 5', 'E', null, null, 'viel'],
      ['BE 6', 'x'.repeat(81)],
      ['BE 7', '@SUM(A1)'],
    ])
    expect(parsed.ok && parsed.rows.map((r) => r.plate)).toEqual(['ZH123'])
    expect(parsed.ok && parsed.problems.map((p) => [p.row, p.problem])).toEqual([
      [2, 'formula'],
      [3, 'plate'],
      [4, 'duplicateFile'],
      [5, 'yearlyKm'],
      [6, 'tooLong'],
      [7, 'formula'],
    ])
  })

  it('refuses a file as a whole: empty, no plate column, too many rows', () => {
    expect(readFleetImportRows([])).toEqual({ ok: false, problem: 'empty' })
    expect(
      readFleetImportRows([
        ['Name', 'Ort'],
        ['Lastwagen', 'Chur'],
      ]),
    ).toEqual({ ok: false, problem: 'columns' })
    const many = [
      ['Kontrollschild'],
      ...Array.from({ length: FLEET_IMPORT_MAX_ROWS + 1 }, (_, i) => [`ZH ${i + 1}`]),
    ]
    expect(readFleetImportRows(many)).toEqual({ ok: false, problem: 'tooManyRows' })
  })

  it('reads km per year as Swiss spreadsheets write it', () => {
    expect(yearlyKmOf(25000)).toBe(25000)
    expect(yearlyKmOf("25'000")).toBe(25000)
    expect(yearlyKmOf('25 000,0')).toBe(25000)
    expect(yearlyKmOf('')).toBeNull()
    expect(yearlyKmOf(12.5)).toBe('bad')
    expect(yearlyKmOf('600000')).toBe('bad')
  })
})
