import { z } from 'zod'

import { CROSS_REFERENCE_QUERY_MAX_LENGTH, CROSS_REFERENCE_QUERY_MIN_LENGTH } from './constants'

/** A search text as the cross-reference reads it: trimmed, inner whitespace one space. */
export const normalizeCrossReferenceQuery = (raw: string) => raw.replace(/\s+/g, ' ').trim()

/** GET /api/cross-reference?q= : 2–200 characters after trimming. */
export const ZCrossReferenceQuery = z.object({
  q: z
    .string()
    .transform(normalizeCrossReferenceQuery)
    .pipe(z.string().min(CROSS_REFERENCE_QUERY_MIN_LENGTH).max(CROSS_REFERENCE_QUERY_MAX_LENGTH)),
})
export type CrossReferenceQuery = z.output<typeof ZCrossReferenceQuery>
