import { z } from 'zod'

import { MAX_QUANTITY, PRODUCT_NUMBER_PATTERN } from './constants'

export const ZProductNumber = z.string().trim().toUpperCase().regex(PRODUCT_NUMBER_PATTERN)
export const ZArticleNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,30}$/)

/** GET /api/product/price: one article and a quantity from 1 to 9999. */
export const ZPriceQuery = z.object({
  articleNumber: ZArticleNumber,
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY).default(1),
})

/** POST /api/product/price-label: a non-empty list of product numbers (the client asks only when it has some). */
export const ZPriceLabelBody = z.object({ productNumbers: z.array(ZProductNumber).min(1).max(200) })

/** The first problem of a zod result as the name of the parameter it concerns. */
export function firstParameter(error: z.ZodError, fallback = 'query'): string {
  const [first] = error.issues[0]?.path ?? []
  return first == null ? fallback : String(first)
}

/** A query string as a plain object (the last value of a repeated key wins). */
export const queryObject = (params: URLSearchParams) => Object.fromEntries(params)

/** GET /api/product/last-order-date?ids[]=…: a non-empty list of product ids (the client asks only when it has some). */
export const ZLastOrderQuery = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(200) })

/** The repeated `ids[]` (or `ids`) values of a query. */
export const idList = (params: URLSearchParams) => [...params.getAll('ids[]'), ...params.getAll('ids')]
