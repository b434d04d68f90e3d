import 'server-only'

import type { Where } from 'payload'

import type { Order } from '@/cms/payload-types'
import { orderDetailPath } from '@/features/account-area/constants'
import type { AccountContext } from '@/features/account-area/server/context'
import { isOrderable } from '@/features/catalog/pricing'
import type { CatalogArticle } from '@/features/catalog/server/articles'
import { unitLabel, type CatalogContext } from '@/features/catalog/server/request'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { articlesByNumber, orderingViewer } from '@/features/carts/server/cart'
import { productPath } from '@/features/products/paths'
import {
  dateRangeWhere,
  payloadPage,
  searchTerm,
  sortOf,
  tableResults,
} from '@/features/table-lists/server/table'
import type { TableQuery } from '@/features/table-lists/query'
import type { TableResults } from '@/features/table-lists/types'
import { swissToday } from '@/lib/dates'
import { toImageData } from '@/lib/media'
import { dataScope, shopData } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import {
  ORDER_DEFAULT_SORT,
  ORDER_EXPORT_MAX_ROWS,
  ORDER_PLACERS,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type OrderStatus,
} from '../constants'
import type { NotReorderableReason, OrderAddress, OrderDetail, OrderEntry, OrderLine } from '../schemas'
import { standardRateOn } from '@/lib/vat'
import { orderVat } from '@/features/carts/order-vat'

/** Whose orders a call may see: the customer it acts for, on its tenant. */
export type OrderReader = Pick<AccountContext, 'tenant' | 'locale' | 't' | 'account' | 'viewer'> & {
  customer: { id: number }
}

/** The caller's scope: its customer's orders on its tenant, never another's. */
const orders = (ctx: OrderReader) => shopData(dataScope(ctx.tenant.id, ctx.account, ctx.customer.id))

/** The orders of the caller's customer (never another's), narrowed by the table's filters, date range and search. */
export function orderWhere(ctx: OrderReader, query: TableQuery): Where {
  const and: Where[] = [{ tenant: { equals: ctx.tenant.id } }, { customer: { equals: ctx.customer.id } }]
  const statuses = query.filters.status ?? []
  if (statuses.length) and.push({ status: { in: statuses } })
  const placedBy = query.filters.placedBy?.[0]
  if (placedBy === 'employee') and.push({ placedBy: { exists: true } })
  if (placedBy === 'customer') and.push({ placedBy: { exists: false } })
  and.push(...dateRangeWhere('orderedAt', query.dateFrom, query.dateTo))
  const term = searchTerm(query)
  if (term)
    and.push({ or: [{ orderNumber: { contains: term } }, { purchaseOrderNumber: { contains: term } }] })
  return { and }
}

const LIST_SELECT = {
  orderNumber: true,
  orderedAt: true,
  status: true,
  purchaseOrderNumber: true,
  costCentre: true,
  totalCents: true,
  vatCents: true,
  grossTotalCents: true,
  vatBreakdown: true,
  placedBy: true,
  lineCount: true,
  approval: true,
  requestedDeliveryDate: true,
  partialDelivery: true,
} as const
type ListedOrder = Pick<
  Order,
  | 'id'
  | 'orderNumber'
  | 'orderedAt'
  | 'status'
  | 'purchaseOrderNumber'
  | 'costCentre'
  | 'totalCents'
  | 'vatCents'
  | 'grossTotalCents'
  | 'vatBreakdown'
  | 'placedBy'
  | 'lineCount'
  | 'approval'
  | 'requestedDeliveryDate'
  | 'partialDelivery'
>

/** One page of orders from the database (offsets are multiples of the limit: parseTableQuery checks). */
async function findOrders(
  ctx: OrderReader,
  query: TableQuery,
  sort: string[],
): Promise<{ docs: ListedOrder[]; total: number }> {
  const result = await orders(ctx).find({
    collection: 'orders',
    where: orderWhere(ctx, query),
    sort,
    ...payloadPage(query),
    depth: 0,
    select: LIST_SELECT,
  })
  return { docs: result.docs as ListedOrder[], total: result.totalDocs }
}

/** Names of the employees who placed orders (only the name is read). */
async function employeeNames(ctx: OrderReader, listed: ListedOrder[]): Promise<Map<number, string>> {
  const ids = [...new Set(listed.map((o) => relationId(o.placedBy)).filter((id): id is number => id != null))]
  if (!ids.length) return new Map()
  const { docs } = await orders(ctx).find({
    collection: 'accounts',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { firstName: true, lastName: true },
  })
  return new Map(docs.map((doc) => [doc.id, `${doc.firstName} ${doc.lastName}`.trim()]))
}

const statusLabel = (ctx: Pick<CatalogContext, 't'>, status: string) =>
  ctx.t(`orders.status.${status as OrderStatus}`)

/** What the list and the detail show alike of an order. */
function orderHeader(ctx: Pick<CatalogContext, 't'>, order: ListedOrder, names: Map<number, string>) {
  const placedBy = relationId(order.placedBy)
  return {
    orderNumber: order.orderNumber,
    orderedAt: new Date(order.orderedAt).toISOString(),
    status: order.status,
    statusLabel: statusLabel(ctx, order.status),
    purchaseOrderNumber: order.purchaseOrderNumber || null,
    costCentre: order.costCentre || null,
    placedBy: placedBy != null ? (names.get(placedBy) ?? '') : null,
    requestedDeliveryDate: order.requestedDeliveryDate || null,
    partialDelivery: order.partialDelivery ?? true,
    approval: order.approval?.requestedAt
      ? {
          decidedBy: order.approval.decidedByName || null,
          decidedAt: order.approval.decidedAt ? new Date(order.approval.decidedAt).toISOString() : null,
          rejectionReason: order.approval.rejectionReason || null,
        }
      : null,
  }
}

function toEntry(ctx: OrderReader, order: ListedOrder, names: Map<number, string>): OrderEntry {
  const vat = orderVat(order)
  return {
    ...orderHeader(ctx, order, names),
    lineCount: order.lineCount ?? 0,
    totalCents: order.totalCents,
    vatCents: vat.vatCents,
    grossTotalCents: vat.grossCents,
    url: `/${ctx.locale}${orderDetailPath(order.orderNumber)}`,
  }
}

/**
 * GET /api/orders/ (a table list): the customer's orders, newest
 * first unless a column is sorted, filtered by status and who placed them,
 * a date range and a search over order and purchase-order numbers — all in
 * the database.
 */
export async function orderList(ctx: OrderReader, query: TableQuery): Promise<TableResults<OrderEntry>> {
  const { docs, total } = await findOrders(ctx, query, sortOf(query, ORDER_SORT_FIELDS, ORDER_DEFAULT_SORT))
  const names = await employeeNames(ctx, docs)
  return tableResults(
    query,
    total,
    docs.map((order) => toEntry(ctx, order, names)),
    {
      tableFilterFields: [
        {
          name: 'status',
          label: ctx.t('orders.table.status'),
          type: 'multiselect',
          options: ORDER_STATUSES.map((value) => ({ value, label: statusLabel(ctx, value) })),
          value: query.filters.status ?? [],
        },
        {
          name: 'placedBy',
          label: ctx.t('orders.table.placedBy'),
          type: 'select',
          options: ORDER_PLACERS.map((value) => ({ value, label: ctx.t(`orders.placedBy.${value}`) })),
          value: query.filters.placedBy ?? [],
        },
      ],
      tableSortColumns: [...Object.keys(ORDER_SORT_FIELDS)],
      datepicker: {
        name: 'orderedAt',
        label: ctx.t('orders.table.orderedAt'),
        from: query.dateFrom,
        to: query.dateTo,
        min: null,
        max: swissToday(),
      },
      search: { label: ctx.t('orders.table.search'), value: query.search },
    },
  )
}

/** The orders of a CSV export: the whole selection in the list's order, at most ORDER_EXPORT_MAX_ROWS. */
export async function exportedOrders(ctx: OrderReader, query: TableQuery): Promise<OrderEntry[]> {
  const { docs } = await orders(ctx).find({
    collection: 'orders',
    where: orderWhere(ctx, query),
    sort: sortOf(query, ORDER_SORT_FIELDS, ORDER_DEFAULT_SORT),
    limit: ORDER_EXPORT_MAX_ROWS,
    page: 1,
    depth: 0,
    select: LIST_SELECT,
  })
  const listed = docs as ListedOrder[]
  const names = await employeeNames(ctx, listed)
  return listed.map((order) => toEntry(ctx, order, names))
}

/** The caller's customer's order with this number, or null (unknown, or another customer's: never told apart). */
export async function findOwnOrder(ctx: OrderReader, orderNumber: string): Promise<Order | null> {
  const { docs } = await orders(ctx).find({
    collection: 'orders',
    where: {
      and: [
        { tenant: { equals: ctx.tenant.id } },
        { customer: { equals: ctx.customer.id } },
        { orderNumber: { equals: orderNumber } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return (docs[0] as Order | undefined) ?? null
}

const addressOf = (group: Order['shipTo']): OrderAddress | null =>
  group && (group.partnerId || group.street || group.companyName)
    ? {
        partnerId: group.partnerId ?? null,
        companyName: (group.companyName ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        street: group.street ?? null,
        postalCode: group.postalCode ?? null,
        city: group.city ?? null,
        country: group.country ?? null,
      }
    : null

/** Why an article cannot be ordered again now, or null. */
export function notReorderable(
  article: CatalogArticle | null | undefined,
  ctx: Pick<CatalogContext, 'viewer'>,
): NotReorderableReason | null {
  if (!article) return 'articleMissing'
  if (article.disabled) return 'articleDisabled'
  return isOrderable(article, orderingViewer(ctx.viewer)) ? null : 'articleNotOrderable'
}

/** The number of the quote an order took its prices from, as far as the caller may see the quote (its own; an administrator the company's). */
async function quoteNumberOf(ctx: OrderReader, order: Order): Promise<string | null> {
  const quote = relationId(order.quote)
  if (quote == null) return null
  const found = (await shopData(dataScope(ctx.tenant.id, ctx.account)).findByID({
    collection: 'quotes',
    id: quote,
    depth: 0,
    disableErrors: true,
    select: { quoteNumber: true },
  })) as { quoteNumber?: string } | null
  return found?.quoteNumber ?? null
}

/**
 * An order's detail: header, addresses and lines as ordered (the
 * prices then), each line with its product in the caller's language and
 * whether it can be ordered again now.
 */
export async function orderDetail(ctx: OrderReader, order: Order): Promise<OrderDetail> {
  const products = await shownProductsById(ctx.tenant.id, ctx.locale, [
    ...new Set(order.lines.map((line) => relationId(line.product)).filter((id): id is number => id != null)),
  ])
  const articles = await articlesByNumber(
    ctx,
    order.lines.map((line) => line.articleNumber),
  )
  const names = await employeeNames(ctx, [order])
  const unit = unitLabel(ctx)
  const lines: OrderLine[] = order.lines.map((line, index) => {
    const product = products.get(relationId(line.product) ?? 0)
    const article = articles.get(line.articleNumber)
    const productNumber = product?.productNumber ?? article?.productNumber ?? null
    return {
      id: line.id ?? String(index),
      articleNumber: line.articleNumber,
      product: {
        productNumber,
        title: product?.name ?? line.articleNumber,
        url: product && productNumber ? productPath(ctx.locale, productNumber) : null,
        image: article?.image ?? toImageData(product?.image) ?? null,
        packLabel: article ? packLabel(article, ctx.locale, unit) : null,
      },
      quantity: line.quantity,
      itemRefText: line.itemRefText || null,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.unitPriceCents * line.quantity,
      manualPrice: !!line.manualPrice,
      quotedPrice: !!line.quotedPrice,
      vatRate: line.vatRate ?? standardRateOn(order.orderedAt),
      notReorderableReason: product ? notReorderable(article, ctx) : 'articleMissing',
    }
  })
  return {
    ...orderHeader(ctx, order, names),
    remark: order.remark || null,
    shipTo: addressOf(order.shipTo),
    billTo: addressOf(order.billTo),
    lines,
    quoteNumber: await quoteNumberOf(ctx, order),
    totalCents: order.totalCents,
    vat: orderVat(order),
    canReorder: !!ctx.account.isActiveEcommerceShopUser,
  }
}
