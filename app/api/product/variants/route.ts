import type { NextRequest } from 'next/server'

import { productArticlesRequest, unitLabel } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/product/variants?productNumber=… (SPEC §7 variant table): every
 * pack size with its scale prices; the columns are the quantity breaks that
 * occur in any row.
 */
export async function GET(request: NextRequest) {
  const found = await productArticlesRequest(request, request.nextUrl.searchParams.get('productNumber'))
  if ('response' in found) return found.response
  const { ctx, articles } = found
  const rows = articles.map((article) => toVariant(article, ctx.viewer, ctx.locale, unitLabel(ctx)))
  const columns = [...new Set(rows.flatMap((row) => row.priceInfo?.scalePrices.map((scale) => scale.minQuantity) ?? []))].sort((a, b) => a - b)
  return ok({ variantTable: { columns, rows } })
}
