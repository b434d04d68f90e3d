import type { NextRequest } from 'next/server'

import { isOrderable, scalesFor } from '@/features/catalog/pricing'
import { productArticlesRequest } from '@/features/catalog/server/request'
import { ok } from '@/lib/api/envelope'

/**
 * GET /api/product/detail?productNumber=… (SPEC §7): the article to preselect
 * (the first orderable one), its price tags and which articles can be ordered.
 */
export async function GET(request: NextRequest) {
  const found = await productArticlesRequest(request, request.nextUrl.searchParams.get('productNumber'))
  if ('response' in found) return found.response
  const { ctx, productNumber, articles } = found
  const preselected = articles.find((article) => isOrderable(article, ctx.viewer)) ?? articles[0]!
  return ok({
    productNumber,
    articleNumber: preselected.articleNumber,
    tags: scalesFor(preselected, ctx.viewer)?.tags ?? [],
    articlesOrderable: Object.fromEntries(articles.map((article) => [article.articleNumber, isOrderable(article, ctx.viewer)])),
  })
}
