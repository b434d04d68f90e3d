import { describe, expect, it } from 'vitest'

import { SDS_SECTIONS, safetyDataSheetLines, safetyDataSheetPdf } from './sheet'

const text = (pdf: Buffer) => pdf.toString('latin1')

// The PDF structure itself (cross-reference table, escaping, page breaks) is tested with the writer in lib/pdf.test.ts.
describe('safety data sheet', () => {
  const facts = {
    productName: 'Tribo Synpro 5W-30',
    articleNumber: 'TRB-SYNPRO-5W30-005L',
    version: '3.1',
    issuedAt: '2026-03-02T00:00:00.000Z',
    language: 'fr' as const,
  }

  it('has the product, article number, version, issue date, language and all 16 section headings', () => {
    const lines = safetyDataSheetLines(facts).map((l) => l.text)
    expect(lines[0]).toBe('Fiche de données de sécurité')
    expect(lines).toContain("Numéro d'article: TRB-SYNPRO-5W30-005L")
    expect(lines.some((l) => l.includes('Version: 3.1') && l.includes('02.03.2026'))).toBe(true)
    expect(lines).toContain('Langue : français')
    SDS_SECTIONS.fr.forEach((heading, i) => expect(lines).toContain(`RUBRIQUE ${i + 1}: ${heading}`))
  })

  it('is a valid PDF of one or two pages, the same bytes every time', () => {
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      const pdf = safetyDataSheetPdf({ ...facts, language })
      expect(text(pdf.subarray(0, 5))).toBe('%PDF-')
      const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text(pdf))?.[1])
      expect(count).toBeGreaterThanOrEqual(1)
      expect(count).toBeLessThanOrEqual(2)
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text(pdf))?.[1])
      expect(text(pdf).slice(startxref, startxref + 4)).toBe('xref')
    }
    expect(safetyDataSheetPdf(facts).equals(safetyDataSheetPdf(facts))).toBe(true)
  })

  it('has the 16 sections in every language', () => {
    for (const sections of Object.values(SDS_SECTIONS)) expect(sections).toHaveLength(16)
  })
})
