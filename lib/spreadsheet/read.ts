import 'server-only'

import { strFromU8, Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate'
import { readSheet } from 'read-excel-file/node'

import { decodeCsv, parseCsv, sheetKindOf, SPREADSHEET_MAX_UNPACKED_BYTES, type SheetCell } from './cells'

/** Why a file cannot be read as a whole: empty, another type, an old binary .xls, a damaged (or bomb) XLSX. */
export type SpreadsheetProblem = 'empty' | 'fileType' | 'xls' | 'damaged'

type Unpacked = { ok: true; files: Map<string, Uint8Array> } | { ok: false; problem: SpreadsheetProblem }

/** The parts of an XLSX this reader looks into (the first sheet is found through them). */
const WANTED = /^(xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/worksheets\/[^/]+\.xml)$/

/**
 * Unpacks an XLSX's workbook and sheet parts, counting what inflates: past
 * the limit in all it stops and the file is damaged
 * (a ZIP bomb never fills the memory). A ZIP without a workbook is no XLSX.
 */
function unpack(bytes: Uint8Array, maxUnpackedBytes: number): Unpacked {
  // The central directory first (nothing inflates): a cut or broken ZIP is damaged, one without a workbook no XLSX.
  const names: string[] = []
  let declared = 0
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name)
        declared += file.originalSize
        return false
      },
    })
  } catch {
    return { ok: false, problem: 'damaged' }
  }
  if (!names.includes('xl/workbook.xml')) return { ok: false, problem: 'fileType' }
  if (declared > maxUnpackedBytes) return { ok: false, problem: 'damaged' }
  // Then the parts this reader needs, counting what really inflates (a ZIP may understate its sizes).
  const files = new Map<string, Uint8Array>()
  let total = 0
  let failed: SpreadsheetProblem | null = null
  try {
    const unzip = new Unzip((file: UnzipFile) => {
      const chunks: Uint8Array[] = []
      const keep = WANTED.test(file.name)
      file.ondata = (error, chunk, final) => {
        if (failed) return
        if (error) {
          failed = 'damaged'
          return
        }
        total += chunk.length
        if (total > maxUnpackedBytes) {
          failed = 'damaged'
          file.terminate()
          return
        }
        if (keep) chunks.push(chunk)
        if (final && keep) {
          const joined = new Uint8Array(chunks.reduce((sum, part) => sum + part.length, 0))
          let offset = 0
          for (const part of chunks) {
            joined.set(part, offset)
            offset += part.length
          }
          files.set(file.name, joined)
        }
      }
      file.start()
    })
    unzip.register(UnzipInflate)
    unzip.push(bytes, true)
  } catch {
    return { ok: false, problem: 'damaged' }
  }
  if (failed) return { ok: false, problem: failed }
  return { ok: true, files }
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null

/** The path of the workbook's first sheet (the one read-excel-file reads too). */
function firstSheetPath(files: Map<string, Uint8Array>): string | null {
  const workbook = strFromU8(files.get('xl/workbook.xml') ?? new Uint8Array())
  const sheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbook)?.[0]
  const relation = sheet ? attribute(sheet, 'r:id') : null
  const rels = strFromU8(files.get('xl/_rels/workbook.xml.rels') ?? new Uint8Array())
  for (const tag of rels.match(/<Relationship\s[^>]*>/g) ?? []) {
    if (attribute(tag, 'Id') !== relation) continue
    const target = attribute(tag, 'Target') ?? ''
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`
  }
  return files.has('xl/worksheets/sheet1.xml') ? 'xl/worksheets/sheet1.xml' : null
}

const columnIndex = (letters: string) =>
  [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1

/** The cells of a sheet that hold a formula, as "row:column" (0-based, as the rows read). */
function formulaCells(sheetXml: string): Set<string> {
  const cells = new Set<string>()
  for (const match of sheetXml.matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const body = match[2] ?? ''
    if (!/<f[\s>/]/.test(body)) continue
    const reference = /\sr="([A-Z]{1,3})(\d+)"/.exec(` ${match[1]}`)
    if (reference) cells.add(`${Number(reference[2]) - 1}:${columnIndex(reference[1]!)}`)
  }
  return cells
}

/** The first sheet's rows of an XLSX, with its formula cells emptied into markers, or the file's problem. */
async function xlsxRows(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
): Promise<{ ok: true; rows: SheetCell[][] } | { ok: false; problem: SpreadsheetProblem }> {
  const unpacked = unpack(bytes, maxUnpackedBytes)
  if (!unpacked.ok) return unpacked
  let rows: SheetCell[][]
  try {
    rows = (await readSheet(Buffer.from(bytes))) as SheetCell[][]
  } catch {
    return { ok: false, problem: 'damaged' }
  }
  const path = firstSheetPath(unpacked.files)
  const formulas = path ? formulaCells(strFromU8(unpacked.files.get(path) ?? new Uint8Array())) : new Set()
  // A formula's value is what the spreadsheet computed last, or nothing: it is not taken as a quantity.
  for (const cell of formulas) {
    const [row, column] = (cell as string).split(':').map(Number) as [number, number]
    const cells = rows[row]
    if (cells && column < 64) {
      while (cells.length <= column) cells.push(null)
      cells[column] = `=${String(cells[column] ?? '')}`
    }
  }
  return { ok: true, rows }
}

/**
 * An uploaded spreadsheet's rows (the first sheet of an XLSX, or a CSV in
 * UTF-8 or Windows-1252 with `;`, tab or `,`), or why it cannot be read.
 * What the file is comes from its bytes. An XLSX's formula cells come back as
 * text starting with "=" (isFormulaCell), never as the value they computed.
 */
export async function readSpreadsheet(
  bytes: Uint8Array,
  { maxUnpackedBytes = SPREADSHEET_MAX_UNPACKED_BYTES }: { maxUnpackedBytes?: number } = {},
): Promise<{ ok: true; rows: SheetCell[][] } | { ok: false; problem: SpreadsheetProblem }> {
  if (!bytes.length) return { ok: false, problem: 'empty' }
  const kind = sheetKindOf(bytes)
  if (kind === 'unknown') return { ok: false, problem: 'fileType' }
  if (kind === 'xls') return { ok: false, problem: 'xls' }
  if (kind === 'xlsx') return xlsxRows(bytes, maxUnpackedBytes)
  return { ok: true, rows: parseCsv(decodeCsv(bytes)) }
}
