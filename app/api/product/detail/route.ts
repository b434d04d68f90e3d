import type { NextRequest } from 'next/server'

import { ZProductNumber } from '@/features/catalog/schemas'
import { getProductArticles } from '@/features/catalog/server/articles'
import { badParameter, catalogContext, requireCustomer } from '@/features/catalog/server/request'
import { isOrderable, scalesFor } from '@/features/catalog/pricing'
import { fail, ok } from '@/lib/api/envelope'

/**
 * GET /api/product/detail?productNumber=… (SPEC §7): the article to preselect
 * (the first orderable one), its price tags and which articles can be ordered.
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
  const preselected = articles.find((article) => isOrderable(article, ctx.viewer)) ?? articles[0]!
  return ok({
    productNumber: parsed.data,
    articleNumber: preselected.articleNumber,
    tags: scalesFor(preselected, ctx.viewer)?.tags ?? [],
    articlesOrderable: Object.fromEntries(articles.map((article) => [article.articleNumber, isOrderable(article, ctx.viewer)])),
  })
}
