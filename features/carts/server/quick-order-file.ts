import 'server-only'

import { strFromU8, Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate'
import { readSheet } from 'read-excel-file/node'
import writeExcelFile from 'write-excel-file/node'

import type { ApiMessage } from '@/lib/api/envelope-types'
import { ValidationError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'
import { toCsv } from '@/lib/csv'

import {
  asQuickOrderParse,
  decodeCsv,
  parseCsv,
  QUICK_ORDER_FILE_FIELD,
  QUICK_ORDER_FILE_MAX_UNPACKED_BYTES,
  readQuickOrderRows,
  sheetKindOf,
  type QuickOrderFileProblem,
  type QuickOrderTemplateFormat,
  type SheetCell,
} from '../quick-order-file'
import { addQuickOrder } from './b2b'
import type { CartContext } from './cart'

type Unpacked = { ok: true; files: Map<string, Uint8Array> } | { ok: false; problem: QuickOrderFileProblem }

/** The parts of an XLSX this reader looks into (the first sheet is found through them). */
const WANTED = /^(xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/worksheets\/[^/]+\.xml)$/

/**
 * Unpacks an XLSX's workbook and sheet parts, counting what inflates: past
 * QUICK_ORDER_FILE_MAX_UNPACKED_BYTES in all it stops and the file is damaged
 * (a ZIP bomb never fills the memory). A ZIP without a workbook is no XLSX.
 */
function unpack(bytes: Uint8Array): Unpacked {
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
  if (declared > QUICK_ORDER_FILE_MAX_UNPACKED_BYTES) return { ok: false, problem: 'damaged' }
  // Then the parts this reader needs, counting what really inflates (a ZIP may understate its sizes).
  const files = new Map<string, Uint8Array>()
  let total = 0
  let failed: QuickOrderFileProblem | null = null
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
        if (total > QUICK_ORDER_FILE_MAX_UNPACKED_BYTES) {
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
): Promise<{ ok: true; rows: SheetCell[][] } | { ok: false; problem: QuickOrderFileProblem }> {
  const unpacked = unpack(bytes)
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

const fileProblem = (ctx: CartContext, problem: QuickOrderFileProblem) =>
  new ValidationError([
    {
      type: 'error',
      message: ctx.t(`carts.quickOrder.file.${problem}`),
      meta: { fields: [QUICK_ORDER_FILE_FIELD] },
    } satisfies ApiMessage,
  ])

/**
 * POST /api/b2bcart/quick-order/file: the rows of an uploaded XLSX or CSV
 * file into the cart, with the quick order's rules and report (see
 * addQuickOrder). What the file is comes from its bytes; a file that cannot
 * be read as a whole (another type, an old .xls, damaged, empty, no
 * article-number column) is a 400 naming the file field, and nothing changes.
 */
export async function quickOrderFromFile(ctx: CartContext, bytes: Uint8Array) {
  if (!bytes.length) throw fileProblem(ctx, 'empty')
  const kind = sheetKindOf(bytes)
  if (kind === 'unknown') throw fileProblem(ctx, 'fileType')
  if (kind === 'xls') throw fileProblem(ctx, 'xls')
  let rows: SheetCell[][]
  if (kind === 'xlsx') {
    const read = await xlsxRows(bytes)
    if (!read.ok) throw fileProblem(ctx, read.problem)
    rows = read.rows
  } else rows = parseCsv(decodeCsv(bytes))
  const parsed = readQuickOrderRows(rows)
  if (!parsed.ok) throw fileProblem(ctx, parsed.problem)
  return addQuickOrder(ctx, asQuickOrderParse(parsed), { field: QUICK_ORDER_FILE_FIELD, source: 'file' })
}

/** Two example rows for the template: the first orderable articles of the tenant's catalog. */
async function exampleArticles(ctx: CartContext): Promise<string[]> {
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'articles',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { disabled: { not_equals: true } }] },
    sort: 'articleNumber',
    limit: 2,
    depth: 0,
    select: { articleNumber: true },
  })
  return docs.map((doc) => doc.articleNumber)
}

/**
 * GET /api/b2bcart/quick-order/template?format=xlsx|csv: a file to fill in,
 * with the column headers in the caller's language (which the upload
 * recognises) and two example rows.
 */
export async function quickOrderTemplate(
  ctx: CartContext,
  format: QuickOrderTemplateFormat,
): Promise<{ body: Uint8Array; type: string; fileName: string }> {
  const header = [ctx.t('carts.quickOrder.file.headerArticle'), ctx.t('carts.quickOrder.file.headerQuantity')]
  const rows = (await exampleArticles(ctx)).map((articleNumber, index) => [articleNumber, index + 1])
  const fileName = ctx.t('carts.quickOrder.file.fileName')
  if (format === 'csv')
    return {
      body: new TextEncoder().encode(toCsv(header, rows)),
      type: 'text/csv; charset=utf-8',
      fileName: `${fileName}.csv`,
    }
  const body = await writeExcelFile([header, ...rows], {
    columns: [{ width: 28 }, { width: 12 }],
  }).toBuffer()
  return {
    body: new Uint8Array(body),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${fileName}.xlsx`,
  }
}
