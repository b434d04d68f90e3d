import { catalogContext, productArticles, unitLabel } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/product/variants?productNumber=… (the variant table): every
 * pack size with its scale prices; the columns are the quantity breaks that
 * occur in any row.
 */
export const GET = defineRoute({ auth: catalogContext }, async ({ ctx, request }) => {
  const { articles } = await productArticles(ctx, request.nextUrl.searchParams.get('productNumber'))
  const rows = articles.map((article) => toVariant(article, ctx.viewer, ctx.locale, unitLabel(ctx)))
  const columns = [
    ...new Set(rows.flatMap((row) => row.priceInfo?.scalePrices.map((scale) => scale.minQuantity) ?? [])),
  ].sort((a, b) => a - b)
  return { variantTable: { columns, rows } }
})
