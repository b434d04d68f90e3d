import { z } from 'zod'

import { ZVatSummary } from '@/lib/vat'

import { ORDER_STATUSES, REORDER_MAX_LINES } from './constants'

const ZImage = z.object({
  srcset: z.string().optional(),
  fallback: z.string().optional(),
  alt: z.string(),
  title: z.string().optional(),
  caption: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
})

/** One row of the order history table. */
export const ZOrderEntry = z.object({
  orderNumber: z.string(),
  orderedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  lineCount: z.number(),
  /** Net total (excluding VAT), in cents. */
  totalCents: z.number(),
  /** VAT and the total including it, in cents. */
  vatCents: z.number(),
  grossTotalCents: z.number(),
  /** The employee who placed it for the customer (null: the customer did). */
  placedBy: z.string().nullable(),
  /** The delivery date the customer asked for (YYYY-MM-DD; null: as soon as possible). */
  requestedDeliveryDate: z.string().nullable(),
  /** Whether lines in stock may come ahead of the rest. */
  partialDelivery: z.boolean(),
  /** For an order that went beyond a buyer's limits: who approved or rejected it, when, and why (null: it needed no approval). */
  approval: z
    .object({
      decidedBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
  url: z.string(),
})
export type OrderEntry = z.infer<typeof ZOrderEntry>

const ZAddress = z.object({
  partnerId: z.string().nullable(),
  companyName: z.array(z.string()),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})
export type OrderAddress = z.infer<typeof ZAddress>

/** Why a line cannot go into the cart again. */
export const NOT_REORDERABLE_REASONS = ['articleMissing', 'articleDisabled', 'articleNotOrderable'] as const
export type NotReorderableReason = (typeof NOT_REORDERABLE_REASONS)[number]

/** One line of an order as ordered, with what it is now. */
export const ZOrderLine = z.object({
  id: z.string(),
  articleNumber: z.string(),
  product: z.object({
    productNumber: z.string().nullable(),
    title: z.string(),
    url: z.string().nullable(),
    image: ZImage.nullable(),
    packLabel: z.string().nullable(),
  }),
  quantity: z.number(),
  itemRefText: z.string().nullable(),
  unitPriceCents: z.number(),
  totalCents: z.number(),
  manualPrice: z.boolean(),
  /** Priced by an accepted quote (the order's `quoteNumber`). */
  quotedPrice: z.boolean(),
  /** The VAT rate in percent that applied to the line. */
  vatRate: z.number(),
  /** Null: can be ordered again; otherwise why not. */
  notReorderableReason: z.enum(NOT_REORDERABLE_REASONS).nullable(),
})
export type OrderLine = z.infer<typeof ZOrderLine>

/** An order's detail. */
export const ZOrderDetail = z.object({
  orderNumber: z.string(),
  orderedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  remark: z.string().nullable(),
  placedBy: z.string().nullable(),
  requestedDeliveryDate: ZOrderEntry.shape.requestedDeliveryDate,
  partialDelivery: ZOrderEntry.shape.partialDelivery,
  approval: ZOrderEntry.shape.approval,
  shipTo: ZAddress.nullable(),
  billTo: ZAddress.nullable(),
  lines: z.array(ZOrderLine),
  /** The quote whose prices the order took (null: none, or a colleague's quote the caller cannot see). */
  quoteNumber: z.string().nullable(),
  /** Net total (excluding VAT), in cents. */
  totalCents: z.number(),
  /** The order's VAT per rate and its total including VAT, as stored when it was placed. */
  vat: ZVatSummary,
  /** Whether the caller may put lines into the cart (an active shop user). */
  canReorder: z.boolean(),
})
export type OrderDetail = z.infer<typeof ZOrderDetail>

/** POST /api/orders/{orderNumber}/reorder: the order lines to add (none: all). */
export const ZReorderInput = z
  .object({ lines: z.array(z.string().min(1).max(64)).max(REORDER_MAX_LINES).optional() })
  .strict()
export type ReorderInput = z.infer<typeof ZReorderInput>

/** What a reorder did: the lines added, those left out and why, and the cart's new count. */
export const ZReorderResult = z.object({
  added: z.array(z.object({ lineId: z.string(), articleNumber: z.string(), quantity: z.number() })),
  skipped: z.array(
    z.object({
      lineId: z.string(),
      articleNumber: z.string(),
      reason: z.enum(NOT_REORDERABLE_REASONS),
      message: z.string(),
    }),
  ),
  count: z.number(),
})
export type ReorderResult = z.infer<typeof ZReorderResult>
