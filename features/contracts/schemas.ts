import { z } from 'zod'

import type { ImageData } from '@/components/picture/picture'

import { CONTRACT_STATUSES, CONTRACT_TYPES } from '@/features/account-area/constants'
import type { TableDefinition } from '@/features/table-lists/query'

/** A contract number in a path: digits, letters, dash, dot, slash-free, at most 40 characters. */
export const ZContractNumber = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)

/** GET /api/contracts/ (a table list): sorts, filters, validity range, search. */
export const CONTRACTS_TABLE: TableDefinition = {
  sortColumns: ['contractNumber', 'validFrom', 'validTo', 'status'],
  filters: { status: { values: CONTRACT_STATUSES }, type: { values: CONTRACT_TYPES } },
  datepicker: true,
  search: true,
}

/** GET /api/contracts/{contractNumber}/positions/: sorts and a search over article numbers. */
export const POSITIONS_TABLE: TableDefinition = {
  sortColumns: ['positionNumber', 'articleNumber', 'agreed', 'called', 'unitPrice'],
  search: true,
}

/** One row of the contracts table. Money in cents. */
export const ZContractEntry = z.object({
  contractNumber: z.string(),
  title: z.string(),
  type: z.enum(CONTRACT_TYPES),
  typeLabel: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  statusLabel: z.string(),
  positionCount: z.number(),
  agreedValueCents: z.number().nullable(),
  /** Called off ÷ agreed quantity over all positions, 0–1 (null without positions). */
  progress: z.number().nullable(),
  calledQuantity: z.number(),
  agreedQuantity: z.number(),
  url: z.string(),
})
export type ContractEntry = z.infer<typeof ZContractEntry>

/** A picture as the catalog builds it (lib/media). */
const ZImage = z.custom<ImageData>(
  (value) =>
    !!value && typeof value === 'object' && typeof (value as { fallback?: unknown }).fallback === 'string',
)

/** One row of a contract's positions. */
export const ZContractPositionEntry = z.object({
  positionNumber: z.number(),
  productNumber: z.string().nullable(),
  title: z.string(),
  url: z.string().nullable(),
  image: ZImage.nullable(),
  articleNumber: z.string(),
  packLabel: z.string().nullable(),
  agreed: z.number(),
  called: z.number(),
  remaining: z.number(),
  unitPriceCents: z.number().nullable(),
})
export type ContractPositionEntry = z.infer<typeof ZContractPositionEntry>
