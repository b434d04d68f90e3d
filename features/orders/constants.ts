import type { TableDefinition } from '../table-lists/query'

/**
 * An order's states (cms/collections/orders.ts), in the order of their
 * course. An order beyond a buyer's limits starts as `awaitingApproval` and
 * becomes `open` when an administrator approves it, or `rejected`.
 */
export const ORDER_STATUSES = [
  'awaitingApproval',
  'open',
  'inProcess',
  'shipped',
  'completed',
  'cancelled',
  'rejected',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * The states of an order whose articles were not (or not yet) ordered: cancelled ones, and those
 * awaiting an administrator's approval or rejected. "Last ordered" (ordered-articles) leaves them out.
 */
export const NOT_ORDERED_STATUSES: readonly string[] = [
  'cancelled',
  'awaitingApproval',
  'rejected',
] satisfies readonly OrderStatus[]

/** Who placed an order: the customer itself or an employee for one of its contacts. */
export const ORDER_PLACERS = ['customer', 'employee'] as const

/** The order history table (a table list): sortable columns, filters, a date range on the order date, search over order and purchase-order numbers. */
export const ORDER_TABLE = {
  sortColumns: ['orderNumber', 'orderedAt', 'status', 'purchaseOrderNumber', 'totalCents', 'grossTotalCents'],
  filters: {
    status: { values: ORDER_STATUSES, multiple: true },
    placedBy: { values: ORDER_PLACERS, multiple: false },
  },
  datepicker: true,
  search: true,
} as const satisfies TableDefinition

/** The Payload field behind each sortable column. */
export const ORDER_SORT_FIELDS: Readonly<Record<(typeof ORDER_TABLE.sortColumns)[number], string>> = {
  orderNumber: 'orderNumber',
  orderedAt: 'orderedAt',
  status: 'status',
  purchaseOrderNumber: 'purchaseOrderNumber',
  totalCents: 'totalCents',
  grossTotalCents: 'grossTotalCents',
}

/** The newest orders first unless a column is chosen. */
export const ORDER_DEFAULT_SORT = '-orderedAt'

/** A CSV export holds at most this many orders (the newest of the selection). */
export const ORDER_EXPORT_MAX_ROWS = 10_000

/** An order number in an address: what the shop's and the ERP's numbers look like. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/

/** A reorder names at most this many order lines. */
export const REORDER_MAX_LINES = 200
