/**
 * Spreadsheet files as rows of cells, for the uploads that take a list
 * (the quick order's article numbers, the fleet's licence plates): what a
 * file is by its bytes, CSV text in the encodings and separators Swiss
 * Excel writes, and the cell helpers. Pure: the XLSX reader is read.ts.
 */

/** What a file is by its first bytes (never by its name or the browser's type). */
export type SheetKind = 'xlsx' | 'xls' | 'csv' | 'unknown'

/** A cell as read: text, a number, a date or a truth value (XLSX), or nothing. */
export type SheetCell = string | number | boolean | Date | null | undefined

/** What an XLSX (a ZIP) may unpack to at most by default: beyond it the file is refused as damaged (a ZIP bomb). */
export const SPREADSHEET_MAX_UNPACKED_BYTES = 20 * 1024 * 1024

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/**
 * The kind of an uploaded file from its content: a ZIP (XLSX), an old binary
 * Excel file (OLE2, refused with its own message) or text (CSV: no NUL bytes
 * and no other control characters than tab and line ends).
 */
export function sheetKindOf(bytes: Uint8Array): SheetKind {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx'
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls'
  const sample = bytes.subarray(0, 8192)
  for (const byte of sample) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0d) continue
    if (byte < 0x20 || byte === 0x7f) return 'unknown'
  }
  return 'csv'
}

/**
 * A CSV file's text: UTF-8 (with or without byte order mark), else Windows-1252,
 * as Excel in Switzerland saves "CSV (Trennzeichen-getrennt)".
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return text.startsWith('\uFEFF') ? text.slice(1) : text
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** The separator of a CSV text: the one of `;`, tab and `,` that splits its first line most (outside quotes). */
export function csvSeparatorOf(text: string): ';' | ',' | '\t' {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim()) ?? ''
  const counts = { ';': 0, '\t': 0, ',': 0 }
  let quoted = false
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++
  }
  // Ties go to `;` (Swiss Excel), then tab: a comma may be a decimal comma.
  if (counts[';'] >= counts['\t'] && counts[';'] >= counts[','] && counts[';'] > 0) return ';'
  if (counts['\t'] >= counts[','] && counts['\t'] > 0) return '\t'
  return counts[','] > 0 ? ',' : ';'
}

/** CSV rows (RFC 4180: quoted fields with doubled quotes and line breaks inside; CRLF or LF). */
export function parseCsv(text: string, separator = csvSeparatorOf(text)): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** A cell a spreadsheet would run as a formula (also what CSV injection looks like). */
export const FORMULA = /^[=+@]|^-[^0-9]/

/** A cell's text: trimmed, a date as YYYY-MM-DD, nothing as ''. */
export const cellText = (cell: SheetCell): string => {
  if (cell == null) return ''
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10)
  return String(cell).trim()
}

/** True when a cell holds a formula (text starting like one, or an XLSX formula cell marked by the reader). */
export const isFormulaCell = (cell: SheetCell): boolean =>
  typeof cell === 'string' && FORMULA.test(cell.trim())

/** A header as compared: accents, case, spaces and punctuation dropped ("Km/Jahr" → "kmjahr"). */
export const normaliseHeader = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
