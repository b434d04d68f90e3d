/** CSV files for spreadsheet programs used in Switzerland: `;` separated, CRLF lines, UTF-8 with BOM. */

/** Byte order mark: spreadsheet programs read UTF-8 CSV correctly only with it. */
export const CSV_BOM = '\uFEFF'

/** One CSV field: quoted when it holds the separator, a quote, a line break or leading/trailing spaces; quotes doubled. A leading =, +, - or @ is defused (spreadsheet formula injection). */
export function csvField(value: string | number | null | undefined, separator = ';'): string {
  if (value == null) return ''
  if (typeof value === 'number' && !Number.isFinite(value)) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim()
    ? `"${text.replaceAll('"', '""')}"`
    : text
}

/** A CSV document (BOM, `;` separated, CRLF line ends as RFC 4180): a header row and the rows. */
export function toCsv(
  header: string[],
  rows: (string | number | null | undefined)[][],
  separator = ';',
): string {
  return (
    CSV_BOM +
    [header, ...rows]
      .map((row) => row.map((field) => csvField(field, separator)).join(separator))
      .join('\r\n') +
    '\r\n'
  )
}

/**
 * A file name from a name (a list's, a customer's): letters without accents (ä → ae, ß → ss),
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
