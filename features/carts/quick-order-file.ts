import { MAX_QUANTITY } from '../catalog/constants'
import { cellText, FORMULA, normaliseHeader, type SheetCell } from '@/lib/spreadsheet/cells'

import type { QuickOrderLine, QuickOrderParse, QuickOrderProblem } from './quick-order'

// The file → rows part is shared with the fleet's plate import (lib/spreadsheet).
export {
  csvSeparatorOf,
  decodeCsv,
  parseCsv,
  sheetKindOf,
  type SheetCell,
  type SheetKind,
} from '@/lib/spreadsheet/cells'

/**
 * Quick order from a file: a spreadsheet (XLSX) or a CSV file with an
 * article-number column and a quantity column, as a workshop keeps its
 * order list. The file's rows become the same lines as pasted text, each
 * named by its row in the file; the cart takes the good ones and the report
 * names the bad ones.
 */

/** An uploaded file: at most 1 MB (a 200-line sheet is a few kilobytes). */
export const QUICK_ORDER_FILE_MAX_BYTES = 1024 * 1024
/** What an XLSX (a ZIP) may unpack to at most: beyond it the file is refused as damaged (a ZIP bomb). */
export const QUICK_ORDER_FILE_MAX_UNPACKED_BYTES = 20 * 1024 * 1024
/** The file field of the upload. */
export const QUICK_ORDER_FILE_FIELD = 'file'
/** The template's formats (GET …/template?format=). */
export const QUICK_ORDER_TEMPLATE_FORMATS = ['xlsx', 'csv'] as const
export type QuickOrderTemplateFormat = (typeof QUICK_ORDER_TEMPLATE_FORMATS)[number]

/** Problems of a whole file (nothing goes into the cart). */
export type QuickOrderFileProblem = 'fileType' | 'xls' | 'damaged' | 'empty' | 'columns'

/** Problems of one row. */
export type QuickOrderRowProblem = QuickOrderProblem

export type QuickOrderFileParse =
  | { ok: false; problem: QuickOrderFileProblem }
  | {
      ok: true
      lines: QuickOrderLine[]
      problems: { line: number; text: string; problem: QuickOrderRowProblem }[]
    }

const normalise = normaliseHeader

/** Headers of the article-number column in the four languages and as ERP exports name it. */
const ARTICLE_HEADERS = new Set(
  [
    'Artikelnummer',
    'Artikel-Nr.',
    'Artikelnr',
    'Art.-Nr.',
    'Art. Nr.',
    'ArtNr',
    'Artikel',
    'Materialnummer',
    'Material',
    'Article number',
    'Article no.',
    'Article',
    'Item number',
    'Item no.',
    'Item',
    'SKU',
    'Part number',
    "Numéro d'article",
    "N° d'article",
    "No d'article",
    'Référence',
    'Numero articolo',
    'N. articolo',
    'Codice articolo',
    'Articolo',
  ].map(normalise),
)

/** Headers of the quantity column. */
const QUANTITY_HEADERS = new Set(
  [
    'Menge',
    'Anzahl',
    'Stück',
    'Stk.',
    'Bestellmenge',
    'Quantity',
    'Qty',
    'Amount',
    'Count',
    'Quantité',
    'Qté',
    'Nombre',
    'Quantità',
    'Qtà',
    'Numero pezzi',
  ].map(normalise),
)

const ARTICLE = /^[A-Z0-9-]{3,30}$/

/**
 * A quantity as Swiss spreadsheets write it: 12, 12.0, 12,00, 1'200 or
 * 1’200 (thousands apart with an apostrophe, also a thin or normal space);
 * a number cell as it is. Null when it is not a whole number.
 */
export function quantityOf(cell: SheetCell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : null
  const text = cellText(cell).replace(/['’\u2009\u202f ]/g, '')
  const match = /^(\d{1,6})(?:[.,]0+)?$/.exec(text)
  return match ? Number(match[1]) : null
}

/** The article-number and quantity columns of a header row, or null when it names neither. */
function columnsOf(row: SheetCell[]): { article: number; quantity: number | null } | null {
  const names = row.map((cell) => normalise(cellText(cell)))
  const article = names.findIndex((name) => ARTICLE_HEADERS.has(name))
  if (article < 0) return null
  const quantity = names.findIndex((name, index) => index !== article && QUANTITY_HEADERS.has(name))
  return { article, quantity: quantity < 0 ? null : quantity }
}

/**
 * Reads a sheet's rows into quick-order lines. The first non-empty row is the
 * header when it names the article-number column (and, optionally, the
 * quantity column; in any of the four languages); a first row that already
 * starts with an article number (with a digit) means there is no header: the first column is
 * the article number and the second the quantity. A row without a quantity
 * orders 1. Empty rows are skipped; each other row is read or named as a
 * problem with its row number in the file, so the report points at the row
 * the user sees in the spreadsheet.
 */
export function readQuickOrderRows(rows: SheetCell[][]): QuickOrderFileParse {
  const first = rows.findIndex((row) => row.some((cell) => cellText(cell) !== ''))
  if (first < 0) return { ok: false, problem: 'empty' }
  const header = columnsOf(rows[first]!)
  const firstCells = rows[first]!.map(cellText)
  let columns: { article: number; quantity: number | null }
  let start: number
  if (header) {
    columns = header
    start = first + 1
  } else if (ARTICLE.test(firstCells[0]!.toUpperCase()) && /\d/.test(firstCells[0]!)) {
    // An article number (it has digits, a header word has none) in the first cell: no header row.
    columns = { article: 0, quantity: 1 }
    start = first
  } else return { ok: false, problem: 'columns' }

  const lines: QuickOrderLine[] = []
  const problems: { line: number; text: string; problem: QuickOrderRowProblem }[] = []
  for (let index = start; index < rows.length; index++) {
    const row = rows[index]!
    if (!row.some((cell) => cellText(cell) !== '')) continue
    const line = index + 1
    const articleCell = cellText(row[columns.article])
    const quantityCell = columns.quantity == null ? undefined : row[columns.quantity]
    const text = [articleCell, cellText(quantityCell)].filter(Boolean).join('; ')
    if (
      FORMULA.test(articleCell) ||
      (typeof quantityCell === 'string' && FORMULA.test(quantityCell.trim()))
    ) {
      problems.push({ line, text, problem: 'formula' })
      continue
    }
    const articleNumber = articleCell.toUpperCase()
    if (!ARTICLE.test(articleNumber)) {
      problems.push({ line, text, problem: 'format' })
      continue
    }
    const count = cellText(quantityCell) === '' ? 1 : quantityOf(quantityCell)
    if (count == null || count < 1 || count > MAX_QUANTITY) {
      problems.push({ line, text, problem: 'count' })
      continue
    }
    lines.push({ line, articleNumber, count })
  }
  return { ok: true, lines, problems }
}

/** The parse of the pasted text and of a file, as one shape for the cart. */
export const asQuickOrderParse = (parse: Extract<QuickOrderFileParse, { ok: true }>): QuickOrderParse => ({
  lines: parse.lines,
  problems: parse.problems,
})
