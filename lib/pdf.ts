/**
 * The project's one PDF writer, small and dependency-free, for text documents
 * (the safety data sheets, the seeded product data sheets and share files, test
 * uploads): A4 pages, Helvetica and Helvetica-Bold in WinAnsi encoding,
 * automatic line wrapping and page breaks, a page number on every page, a
 * document information dictionary and a correct cross-reference table. Pure
 * (same input, same bytes). Enough for valid, readable documents; not a layout
 * engine.
 */

export type PdfLine = { text: string; size?: number; bold?: boolean; gapBefore?: number }
export type PdfInfo = {
  title: string
  author?: string
  subject?: string
  language?: string
  createdAt?: Date
}

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56
/** Helvetica's average glyph width is about half its size; wrapping a little early keeps lines inside the margin. */
const AVERAGE_WIDTH = 0.52

/** WinAnsi code points above 0x7f that are not Latin-1 (the few a data sheet needs). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
}

/** A text as WinAnsi bytes; characters the encoding lacks become "?". */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = []
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!
    if (WIN_ANSI[char] !== undefined) bytes.push(WIN_ANSI[char])
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) bytes.push(code)
    else bytes.push(0x3f)
  }
  return bytes
}

/** A PDF literal string: WinAnsi bytes with \, ( and ) escaped, everything outside printable ASCII as an octal escape. */
export function pdfString(text: string): string {
  let out = '('
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += `\\${String.fromCharCode(byte)}`
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `${out})`
}

/** Splits a text into lines of at most `max` characters at spaces (a longer word is cut). */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word
    while (rest.length > max) {
      if (line) lines.push(line)
      lines.push(rest.slice(0, max))
      rest = rest.slice(max)
      line = ''
    }
    if (!line) line = rest
    else if (line.length + 1 + rest.length <= max) line += ` ${rest}`
    else {
      lines.push(line)
      line = rest
    }
  }
  if (line) lines.push(line)
  return lines.length ? lines : ['']
}

type Placed = { text: string; size: number; bold: boolean; y: number }

/** Lays the lines out on A4 pages, top to bottom, breaking pages where the bottom margin is reached. */
function layout(lines: PdfLine[]): Placed[][] {
  const pages: Placed[][] = [[]]
  let y = PAGE_HEIGHT - MARGIN
  for (const line of lines) {
    const size = line.size ?? 10
    const leading = size * 1.35
    const max = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * AVERAGE_WIDTH))
    const wrapped = wrapText(line.text, max)
    y -= line.gapBefore ?? 0
    for (const part of wrapped) {
      if (y - leading < MARGIN) {
        pages.push([])
        y = PAGE_HEIGHT - MARGIN
      }
      y -= leading
      pages.at(-1)!.push({ text: part, size, bold: !!line.bold, y: Math.round(y * 100) / 100 })
    }
  }
  return pages
}

const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`

/** The bytes of a PDF with these lines (and a page number footer on every page). */
export function createTextPdf(lines: PdfLine[], info: PdfInfo): Buffer {
  const pages = layout(lines)
  const objects: (string | Buffer)[] = []
  // Objects 1–4: catalog, page tree, the two fonts, information; then per page a page and its content.
  const pageIds = pages.map((_, i) => 6 + i * 2)
  objects[1] = `<< /Type /Catalog /Pages 2 0 R${info.language ? ` /Lang ${pdfString(info.language)}` : ''} >>`
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  const created = pdfDate(info.createdAt ?? new Date(0))
  objects[5] = `<< /Title ${pdfString(info.title)}${info.author ? ` /Author ${pdfString(info.author)}` : ''}${info.subject ? ` /Subject ${pdfString(info.subject)}` : ''} /Producer (Tribo) /CreationDate (${created}) /ModDate (${created}) >>`
  pages.forEach((placed, index) => {
    const footer = `${index + 1} / ${pages.length}`
    const ops = [
      ...placed.map(
        (p) => `BT /${p.bold ? 'F2' : 'F1'} ${p.size} Tf ${MARGIN} ${p.y} Td ${pdfString(p.text)} Tj ET`,
      ),
      `BT /F1 8 Tf ${PAGE_WIDTH - MARGIN - 30} ${MARGIN / 2} Td ${pdfString(footer)} Tj ET`,
    ].join('\n')
    const stream = Buffer.from(ops, 'latin1')
    objects[pageIds[index]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`
    objects[pageIds[index] + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ])
  })

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = chunks[0].length
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length
    const body = objects[id]
    const chunk = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    chunks.push(chunk)
    length += chunk.length
  }
  const xrefAt = length
  const xref = [
    'xref',
    `0 ${objects.length}`,
    '0000000000 65535 f ',
    ...offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n')
  chunks.push(
    Buffer.from(
      `${xref}\ntrailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  )
  return Buffer.concat(chunks)
}
