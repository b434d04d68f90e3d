/**
 * What an order document says, built from an order and what belongs to it (the pure half of
 * every document: the shop's confirmation at submit, the seeded delivery notes and invoices).
 * Server code (server/data.ts) and the seed read the parts; this turns them into the
 * `OrderDocumentData` that pdf.ts draws, the same way for both.
 */
import type { Order } from '../../cms/payload-types'
import type { ContentLanguage } from '../../lib/i18n/locales'
import { orderVat } from '../../lib/order-vat'
import { standardRateOn, type VatSummary } from '../../lib/vat'

import { INVOICE_PAYMENT_DAYS, type OrderDocumentKind } from './constants'
import { addressLines, swissDayAfter, type PostalAddress } from './layout'

export type DocumentLine = {
  position: number
  articleNumber: string
  name: string
  /** The pack ("20 l"), when the article is known. */
  pack: string | null
  itemRefText: string | null
  manualPrice: boolean
  quotedPrice: boolean
  quantity: number
  unitPriceCents: number
  totalCents: number
  vatRate: number
}

/** Everything one PDF shows. */
export type OrderDocumentData = {
  kind: OrderDocumentKind
  documentNumber: string
  /** ISO instant. */
  issuedAt: string
  language: ContentLanguage
  tenant: { name: string; theme: string }
  order: {
    orderNumber: string
    orderedAt: string
    purchaseOrderNumber: string | null
    costCentre: string | null
    remark: string | null
    /** YYYY-MM-DD */
    requestedDeliveryDate: string | null
    partialDelivery: boolean | null
    termsVersion: string | null
  }
  customer: { number: string; name: string }
  shipTo: string[]
  billTo: string[]
  /** Who ordered: the buyer's login, or the contact an employee ordered for. */
  buyer: string | null
  /** The employee who placed it on the customer's behalf. */
  onBehalf: string | null
  lines: DocumentLine[]
  vat: VatSummary
  /** Invoices: the amount due (the ERP's, else the order's total including VAT) and its due day (YYYY-MM-DD). */
  amountDueCents: number | null
  dueDate: string | null
  paymentDays: number | null
}

/** The order fields a document reads. */
export type DocumentOrder = Pick<
  Order,
  | 'orderNumber'
  | 'orderedAt'
  | 'purchaseOrderNumber'
  | 'costCentre'
  | 'remark'
  | 'requestedDeliveryDate'
  | 'partialDelivery'
  | 'termsVersion'
  | 'shipTo'
  | 'billTo'
  | 'lines'
  | 'totalCents'
  | 'vatCents'
  | 'grossTotalCents'
  | 'vatBreakdown'
>

export type DocumentParts = {
  kind: OrderDocumentKind
  documentNumber: string
  issuedAt: string | Date
  language: ContentLanguage
  tenant: { name: string; theme: string | null | undefined }
  order: DocumentOrder
  customer: { customerId: string; name: string; billingAddress?: PostalAddress | null }
  /** Product names in the document's language, by product id. */
  productNames: ReadonlyMap<number, string>
  /** Pack labels ("20 l") by article number. */
  packs: ReadonlyMap<string, string>
  buyer: string | null
  onBehalf: string | null
  /** Invoices: the amount the ERP states (cents, including VAT); the order's gross total when absent. */
  amountDueCents?: number | null
}

const productIdOf = (value: DocumentOrder['lines'][number]['product']) =>
  typeof value === 'object' && value ? value.id : value

const text = (value: string | null | undefined) => value?.trim() || null

/** An address group of the order as lines, or the customer's registered address when the order has none. */
function linesOf(group: DocumentOrder['shipTo'], fallback: string[]): string[] {
  const lines = addressLines(group)
  return lines.length ? lines : fallback
}

export function documentData(parts: DocumentParts): OrderDocumentData {
  const { order, kind } = parts
  const issuedAt = new Date(parts.issuedAt).toISOString()
  const registered = [parts.customer.name, ...addressLines(parts.customer.billingAddress).slice(1)]
  const standard = standardRateOn(order.orderedAt)
  const vat = orderVat(order)
  const invoice = kind === 'invoice'
  return {
    kind,
    documentNumber: parts.documentNumber,
    issuedAt,
    language: parts.language,
    tenant: { name: parts.tenant.name, theme: parts.tenant.theme ?? '01' },
    order: {
      orderNumber: order.orderNumber,
      orderedAt: new Date(order.orderedAt).toISOString(),
      purchaseOrderNumber: text(order.purchaseOrderNumber),
      costCentre: text(order.costCentre),
      remark: text(order.remark),
      requestedDeliveryDate: text(order.requestedDeliveryDate),
      partialDelivery: order.partialDelivery ?? null,
      termsVersion: text(order.termsVersion),
    },
    customer: { number: parts.customer.customerId, name: parts.customer.name },
    shipTo: linesOf(order.shipTo, registered),
    billTo: linesOf(order.billTo, registered),
    buyer: text(parts.buyer),
    onBehalf: text(parts.onBehalf),
    lines: order.lines.map((line, index) => ({
      position: index + 1,
      articleNumber: line.articleNumber,
      name: parts.productNames.get(productIdOf(line.product) ?? 0) ?? line.articleNumber,
      pack: parts.packs.get(line.articleNumber) ?? null,
      itemRefText: text(line.itemRefText),
      manualPrice: !!line.manualPrice,
      quotedPrice: !!line.quotedPrice,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.unitPriceCents * line.quantity,
      vatRate: line.vatRate ?? standard,
    })),
    vat,
    amountDueCents: invoice ? (parts.amountDueCents ?? vat.grossCents) : null,
    dueDate: invoice ? swissDayAfter(issuedAt, INVOICE_PAYMENT_DAYS) : null,
    paymentDays: invoice ? INVOICE_PAYMENT_DAYS : null,
  }
}
