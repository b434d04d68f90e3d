import { z } from 'zod'

import type { TableDefinition } from '@/features/table-lists/query'
import { CONTROL_CHARACTERS_ISSUE, hasControlCharacters } from '@/lib/control-characters'
import { ZVatSummary } from '@/lib/vat'

import { APPROVAL_REASONS } from '@/features/carts/constants'

import { REJECTION_REASON_MAX_LENGTH, REJECTION_REASON_MIN_LENGTH } from './model'

/** Where an approval stands: waiting for an administrator, approved (the order went out), or rejected. */
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const
export type ApprovalState = (typeof APPROVAL_STATES)[number]

/** The approvals page (/konto/freigaben): a table list like the other account tables. */
export const APPROVALS_TABLE = {
  sortColumns: ['orderNumber', 'requestedAt', 'totalCents'],
  filters: { state: { values: APPROVAL_STATES, multiple: true } },
  datepicker: false,
  search: true,
} as const satisfies TableDefinition

/** One row of the approvals table. */
export const ZApprovalEntry = z.object({
  orderNumber: z.string(),
  requestedAt: z.string(),
  buyer: z.string(),
  /** The net total when the buyer submitted it, in cents. */
  totalCents: z.number(),
  reasons: z.array(z.enum(APPROVAL_REASONS)),
  reasonsLabel: z.string(),
  state: z.enum(APPROVAL_STATES),
  stateLabel: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Whether the caller may approve or reject it (an administrator, not the buyer, while pending). */
  canDecide: z.boolean(),
  url: z.string(),
})
export type ApprovalEntry = z.infer<typeof ZApprovalEntry>

/** An order line as the approver sees it: at today's price. */
export const ZApprovalLine = z.object({
  articleNumber: z.string(),
  title: z.string(),
  packLabel: z.string().nullable(),
  quantity: z.number(),
  /** The unit price when submitted and today's (null: no longer orderable), net, in cents. */
  submittedUnitPriceCents: z.number(),
  unitPriceCents: z.number().nullable(),
  totalCents: z.number().nullable(),
})

/** GET /api/company/approvals/{orderNumber}: the order awaiting approval at today's prices. */
export const ZApprovalDetail = ZApprovalEntry.extend({
  lines: z.array(ZApprovalLine),
  /** The net total, VAT and total including VAT at today's prices (what an approval places). */
  current: ZVatSummary,
  /** Whether today's total differs from the submitted one (the approver confirms the new one). */
  priceChanged: z.boolean(),
  /** Lines that can no longer be ordered (an approval is refused until the buyer orders anew). */
  notOrderable: z.array(z.string()),
  limitCents: z.number().nullable(),
  budgetCents: z.number().nullable(),
  /** The buyer's placed orders of the current month, net, in cents. */
  spentCents: z.number(),
  purchaseOrderNumber: z.string().nullable(),
  remark: z.string().nullable(),
  orderUrl: z.string(),
})
export type ApprovalDetail = z.infer<typeof ZApprovalDetail>

/** POST …/approve: the net total (cents) the approver saw and confirms; a different total today is refused with the new one. */
export const ZApproveBody = z.object({ expectedTotalCents: z.number().int().min(0) }).strict()
export type ApproveBody = z.infer<typeof ZApproveBody>

/** POST …/reject: the reason the buyer reads (3–500 characters, no control characters). */
export const ZRejectBody = z
  .object({
    reason: z
      .string()
      .trim()
      .min(REJECTION_REASON_MIN_LENGTH)
      .max(REJECTION_REASON_MAX_LENGTH)
      .refine((value) => !hasControlCharacters(value, { lineBreaks: true }), CONTROL_CHARACTERS_ISSUE),
  })
  .strict()
export type RejectBody = z.infer<typeof ZRejectBody>

/** What a decision answers: the order's new state. */
export const ZDecisionResult = z.object({ orderNumber: z.string(), state: z.enum(APPROVAL_STATES) })
export type DecisionResult = z.infer<typeof ZDecisionResult>
