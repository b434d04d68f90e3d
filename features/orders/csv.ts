/** Byte order mark: spreadsheet programs read UTF-8 CSV correctly only with it. */
export const CSV_BOM = '\uFEFF'

/** One CSV field: quoted when it holds the separator, a quote, a line break or leading/trailing spaces; quotes doubled. A leading =, +, - or @ is defused (spreadsheet formula injection). */
export function csvField(value: string | number | null | undefined, separator = ';'): string {
  if (value == null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV document (BOM, `;` separated, CRLF line ends as RFC 4180): a header row and the rows. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][], separator = ';'): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map((field) => csvField(field, separator)).join(separator)).join('\r\n') + '\r\n'
}
