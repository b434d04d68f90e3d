/**
 * The pure decisions of the order documents' PDF layout (features/order-documents/pdf.ts draws
 * them): the text the standard fonts can show, wrapping and cutting to a width, which table
 * rows go on which page, the table's columns, addresses, dates, rates and file names.
 */
import { dayjs, TIME_ZONE } from '../../lib/dates'
import { formatNumber } from '../../lib/numbers'

/** The width of a text in the current font and size, in points. */
export type Measure = (text: string) => number

/** WinAnsi characters above Latin-1's printable range (the standard PDF fonts' encoding). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * A text the standard fonts (Helvetica, WinAnsi) can show: composed (NFC), line breaks and
 * tabs as spaces, other control characters dropped, every character the encoding lacks as "?".
 */
export function pdfText(text: string | null | undefined): string {
  let out = ''
  for (const char of (text ?? '').normalize('NFC')) {
    const code = char.codePointAt(0)!
    if (char === '\n' || char === '\r' || char === '\t') out += ' '
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(char)) out += char
    else if (char === '\u202f' || char === '\u2009' || char === '\u2007') out += ' '
    else if (char === '\u2212') out += '-'
    else out += '?'
  }
  return out.replace(/ {2,}/g, ' ').trim()
}

const ELLIPSIS = '…'

/** The longest start of `text` (at least one character) that fits `width`, optionally leaving room for a suffix. */
function fittingStart(text: string, width: number, measure: Measure, suffix = ''): string {
  let low = 1
  let high = text.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (measure(text.slice(0, mid) + suffix) <= width) low = mid
    else high = mid - 1
  }
  return text.slice(0, low)
}

/** One line: the text when it fits, else cut with "…". */
export function fitLine(text: string, width: number, measure: Measure): string {
  const value = pdfText(text)
  if (!value || measure(value) <= width) return value
  return `${fittingStart(value, width, measure, ELLIPSIS).trimEnd()}${ELLIPSIS}`
}

/**
 * Wraps a text to lines no wider than `width`, breaking between words and inside words that
 * are longer than a line (article names without spaces, long references). More than
 * `maxLines` lines: the last one kept ends with "…".
 */
export function wrapText(
  text: string,
  width: number,
  measure: Measure,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const words = pdfText(text).split(' ').filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (measure(candidate) <= width) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    let rest = word
    while (measure(rest) > width) {
      const start = fittingStart(rest, width, measure)
      lines.push(start)
      rest = rest.slice(start.length)
    }
    current = rest
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, Math.max(1, maxLines))
  kept[kept.length - 1] = fitLine(`${kept.at(-1)!}${ELLIPSIS}`, width, measure).replace(/…?$/, ELLIPSIS)
  return kept
}

/**
 * The largest font size from `max` down to `min` (in quarter points) at which a text fits
 * `width` on one line, or null when it does not fit even at `min`: article numbers are shown
 * whole where they can be.
 */
export function fittingSize(
  text: string,
  width: number,
  measureAt: (size: number) => Measure,
  max: number,
  min: number,
): number | null {
  for (let size = max; size >= min - 1e-9; size -= 0.25) if (measureAt(size)(text) <= width) return size
  return null
}

/**
 * Wraps a code without spaces (an article or document number) after its separators (- / _ .),
 * so "TRB-SYNPRO-5W30-020L" breaks as "TRB-SYNPRO-" / "5W30-020L"; a part longer than a line is
 * broken inside. At most `maxLines` lines, the last ending with "…" when cut.
 */
export function wrapCode(
  text: string,
  width: number,
  measure: Measure,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const parts = pdfText(text)
    .replace(/ /g, '')
    .split(/(?<=[-/_.])/)
    .filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const part of parts) {
    if (measure(current + part) <= width) {
      current += part
      continue
    }
    if (current) lines.push(current)
    let rest = part
    while (measure(rest) > width) {
      const start = fittingStart(rest, width, measure)
      lines.push(start)
      rest = rest.slice(start.length)
    }
    current = rest
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, Math.max(1, maxLines))
  kept[kept.length - 1] = fitLine(`${kept.at(-1)!}${ELLIPSIS}`, width, measure).replace(/…?$/, ELLIPSIS)
  return kept
}

/** Which table rows go on which page, and whether the totals below them start a new page. */
export type PagePlan = { pages: number[][]; tailOnNewPage: boolean }

/**
 * Fills pages with rows in order: `first` points are free for rows on the first page, `next` on
 * every later one (below the repeated page and table heads). A row that does not fit starts a
 * new page, never split; the totals (`tail` points) stay below the last row when they fit and
 * otherwise go to a page of their own.
 */
export function planPages(
  rowHeights: readonly number[],
  first: number,
  next: number,
  tail: number,
): PagePlan {
  const pages: number[][] = [[]]
  let free = first
  rowHeights.forEach((height, index) => {
    const page = pages.at(-1)!
    if (height > free && page.length > 0) {
      pages.push([])
      free = next
    }
    pages.at(-1)!.push(index)
    free -= height
  })
  return { pages, tailOnNewPage: tail > free }
}

export type ColumnKey =
  'position' | 'articleNumber' | 'description' | 'quantity' | 'unitPrice' | 'total' | 'vatRate'
export type Column = { key: ColumnKey; x: number; width: number; align: 'left' | 'right' }

/** The fixed columns' widths in points; the description takes what is left. */
const FIXED: Partial<Record<ColumnKey, number>> = {
  position: 28,
  articleNumber: 98,
  quantity: 46,
  unitPrice: 58,
  total: 64,
  vatRate: 36,
}

/**
 * The line table's columns across `width` points from `left`: position, article number,
 * description (name, pack, reference text), quantity, and for priced documents unit price,
 * line total and VAT rate. A delivery note shows no prices.
 */
export function tableColumns(priced: boolean, left: number, width: number): Column[] {
  const keys: ColumnKey[] = priced
    ? ['position', 'articleNumber', 'description', 'quantity', 'unitPrice', 'total', 'vatRate']
    : ['position', 'articleNumber', 'description', 'quantity']
  const fixed = keys.reduce((sum, key) => sum + (FIXED[key] ?? 0), 0)
  let x = left
  return keys.map((key) => {
    const columnWidth = FIXED[key] ?? width - fixed
    const column: Column = {
      key,
      x,
      width: columnWidth,
      align: key === 'position' || key === 'articleNumber' || key === 'description' ? 'left' : 'right',
    }
    x += columnWidth
    return column
  })
}

export type PostalAddress = {
  companyName?: string | null
  street?: string | null
  postalCode?: string | null
  city?: string | null
  country?: string | null
}

/** An address as lines: the company's name lines, the street, "8400 Winterthur" (abroad "D-79539 Lörrach", as the order detail writes it). */
export function addressLines(address: PostalAddress | null | undefined): string[] {
  if (!address) return []
  const town = [address.postalCode, address.city].filter(Boolean).join(' ')
  const country = address.country && address.country !== 'CH' ? address.country : null
  return [
    ...(address.companyName ?? '').split('\n'),
    address.street ?? '',
    [country, town].filter(Boolean).join('-'),
  ]
    .map((line) => pdfText(line))
    .filter(Boolean)
}

/** A VAT rate as printed: 8.1 → "8.1 %", 2.6 → "2.6 %", 0 → "0 %". */
export const vatRateLabel = (rate: number) => `${formatNumber(rate, { maximumFractionDigits: 2 })} %`

/** The Swiss calendar day `days` after a moment or day, "YYYY-MM-DD" (an invoice's due date). */
export function swissDayAfter(value: string | Date, days: number): string {
  const start =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? dayjs.tz(`${value} 12:00`, TIME_ZONE)
      : dayjs(value).tz(TIME_ZONE)
  return start.add(days, 'day').format('YYYY-MM-DD')
}

const FOLDED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' }

/**
 * A download's file name in plain ASCII: the kind in the reader's language and the number,
 * "Auftragsbestaetigung-W261127-7KQ2M.pdf" (umlauts folded, accents dropped, other characters
 * as "-"), so every browser and mail client keeps it as it is.
 */
export function documentFileName(kindLabel: string, documentNumber: string): string {
  const ascii = (text: string) =>
    text
      .replace(/[äöüÄÖÜß]/g, (c) => FOLDED[c]!)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
  return `${ascii(kindLabel) || 'Dokument'}-${ascii(documentNumber) || 'ohne-Nummer'}.pdf`
}
