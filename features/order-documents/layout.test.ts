import { describe, expect, it } from 'vitest'

import {
  addressLines,
  documentFileName,
  fitLine,
  fittingSize,
  pdfText,
  planPages,
  swissDayAfter,
  tableColumns,
  vatRateLabel,
  wrapCode,
  wrapText,
} from './layout'

/** A monospaced measure: every character 5 points wide. */
const mono = (text: string) => text.length * 5

describe('pdfText', () => {
  it('keeps what the standard fonts show and replaces the rest', () => {
    expect(pdfText('Öl – «Spezial» 5W‑30 € ✓')).toBe('Öl – «Spezial» 5W?30 € ?')
    expect(pdfText('Zeile 1\nZeile\t2\u0007')).toBe('Zeile 1 Zeile 2')
    expect(pdfText('1\u202f234 \u2212 5')).toBe('1 234 - 5')
    expect(pdfText(null)).toBe('')
    expect(pdfText('Cafe\u0301')).toBe('Café')
  })
})

describe('wrapping and cutting', () => {
  it('wraps between words within the width', () => {
    expect(wrapText('Motorenöl vollsynthetisch für Nutzfahrzeuge', 100, mono)).toEqual([
      'Motorenöl', // 9 characters = 45 points; with the next word 125
      'vollsynthetisch für', // 19 = 95
      'Nutzfahrzeuge',
    ])
  })

  it('breaks a word longer than a line', () => {
    expect(wrapText('ABCDEFGHIJKLMNOPQRSTUVWXY', 50, mono)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXY'])
  })

  it('keeps at most maxLines, the last one ending with an ellipsis within the width', () => {
    const lines = wrapText('eins zwei drei vier fünf sechs sieben acht', 50, mono, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1]!.endsWith('…')).toBe(true)
    expect(lines.every((line) => mono(line) <= 50)).toBe(true)
  })

  it('cuts a single line with an ellipsis', () => {
    expect(fitLine('Garage Muster AG', 200, mono)).toBe('Garage Muster AG')
    const cut = fitLine('Transporte Alpin GmbH, Depot Landquart', 60, mono)
    expect(cut.endsWith('…')).toBe(true)
    expect(mono(cut)).toBeLessThanOrEqual(60)
  })

  it('answers nothing for an empty text', () => {
    expect(wrapText('   ', 50, mono)).toEqual([])
    expect(fitLine('', 50, mono)).toBe('')
  })
})

describe('article and document numbers', () => {
  /** Every character `size / 2` points wide. */
  const at = (size: number) => (text: string) => (text.length * size) / 2

  it('keeps a number on one line, at the largest size that fits', () => {
    // 20 characters: 80 points at 8, 75 at 7.5.
    expect(fittingSize('TRB-SYNPRO-5W30-020L', 80, at, 8.5, 6.5)).toBe(8)
    expect(fittingSize('TRB-SYNPRO-5W30-020L', 76, at, 8.5, 6.5)).toBe(7.5)
    expect(fittingSize('SHORT', 80, at, 8.5, 6.5)).toBe(8.5)
    expect(fittingSize('TRB-SYNPRO-5W30-020L', 40, at, 8.5, 6.5)).toBeNull()
  })

  it('wraps a number after its separators, inside a part only when the part is longer than a line', () => {
    expect(wrapCode('TRB-SYNPRO-5W30-020L', 60, mono)).toEqual(['TRB-SYNPRO-', '5W30-020L'])
    expect(wrapCode('RE/2026/000123', 50, mono)).toEqual(['RE/2026/', '000123'])
    expect(wrapCode('ABCDEFGHIJKLMNOP', 40, mono)).toEqual(['ABCDEFGH', 'IJKLMNOP'])
    expect(wrapCode('TRB-SYNPRO-5W30-020L', 200, mono)).toEqual(['TRB-SYNPRO-5W30-020L'])
    const cut = wrapCode('A-B-C-D-E-F-G-H-I-J', 20, mono, 2)
    expect(cut).toHaveLength(2)
    expect(cut[1]!.endsWith('…')).toBe(true)
  })
})

describe('planPages', () => {
  it('puts everything on one page when it fits', () => {
    expect(planPages([20, 20, 20], 100, 200, 30)).toEqual({ pages: [[0, 1, 2]], tailOnNewPage: false })
  })

  it('starts a new page for a row that does not fit and never splits a row', () => {
    expect(planPages([40, 40, 40, 40], 100, 90, 10)).toEqual({
      pages: [
        [0, 1],
        [2, 3],
      ],
      tailOnNewPage: false,
    })
  })

  it('moves the totals to a page of their own when they do not fit below the last row', () => {
    expect(planPages([40, 40], 100, 500, 30)).toEqual({ pages: [[0, 1]], tailOnNewPage: true })
  })

  it('lays out hundreds of lines over several pages, every row once and in order', () => {
    const heights = Array.from({ length: 250 }, (_, i) => (i % 7 === 0 ? 34 : 17))
    const plan = planPages(heights, 400, 640, 120)
    expect(plan.pages.flat()).toEqual(heights.map((_, i) => i))
    expect(plan.pages.length).toBeGreaterThan(5)
    for (const [n, page] of plan.pages.entries()) {
      const used = page.reduce((sum, i) => sum + heights[i]!, 0)
      expect(used).toBeLessThanOrEqual(n === 0 ? 400 : 640)
    }
  })

  it('keeps an empty first page for a document without lines', () => {
    expect(planPages([], 100, 100, 20)).toEqual({ pages: [[]], tailOnNewPage: false })
  })
})

describe('tableColumns', () => {
  it('spans the width: priced documents with prices and VAT, delivery notes without', () => {
    const priced = tableColumns(true, 50, 495)
    expect(priced.map((c) => c.key)).toEqual([
      'position',
      'articleNumber',
      'description',
      'quantity',
      'unitPrice',
      'total',
      'vatRate',
    ])
    expect(priced[0]!.x).toBe(50)
    expect(priced.at(-1)!.x + priced.at(-1)!.width).toBe(545)
    expect(priced.find((c) => c.key === 'total')!.align).toBe('right')
    const note = tableColumns(false, 50, 495)
    expect(note.map((c) => c.key)).toEqual(['position', 'articleNumber', 'description', 'quantity'])
    expect(note.find((c) => c.key === 'description')!.width).toBeGreaterThan(
      priced.find((c) => c.key === 'description')!.width,
    )
  })
})

describe('addresses, rates, dates and file names', () => {
  it('writes an address in lines, the country before the postal code abroad', () => {
    expect(
      addressLines({
        companyName: 'Garage Muster AG\nWerkstatt',
        street: 'Industriestrasse 12',
        postalCode: '8400',
        city: 'Winterthur',
        country: 'CH',
      }),
    ).toEqual(['Garage Muster AG', 'Werkstatt', 'Industriestrasse 12', '8400 Winterthur'])
    expect(
      addressLines({ companyName: 'Muster GmbH', postalCode: '79539', city: 'Lörrach', country: 'D' }),
    ).toEqual(['Muster GmbH', 'D-79539 Lörrach'])
    expect(addressLines(null)).toEqual([])
  })

  it('prints VAT rates the Swiss way', () => {
    expect(vatRateLabel(8.1)).toBe('8.1 %')
    expect(vatRateLabel(2.6)).toBe('2.6 %')
    expect(vatRateLabel(0)).toBe('0 %')
  })

  it('counts due dates in Swiss calendar days', () => {
    expect(swissDayAfter('2026-11-20', 30)).toBe('2026-12-20')
    // 23:30 UTC on 31 January is already 1 February in Zurich.
    expect(swissDayAfter('2026-01-31T23:30:00.000Z', 30)).toBe('2026-03-03')
  })

  it('names files in plain ASCII', () => {
    expect(documentFileName('Auftragsbestätigung', 'W261127-7KQ2M')).toBe(
      'Auftragsbestaetigung-W261127-7KQ2M.pdf',
    )
    expect(documentFileName('Confirmation de commande', 'W261127-7KQ2M')).toBe(
      'Confirmation-de-commande-W261127-7KQ2M.pdf',
    )
    expect(documentFileName('Lieferschein', '80/001 "x"')).toBe('Lieferschein-80-001-x.pdf')
  })
})
