import type { NextRequest } from 'next/server'

import { ZProductNumber } from '@/features/catalog/schemas'
import { getProductArticles } from '@/features/catalog/server/articles'
import { badParameter, catalogContext, requireCustomer } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { fail, ok } from '@/lib/api/envelope'

/**
 * GET /api/product/variants?productNumber=… (SPEC §7 variant table): every
 * pack size with its scale prices; the columns are the quantity breaks that
 * occur in any row.
 */
export async function GET(request: NextRequest) {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx.response
  const parsed = ZProductNumber.safeParse(request.nextUrl.searchParams.get('productNumber') ?? '')
  if (!parsed.success) return badParameter(ctx, 'productNumber')
  const denied = requireCustomer(ctx)
  if (denied) return denied
  const articles = await getProductArticles(ctx.tenant.id, parsed.data)
  if (!articles.length) return fail(404, ctx.t('catalog.api.productMissing'))
  const rows = articles.map((article) => toVariant(article, ctx.viewer, ctx.locale, (u) => ctx.t(`catalog.units.${u as 'L'}`)))
  const columns = [...new Set(rows.flatMap((row) => row.priceInfo?.scalePrices.map((scale) => scale.minQuantity) ?? []))].sort((a, b) => a - b)
  return ok({ variantTable: { columns, rows } })
}
