import { priceInfo } from '@/features/catalog/pricing'
import { firstParameter, ZPriceQuery } from '@/features/catalog/schemas'
import { getArticle } from '@/features/catalog/server/articles'
import { badParameter, catalogContext, requireCustomer } from '@/features/catalog/server/request'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/** GET /api/product/price?articleNumber=…&quantity=…: data.priceInfo for this customer and quantity. */
export const GET = defineRoute(
  {
    auth: catalogContext,
    input: { query: ZPriceQuery },
    invalid: ({ error }, ctx) => badParameter(ctx, firstParameter(error)),
  },
  async ({ ctx, query }) => {
    requireCustomer(ctx)
    const article = await getArticle(ctx.tenant.id, query.articleNumber)
    if (!article) throw new NotFoundError(ctx.t('catalog.api.articleMissing'))
    return { priceInfo: priceInfo(article, ctx.viewer, query.quantity) }
  },
)
