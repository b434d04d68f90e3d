import { describe, expect, it } from 'vitest'

import { detectFileKind, storedFileName } from './file-kind'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  )

describe('detectFileKind', () => {
  it('knows a PDF by its %PDF- header, complete when its end has the cross-reference offset and %%EOF', () => {
    expect(detectFileKind(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\nendobj\nstartxref\n9\n%%EOF\n'))).toMatchObject({
      kind: 'pdf',
      complete: true,
    })
  })

  it('marks a PDF cut short as incomplete', () => {
    expect(detectFileKind(bytes('%PDF-1.7\n1 0 obj << /Type /Catalog'))).toMatchObject({
      kind: 'pdf',
      complete: false,
    })
  })

  it('knows JPEG, PNG, GIF and WebP by their signatures', () => {
    expect(detectFileKind(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mimeType).toBe('image/jpeg')
    expect(detectFileKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mimeType).toBe(
      'image/png',
    )
    expect(detectFileKind(bytes('GIF89a'))?.mimeType).toBe('image/gif')
    expect(detectFileKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.mimeType).toBe('image/webp')
  })

  it('does not take a PNG for a PDF, whatever its name says', () => {
    expect(detectFileKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.kind).toBe('image')
  })

  it('refuses text, office files and a PDF header that does not start the file', () => {
    expect(detectFileKind(bytes('Lebenslauf Anna Muster'))).toBeNull()
    expect(detectFileKind(bytes('PK', [3, 4]))).toBeNull()
    expect(detectFileKind(bytes('  %PDF-1.4'))).toBeNull()
    expect(detectFileKind(new Uint8Array())).toBeNull()
  })
})

describe('storedFileName', () => {
  const pdf = { kind: 'pdf' as const, mimeType: 'application/pdf', extension: 'pdf', complete: true }

  it('keeps a plain name and forces the real extension', () => {
    expect(storedFileName('Lebenslauf Anna Müller.PDF', pdf)).toBe('Lebenslauf-Anna-Muller.pdf')
    expect(storedFileName('zeugnis.png', pdf)).toBe('zeugnis.pdf')
  })

  it('drops folders and odd characters', () => {
    expect(storedFileName('../../etc/passwd', pdf)).toBe('passwd.pdf')
    expect(storedFileName('C:\\Users\\anna\\cv.pdf', pdf)).toBe('cv.pdf')
    expect(storedFileName('<script>.pdf', pdf)).toBe('script.pdf')
    expect(storedFileName('....pdf', pdf)).toBe('datei.pdf')
  })
})
