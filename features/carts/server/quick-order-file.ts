import 'server-only'

import writeExcelFile from 'write-excel-file/node'

import type { ApiMessage } from '@/lib/api/envelope-types'
import { ValidationError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'
import { toCsv } from '@/lib/csv'
import { readSpreadsheet } from '@/lib/spreadsheet/read'

import {
  asQuickOrderParse,
  QUICK_ORDER_FILE_FIELD,
  QUICK_ORDER_FILE_MAX_UNPACKED_BYTES,
  readQuickOrderRows,
  type QuickOrderFileProblem,
  type QuickOrderTemplateFormat,
} from '../quick-order-file'
import { addQuickOrder } from './b2b'
import type { CartContext } from './cart'

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
  const read = await readSpreadsheet(bytes, { maxUnpackedBytes: QUICK_ORDER_FILE_MAX_UNPACKED_BYTES })
  if (!read.ok) throw fileProblem(ctx, read.problem)
  const parsed = readQuickOrderRows(read.rows)
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
