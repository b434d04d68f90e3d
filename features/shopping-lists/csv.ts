/** A CSV file for spreadsheet programs used in Switzerland: `;` separated, CRLF lines, UTF-8 with BOM. */

const BOM = '\uFEFF'

/**
 * One cell: quoted when it holds a separator, a quote or a line break (quotes
 * doubled); a text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * tab, CR at the start) gets a leading apostrophe. Numbers stay as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: BOM, the header row, then one row per line. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n'
}

/**
 * A file name from a list name: letters without accents (ä → ae, ß → ss),
 * digits and dashes only, at most 60 characters; `fallback` when nothing
 * is left. Safe in a Content-Disposition header as it is.
 */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .replace(/[äÄ]/g, 'ae')
    .replace(/[öÖ]/g, 'oe')
    .replace(/[üÜ]/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return slug || fallback
}
