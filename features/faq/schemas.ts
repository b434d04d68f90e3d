import { z } from 'zod'

/** GET /api/faq?categoryId= : a positive whole number, or nothing for all questions. */
export const ZFaqQuery = z.object({
  categoryId: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional(),
})
export type FaqQuery = z.output<typeof ZFaqQuery>
