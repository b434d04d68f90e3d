import { z } from 'zod'

import { catalogContext, productArticles, unitLabel } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { defineRoute } from '@/lib/api/route'

/** GET /api/product/{productNumber}/articles: the pack sizes with this customer's prices; signed-in callers only. */
export const GET = defineRoute(
  { auth: catalogContext, input: { params: z.object({ productNumber: z.string() }) } },
  async ({ ctx, params }) => {
    const { articles } = await productArticles(ctx, params.productNumber)
    return { articles: articles.map((article) => toVariant(article, ctx.viewer, ctx.locale, unitLabel(ctx))) }
  },
)
