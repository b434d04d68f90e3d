import { z } from 'zod'

import { SAFETY_DATA_SHEET_LANGUAGES } from '@/features/account-area/constants'

/** GET /api/safety-data-sheet/download?id=…: a sheet's id (digits only). */
export const ZSheetId = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number)

/** The sortable columns of the safety data sheets table. */
export const SHEET_SORT_COLUMNS = ['articleNumber', 'issuedAt', 'language'] as const

/** One row of the safety data sheets table. */
export const ZSafetyDataSheetEntry = z.object({
  id: z.number(),
  productTitle: z.string(),
  productNumber: z.string().nullable(),
  productUrl: z.string().nullable(),
  articleNumber: z.string(),
  language: z.enum(SAFETY_DATA_SHEET_LANGUAGES),
  languageLabel: z.string(),
  version: z.string(),
  issuedAt: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  downloadUrl: z.string(),
})
export type SafetyDataSheetEntry = z.infer<typeof ZSafetyDataSheetEntry>
