import { describe, expect, it } from 'vitest'

import { createTextPdf, pdfString, winAnsiBytes, wrapText } from './pdf'

const text = (pdf: Buffer) => pdf.toString('latin1')

/** Checks every xref offset points at "n 0 obj" and startxref at the xref table. */
function checkXref(pdf: Buffer) {
  const body = text(pdf)
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(body)?.[1])
  expect(body.slice(startxref, startxref + 4)).toBe('xref')
  const [, first, count] = /xref\n(\d+) (\d+)\n/.exec(body.slice(startxref))!.map(Number)
  expect(first).toBe(0)
  const rows = body
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + count)
  expect(rows[0]).toBe('0000000000 65535 f ')
  rows.slice(1).forEach((row, i) => {
    const offset = Number(row.slice(0, 10))
    expect(body.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
  })
  expect(body).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>`))
}

describe('PDF writer', () => {
  it('starts with %PDF- and ends with a trailer, startxref and %%EOF', () => {
    const pdf = createTextPdf([{ text: 'Hallo' }], { title: 'Test' })
    expect(text(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(text(pdf)).toMatch(/trailer\n<<[^>]*\/Root 1 0 R[^>]*>>\nstartxref\n\d+\n%%EOF\n$/)
    checkXref(pdf)
  })

  it('escapes backslashes and parentheses in strings', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)')
    const pdf = text(createTextPdf([{ text: 'Öl (5 L) \\ Test' }], { title: 'x)' }))
    expect(pdf).toContain('(\\326l \\(5 L\\) \\\\ Test) Tj')
    expect(pdf).toContain('/Title (x\\))')
  })

  it('writes umlauts and accents in WinAnsi and replaces characters it cannot encode', () => {
    expect(winAnsiBytes('äéß–€')).toEqual([0xe4, 0xe9, 0xdf, 0x96, 0x80])
    expect(winAnsiBytes('a\u4e2db\n')).toEqual([0x61, 0x3f, 0x62, 0x3f])
  })

  it('records each content stream with its exact length', () => {
    const pdf = text(createTextPdf([{ text: 'Eins' }, { text: 'Zwei', bold: true }], { title: 'T' }))
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!
    expect(Buffer.byteLength(match[2], 'latin1')).toBe(Number(match[1]))
    expect(match[2]).toContain('/F2 10 Tf')
  })

  it('wraps long lines at spaces and breaks onto a new page when the page is full', () => {
    expect(wrapText('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc'])
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij'])
    const pdf = text(
      createTextPdf(
        Array.from({ length: 120 }, (_, i) => ({ text: `Zeile ${i}` })),
        { title: 'lang' },
      ),
    )
    expect(pdf).toMatch(/\/Count 3 >>/)
    checkXref(Buffer.from(pdf, 'latin1'))
  })
})
