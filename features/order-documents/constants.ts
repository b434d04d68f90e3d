/**
 * An order's documents: the confirmation the shop writes at submit, and the delivery notes and
 * invoices the ERP hands over (import endpoint or CMS upload).
 */
export const ORDER_DOCUMENT_KINDS = ['confirmation', 'deliveryNote', 'invoice'] as const
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number]

export const ORDER_DOCUMENT_NUMBER_MAX_LENGTH = 40
