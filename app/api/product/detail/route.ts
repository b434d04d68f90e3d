import { isOrderable, scalesFor } from '@/features/catalog/pricing'
import { catalogContext, productArticles } from '@/features/catalog/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/product/detail?productNumber=…: the article to preselect
 * (the first orderable one), its price tags and which articles can be ordered.
 */
export const GET = defineRoute({ auth: catalogContext }, async ({ ctx, request }) => {
  const { productNumber, articles } = await productArticles(
    ctx,
    request.nextUrl.searchParams.get('productNumber'),
  )
  const preselected = articles.find((article) => isOrderable(article, ctx.viewer)) ?? articles[0]!
  return {
    productNumber,
    articleNumber: preselected.articleNumber,
    tags: scalesFor(preselected, ctx.viewer)?.tags ?? [],
    articlesOrderable: Object.fromEntries(
      articles.map((article) => [article.articleNumber, isOrderable(article, ctx.viewer)]),
    ),
  }
})
