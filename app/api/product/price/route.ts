import type { NextRequest } from 'next/server'

import { priceInfo } from '@/features/catalog/pricing'
import { firstParameter, queryObject, ZPriceQuery } from '@/features/catalog/schemas'
import { getArticle } from '@/features/catalog/server/articles'
import { badParameter, catalogContext, requireCustomer } from '@/features/catalog/server/request'
import { fail, ok } from '@/lib/api/envelope'

/** GET /api/product/price?articleNumber=…&quantity=… (SPEC §7 price fetch): data.priceInfo for this customer and quantity. */
export async function GET(request: NextRequest) {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx.response
  const parsed = ZPriceQuery.safeParse(queryObject(request.nextUrl.searchParams))
  if (!parsed.success) return badParameter(ctx, firstParameter(parsed.error))
  const denied = requireCustomer(ctx)
  if (denied) return denied
  const article = await getArticle(ctx.tenant.id, parsed.data.articleNumber)
  if (!article) return fail(404, ctx.t('catalog.api.articleMissing'))
  return ok({ priceInfo: priceInfo(article, ctx.viewer, parsed.data.quantity) })
}
