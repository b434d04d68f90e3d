import 'server-only'

import { Readable } from 'node:stream'

import type { Where } from 'payload'

import type { Order, OrderDocument } from '@/cms/payload-types'
import { orderDetailPath } from '@/features/account-area/constants'
import type { AccountContext } from '@/features/account-area/server/context'
import type { TableQuery } from '@/features/table-lists/query'
import {
  dateRangeWhere,
  payloadPage,
  searchTerm,
  sortOf,
  tableResults,
} from '@/features/table-lists/server/table'
import type { TableResults } from '@/features/table-lists/types'
import { NotFoundError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'
import { swissToday } from '@/lib/dates'
import { relationId } from '@/lib/relation-ids'
import { readStoredFile } from '@/lib/storage/files'

import {
  DOCUMENT_ORDER_NUMBER_PATTERN,
  ORDER_DOCUMENT_DEFAULT_SORT,
  ORDER_DOCUMENT_EXPORT_MAX_ROWS,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_SEARCH_MAX_ORDERS,
  ORDER_DOCUMENT_SORT_FIELDS,
  orderConfirmationPath,
  orderDocumentDownloadPath,
  type OrderDocumentKind,
} from '../constants'
import { documentFileName } from '../layout'
import type { OrderDocumentEntry } from '../schemas'
import { ensureConfirmation, isConfirmedOrder } from './generate'

/**
 * Reading an order's documents as the caller: a signed-in user of a business customer (any
 * company role) or an employee acting for one. Every read goes through the caller's data scope
 * (the `order-documents` rule: the scope's customer on its tenant), so another customer's
 * document is not found — 404, never 403.
 */
export type DocumentReader = Pick<AccountContext, 'tenant' | 'locale' | 't' | 'account'> & {
  customer: { id: number }
}

const scoped = (ctx: DocumentReader) => shopData(dataScope(ctx.tenant.id, ctx.account, ctx.customer.id))

const own = (ctx: DocumentReader): Where[] => [
  { tenant: { equals: ctx.tenant.id } },
  { customer: { equals: ctx.customer.id } },
]

const LIST_SELECT = {
  kind: true,
  documentNumber: true,
  issuedAt: true,
  order: true,
  totalCents: true,
  filesize: true,
} as const
type ListedDocument = Pick<
  OrderDocument,
  'id' | 'kind' | 'documentNumber' | 'issuedAt' | 'order' | 'totalCents' | 'filesize'
>

export const kindLabel = (ctx: Pick<DocumentReader, 't'>, kind: OrderDocumentKind) =>
  ctx.t(`orderDocuments.kinds.${kind}`)

/** A document's download name in the reader's language. */
export const downloadName = (
  ctx: Pick<DocumentReader, 't'>,
  kind: OrderDocumentKind,
  documentNumber: string,
) => documentFileName(kindLabel(ctx, kind), documentNumber)

/** The order numbers of documents' orders (one read). */
async function orderNumbersOf(ctx: DocumentReader, docs: ListedDocument[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      docs
        .map((doc) => relationId(doc.order as number | { id: number }))
        .filter((id): id is number => id != null),
    ),
  ]
  if (!ids.length) return new Map()
  const { docs: orders } = await scoped(ctx).find({
    collection: 'orders',
    where: { and: [...own(ctx), { id: { in: ids } }] },
    depth: 0,
    pagination: false,
    select: { orderNumber: true },
  })
  return new Map(orders.map((order) => [order.id, order.orderNumber]))
}

function toEntry(
  ctx: DocumentReader,
  doc: ListedDocument,
  orderNumbers: Map<number, string>,
): OrderDocumentEntry {
  const orderNumber = orderNumbers.get(relationId(doc.order as number | { id: number }) ?? 0) ?? ''
  return {
    id: doc.id,
    kind: doc.kind,
    kindLabel: kindLabel(ctx, doc.kind),
    documentNumber: doc.documentNumber,
    orderNumber,
    orderUrl: `/${ctx.locale}${orderDetailPath(orderNumber)}`,
    issuedAt: new Date(doc.issuedAt).toISOString(),
    totalCents: doc.kind === 'invoice' ? (doc.totalCents ?? null) : null,
    downloadUrl: orderDocumentDownloadPath(doc.id),
    fileName: downloadName(ctx, doc.kind, doc.documentNumber),
    fileSize: doc.filesize ?? null,
  }
}

/** The caller's customer's documents narrowed by the table's kinds, issue dates and search (document number, or the number of their order). */
async function documentWhere(ctx: DocumentReader, query: TableQuery): Promise<Where> {
  const and: Where[] = [...own(ctx)]
  const kinds = query.filters.kind ?? []
  if (kinds.length) and.push({ kind: { in: kinds } })
  and.push(...dateRangeWhere('issuedAt', query.dateFrom, query.dateTo))
  const term = searchTerm(query)
  if (term) {
    const { docs: orders } = await scoped(ctx).find({
      collection: 'orders',
      where: { and: [...own(ctx), { orderNumber: { contains: term } }] },
      depth: 0,
      limit: ORDER_DOCUMENT_SEARCH_MAX_ORDERS,
      sort: '-orderedAt',
      select: { orderNumber: true },
    })
    and.push({
      or: [
        { documentNumber: { contains: term } },
        ...(orders.length ? [{ order: { in: orders.map((order) => order.id) } }] : []),
      ],
    })
  }
  return { and }
}

/**
 * GET /api/order-documents (a table list): the customer's documents, newest first unless a
 * column is sorted, filtered by kind, issue date and a search over document and order numbers;
 * filtering, sorting and paging in the database.
 */
export async function documentList(
  ctx: DocumentReader,
  query: TableQuery,
): Promise<TableResults<OrderDocumentEntry>> {
  const result = await scoped(ctx).find({
    collection: 'order-documents',
    where: await documentWhere(ctx, query),
    sort: sortOf(query, ORDER_DOCUMENT_SORT_FIELDS, ORDER_DOCUMENT_DEFAULT_SORT),
    ...payloadPage(query),
    depth: 0,
    select: LIST_SELECT,
  })
  const docs = result.docs as ListedDocument[]
  const orderNumbers = await orderNumbersOf(ctx, docs)
  return tableResults(
    query,
    result.totalDocs,
    docs.map((doc) => toEntry(ctx, doc, orderNumbers)),
    {
      tableFilterFields: [
        {
          name: 'kind',
          label: ctx.t('orderDocuments.table.kind'),
          type: 'multiselect',
          options: ORDER_DOCUMENT_KINDS.map((value) => ({ value, label: kindLabel(ctx, value) })),
          value: query.filters.kind ?? [],
        },
      ],
      tableSortColumns: [...Object.keys(ORDER_DOCUMENT_SORT_FIELDS)],
      datepicker: {
        name: 'issuedAt',
        label: ctx.t('orderDocuments.table.issuedAt'),
        from: query.dateFrom,
        to: query.dateTo,
        min: null,
        max: swissToday(),
      },
      search: { label: ctx.t('orderDocuments.table.search'), value: query.search },
    },
  )
}

/** The documents of a CSV export: the whole selection in the list's order, at most ORDER_DOCUMENT_EXPORT_MAX_ROWS. */
export async function exportedDocuments(
  ctx: DocumentReader,
  query: TableQuery,
): Promise<OrderDocumentEntry[]> {
  const { docs } = await scoped(ctx).find({
    collection: 'order-documents',
    where: await documentWhere(ctx, query),
    sort: sortOf(query, ORDER_DOCUMENT_SORT_FIELDS, ORDER_DOCUMENT_DEFAULT_SORT),
    limit: ORDER_DOCUMENT_EXPORT_MAX_ROWS,
    page: 1,
    depth: 0,
    select: LIST_SELECT,
  })
  const listed = docs as ListedDocument[]
  const orderNumbers = await orderNumbersOf(ctx, listed)
  return listed.map((doc) => toEntry(ctx, doc, orderNumbers))
}

/** What an order's detail page lists: its stored documents, and its confirmation to be written on first download when it has none yet. */
export type OrderDocumentLink = Pick<
  OrderDocumentEntry,
  'kind' | 'kindLabel' | 'documentNumber' | 'issuedAt' | 'downloadUrl' | 'fileName'
>

export async function documentsOfOwnOrder(
  ctx: DocumentReader,
  order: Pick<Order, 'id' | 'orderNumber' | 'orderedAt' | 'status'>,
): Promise<OrderDocumentLink[]> {
  const { docs } = await scoped(ctx).find({
    collection: 'order-documents',
    where: { and: [...own(ctx), { order: { equals: order.id } }] },
    sort: ['issuedAt', 'id'],
    depth: 0,
    pagination: false,
    select: LIST_SELECT,
  })
  const links: OrderDocumentLink[] = (docs as ListedDocument[]).map((doc) => {
    const entry = toEntry(ctx, doc, new Map([[order.id, order.orderNumber]]))
    return {
      kind: entry.kind,
      kindLabel: entry.kindLabel,
      documentNumber: entry.documentNumber,
      issuedAt: entry.issuedAt,
      downloadUrl: entry.downloadUrl,
      fileName: entry.fileName,
    }
  })
  if (isConfirmedOrder(order) && !links.some((link) => link.kind === 'confirmation'))
    links.unshift({
      kind: 'confirmation',
      kindLabel: kindLabel(ctx, 'confirmation'),
      documentNumber: order.orderNumber,
      issuedAt: new Date(order.orderedAt).toISOString(),
      downloadUrl: orderConfirmationPath(order.orderNumber),
      fileName: downloadName(ctx, 'confirmation', order.orderNumber),
    })
  return links
}

const STORED_SELECT = { ...LIST_SELECT, filename: true, prefix: true, _objectKey: true } as const
type StoredDocument = ListedDocument & Pick<OrderDocument, 'filename' | 'prefix' | '_objectKey'>

const notFound = (ctx: Pick<DocumentReader, 't'>) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('orderDocuments.api.notFound'), meta: { fields: ['id'] } },
  ])

/** One of the caller's customer's documents by id, or a 404 (another customer's answers the same). */
export async function ownDocument(ctx: DocumentReader, id: number): Promise<StoredDocument> {
  const { docs } = await scoped(ctx).find({
    collection: 'order-documents',
    where: { and: [...own(ctx), { id: { equals: id } }] },
    depth: 0,
    limit: 1,
    select: STORED_SELECT,
  })
  const doc = docs[0] as StoredDocument | undefined
  if (!doc) throw notFound(ctx)
  return doc
}

/**
 * The confirmation of one of the caller's customer's orders: the stored one, else written now
 * in the caller's language. 404 for an unknown or another customer's order number, and for an
 * order that was never placed (awaiting approval, rejected).
 */
export async function ownConfirmation(ctx: DocumentReader, orderNumber: string): Promise<StoredDocument> {
  const orderNotFound = new NotFoundError([
    { type: 'error', message: ctx.t('orders.api.notFound'), meta: { fields: ['orderNumber'] } },
  ])
  if (!DOCUMENT_ORDER_NUMBER_PATTERN.test(orderNumber)) throw orderNotFound
  const { docs } = await scoped(ctx).find({
    collection: 'orders',
    where: { and: [...own(ctx), { orderNumber: { equals: orderNumber } }] },
    depth: 0,
    limit: 1,
    select: { orderNumber: true, status: true },
  })
  const order = docs[0] as Pick<Order, 'id' | 'orderNumber' | 'status'> | undefined
  if (!order) throw orderNotFound
  if (!isConfirmedOrder(order))
    throw new NotFoundError([
      {
        type: 'error',
        message: ctx.t('orderDocuments.api.noConfirmation'),
        meta: { fields: ['orderNumber'] },
      },
    ])
  const find = async () =>
    (
      await scoped(ctx).find({
        collection: 'order-documents',
        where: { and: [...own(ctx), { order: { equals: order.id } }, { kind: { equals: 'confirmation' } }] },
        sort: 'id',
        depth: 0,
        limit: 1,
        select: STORED_SELECT,
      })
    ).docs[0] as StoredDocument | undefined
  const stored =
    (await find()) ??
    ((await ensureConfirmation(order.id, { locale: ctx.locale })) ? await find() : undefined)
  if (!stored) throw notFound(ctx)
  return stored
}

/**
 * A stored document as a download: streamed from the local folder or the bucket, named in the
 * reader's language from the database row (never from the request), private and never cached.
 * A missing file is a 404 that says so (the row stays; an editor can upload it again).
 */
export async function documentDownload(
  ctx: Pick<DocumentReader, 't'>,
  doc: StoredDocument,
): Promise<Response> {
  const content = doc.filename ? await readStoredFile('order-documents', doc) : null
  if (!content) {
    console.error(
      `[order-documents] the file of document ${doc.id} (${doc.filename ?? 'no file name'}) is missing`,
    )
    throw new NotFoundError([
      { type: 'error', message: ctx.t('orderDocuments.api.fileMissing'), meta: { fields: ['id'] } },
    ])
  }
  const name = downloadName(ctx, doc.kind, doc.documentNumber)
  return new Response(Readable.toWeb(content.body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(content.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
