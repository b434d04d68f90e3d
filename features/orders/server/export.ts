import 'server-only'

import type { TableQuery } from '@/features/table-lists/query'
import { CURRENCY } from '@/lib/money'
import { formatDate, formatIsoDate, swissToday } from '@/lib/dates'

import { toCsv } from '@/lib/csv'
import type { OrderEntry } from '../schemas'
import { exportedOrders, type OrderReader } from './orders'

/** An amount for a spreadsheet: francs with two decimals and a point, no thousands separator. */
const plainAmount = (cents: number) => (cents / 100).toFixed(2)

/** The CSV rows of orders, headed in the caller's language. */
export function ordersCsv(ctx: Pick<OrderReader, 't'>, entries: OrderEntry[]): string {
  const header = [
    ctx.t('orders.table.orderNumber'),
    ctx.t('orders.table.orderedAt'),
    ctx.t('orders.table.status'),
    ctx.t('orders.table.purchaseOrderNumber'),
    ctx.t('orders.table.costCentre'),
    ctx.t('orders.table.lineCount'),
    ctx.t('orders.csv.total', { currency: CURRENCY }),
    ctx.t('orders.csv.vat', { currency: CURRENCY }),
    ctx.t('orders.csv.grossTotal', { currency: CURRENCY }),
    ctx.t('orders.table.placedBy'),
    ctx.t('orders.csv.requestedDeliveryDate'),
    ctx.t('orders.csv.partialDelivery'),
  ]
  return toCsv(
    header,
    entries.map((entry) => [
      entry.orderNumber,
      formatDate(entry.orderedAt),
      entry.statusLabel,
      entry.purchaseOrderNumber,
      entry.costCentre,
      entry.lineCount,
      plainAmount(entry.totalCents),
      plainAmount(entry.vatCents),
      plainAmount(entry.grossTotalCents),
      entry.placedBy,
      formatIsoDate(entry.requestedDeliveryDate),
      ctx.t(entry.partialDelivery ? 'orders.csv.yes' : 'orders.csv.no'),
    ]),
  )
}

/** GET /api/orders/export: the list's selection (filters, search, sort; no paging) as a CSV download. */
export async function ordersCsvResponse(ctx: OrderReader, query: TableQuery): Promise<Response> {
  const entries = await exportedOrders(ctx, query)
  const filename = `${ctx.t('orders.csv.filename')}-${swissToday()}.csv`
  return new Response(ordersCsv(ctx, entries), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
