import 'server-only'

import type { TableQuery } from '@/features/table-lists/query'
import { toCsv } from '@/lib/csv'
import { formatDate, swissToday } from '@/lib/dates'
import { CURRENCY } from '@/lib/money'

import type { OrderDocumentEntry } from '../schemas'
import { exportedDocuments, type DocumentReader } from './documents'

/** An amount for a spreadsheet: francs with two decimals and a point, no thousands separator. */
const plainAmount = (cents: number | null) => (cents == null ? '' : (cents / 100).toFixed(2))

/** The CSV rows of documents, headed in the caller's language. */
export function documentsCsv(ctx: Pick<DocumentReader, 't'>, entries: OrderDocumentEntry[]): string {
  return toCsv(
    [
      ctx.t('orderDocuments.table.kind'),
      ctx.t('orderDocuments.table.documentNumber'),
      ctx.t('orderDocuments.table.orderNumber'),
      ctx.t('orderDocuments.table.issuedAt'),
      ctx.t('orderDocuments.csv.total', { currency: CURRENCY }),
    ],
    entries.map((entry) => [
      entry.kindLabel,
      entry.documentNumber,
      entry.orderNumber,
      formatDate(entry.issuedAt),
      plainAmount(entry.totalCents),
    ]),
  )
}

/** GET /api/order-documents/export: the list's selection (kinds, dates, search, sort; no paging) as a CSV download. */
export async function documentsCsvResponse(ctx: DocumentReader, query: TableQuery): Promise<Response> {
  const entries = await exportedDocuments(ctx, query)
  return new Response(documentsCsv(ctx, entries), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ctx.t('orderDocuments.csv.filename')}-${swissToday()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
