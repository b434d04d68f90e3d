import { describe, expect, it } from 'vitest'

import { createTextPdf } from '../safety-data-sheets/pdf'
import { isCompletePdf } from './complete-pdf'

describe('isCompletePdf', () => {
  it('accepts a whole PDF and refuses one cut short or without a trailer', () => {
    const pdf = createTextPdf([{ text: 'Lebenslauf' }], { title: 'CV' })
    expect(isCompletePdf(pdf)).toBe(true)
    expect(isCompletePdf(pdf.subarray(0, pdf.length - 40))).toBe(false)
    expect(isCompletePdf(Buffer.from('%PDF-1.4\nnur ein Anfang'))).toBe(false)
    expect(isCompletePdf(Buffer.from('xref %%EOF'))).toBe(false)
  })
})
