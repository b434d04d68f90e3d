import { z } from 'zod'

import { ZCheckoutAddress } from '@/features/addresses/schemas'
import { isRealDay } from '@/features/availability/days'
import { ZDeliveryOptions } from '@/features/availability/schemas'
import { CONTROL_CHARACTERS_ISSUE, hasControlCharacters } from '@/lib/control-characters'

import {
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
  APPROVAL_REASONS,
  SUBMISSION_KEY_PATTERN,
} from './constants'
import { ZB2BCart } from './schemas'

/** Printable text of at most `max` characters, trimmed (no control characters: these go to the ERP). */
const ZHeaderText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !hasControlCharacters(text), { message: CONTROL_CHARACTERS_ISSUE })
    .transform((text) => text.trim())

/** A remark may hold line breaks, nothing else of the control characters. */
const ZRemark = z
  .string()
  .max(ORDER_REMARK_MAX_LENGTH)
  .refine((text) => !hasControlCharacters(text, { lineBreaks: true }), { message: CONTROL_CHARACTERS_ISSUE })
  .transform((text) => text.trim())

export { ZCheckoutAddress, type CheckoutAddress } from '@/features/addresses/schemas'

/**
 * The B2B cart data: checkoutConfig with agbContentLink, entries — plus
 * what the delivery and invoice step offers and has chosen.
 */
/** What the checkout overview tells a buyer before the submit: the order will need approval, and why. */
export const ZApprovalPreview = z.object({
  required: z.boolean(),
  reasons: z.array(z.enum(APPROVAL_REASONS)),
  /** The buyer's order limit and monthly budget (null: none), net, in cents. */
  limitCents: z.number().nullable(),
  budgetCents: z.number().nullable(),
  /** What the buyer's placed orders of this month (Europe/Zurich) already used. */
  spentCents: z.number(),
})
export type ApprovalPreview = z.infer<typeof ZApprovalPreview>

export const ZB2BCartData = ZB2BCart.extend({
  checkoutConfig: z.object({ agbContentLink: z.string() }),
  shipToAddresses: z.array(ZCheckoutAddress),
  billToAddresses: z.array(ZCheckoutAddress),
  shipTo: z.string().nullable(),
  billTo: z.string().nullable(),
  purchaseOrderNumber: z.string(),
  costCentre: z.string(),
  remark: z.string(),
  /** For a buyer with limits: whether this order will await an administrator's approval, and why (null: no limits). */
  approval: ZApprovalPreview.nullable(),
  /** The delivery date asked for (YYYY-MM-DD), or null: as soon as possible. */
  requestedDeliveryDate: z.string().nullable(),
  /** Whether lines in stock may come ahead of the rest. */
  partialDelivery: z.boolean(),
  /** What the delivery step offers for these lines now: the earliest days, the last one, the holidays between. */
  delivery: ZDeliveryOptions,
})
export type B2BCartData = z.infer<typeof ZB2BCartData>

/** POST /api/b2bcart-data: the delivery and invoice step's choices; each field is optional (only what is sent changes). */
export const ZB2BCartDataParams = z
  .object({
    shipTo: z.string().trim().min(1).max(20),
    billTo: z.string().trim().min(1).max(20),
    purchaseOrderNumber: ZHeaderText(PURCHASE_ORDER_NUMBER_MAX_LENGTH),
    costCentre: ZHeaderText(COST_CENTRE_MAX_LENGTH),
    remark: ZRemark,
    /** A real day (YYYY-MM-DD); null or empty: as soon as possible. Whether it can be promised is the server's check. */
    requestedDeliveryDate: z
      .union([z.literal(''), z.string().refine(isRealDay)])
      .nullable()
      .transform((day) => day || null),
    partialDelivery: z.boolean(),
  })
  .partial()
  .strict()
export type B2BCartDataParams = z.infer<typeof ZB2BCartDataParams>

/** POST /api/b2bcart-data/commit: the submit. The same key twice makes one order. */
export const ZCommitBody = z.object({
  submissionKey: z.string().regex(SUBMISSION_KEY_PATTERN),
  termsAccepted: z.literal(true),
})

/** What a submit answers: the order made (or found, for a repeated key) and where its confirmation is. */
export const ZCommitResult = z.object({
  orderNumber: z.string(),
  confirmationUrl: z.string(),
  count: z.number(),
  /** The order went beyond the buyer's limits: it awaits an administrator's approval. */
  awaitingApproval: z.boolean(),
})
export type CommitResult = z.infer<typeof ZCommitResult>

/** GET checkoutConfig.agbContentLink: the terms' title and rich text (Lexical JSON). */
export const ZTermsContent = z.object({ title: z.string(), content: z.unknown() })
