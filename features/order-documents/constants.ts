import type { TableDefinition } from '../table-lists/query'

/**
 * An order's documents: the confirmation the shop writes at submit, and the delivery notes and
 * invoices the ERP hands over (import endpoint or CMS upload).
 */
export const ORDER_DOCUMENT_KINDS = ['confirmation', 'deliveryNote', 'invoice'] as const
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number]

/** The kinds the ERP hands over (the shop writes the confirmation itself). */
export const IMPORTED_DOCUMENT_KINDS = [
  'deliveryNote',
  'invoice',
] as const satisfies readonly OrderDocumentKind[]
export type ImportedDocumentKind = (typeof IMPORTED_DOCUMENT_KINDS)[number]

export const ORDER_DOCUMENT_NUMBER_MAX_LENGTH = 40
/** A document number: letters, digits and . _ / - (what ERP numbers look like), 1–40 characters. */
export const ORDER_DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/

/** An order number as the shop and the ERP write them (the same rule as the order history's addresses). */
export const DOCUMENT_ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/

/** An order document is a PDF of at most 10 MB (ERP import and CMS upload alike). */
export const ORDER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024

/** The first bytes of every PDF. */
export const PDF_MAGIC = '%PDF-'

/** Orders in these states have an order confirmation (an order awaiting approval or rejected was never placed). */
export const CONFIRMED_ORDER_STATUSES = ['open', 'inProcess', 'shipped', 'completed', 'cancelled'] as const

/** Invoices are due this many days after their date unless the ERP says otherwise ("30 Tage netto"). */
export const INVOICE_PAYMENT_DAYS = 30

/** The documents page (a table list): filters by kind, the issue date range, search over document and order numbers. */
export const ORDER_DOCUMENT_TABLE = {
  sortColumns: ['issuedAt', 'documentNumber', 'kind', 'totalCents'],
  filters: { kind: { values: ORDER_DOCUMENT_KINDS, multiple: true } },
  datepicker: true,
  search: true,
} as const satisfies TableDefinition

/** The Payload field behind each sortable column. */
export const ORDER_DOCUMENT_SORT_FIELDS: Readonly<
  Record<(typeof ORDER_DOCUMENT_TABLE.sortColumns)[number], string>
> = {
  issuedAt: 'issuedAt',
  documentNumber: 'documentNumber',
  kind: 'kind',
  totalCents: 'totalCents',
}

/** The newest documents first unless a column is chosen. */
export const ORDER_DOCUMENT_DEFAULT_SORT = '-issuedAt'

/** A search by order number looks at most at this many matching orders of the customer. */
export const ORDER_DOCUMENT_SEARCH_MAX_ORDERS = 500

/** A CSV export holds at most this many documents (the newest of the selection). */
export const ORDER_DOCUMENT_EXPORT_MAX_ROWS = 10_000

/** Where the browser downloads a stored document. */
export const orderDocumentDownloadPath = (id: number | string) => `/api/order-documents/${id}/download`

/** Where the browser downloads an order's confirmation (written on first download when it is missing). */
export const orderConfirmationPath = (orderNumber: string) =>
  `/api/order-documents/confirmation/${encodeURIComponent(orderNumber)}`

/**
 * The company that issues the documents (every brand of the group sells for it): the footer of every
 * PDF. Tenants carry no postal address of their own yet (docs/architecture.md, "Order documents").
 */
export const DOCUMENT_ISSUER = {
  name: 'Tribo AG',
  street: 'Industriestrasse 12',
  postalCode: '8400',
  town: 'Winterthur',
  country: 'CH',
  phone: '+41 52 260 50 50',
  email: 'info@tribo.ch',
  web: 'www.tribo.ch',
  /** The company's UID, printed with the language's VAT word ("CHE-000.000.000 MWST"). */
  uid: 'CHE-000.000.000',
} as const
