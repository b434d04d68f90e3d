import { z } from 'zod'

import { ZArticleNumber } from '@/features/catalog/schemas'
import { getArticle } from '@/features/catalog/server/articles'
import { badParameter, catalogContext, requireCustomer, unitLabel } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/** GET /api/product/variant/{articleNumber}: one pack size with this customer's price and scale prices. */
export const GET = defineRoute(
  {
    auth: catalogContext,
    input: { params: z.object({ variantId: ZArticleNumber }) },
    invalid: (_, ctx) => badParameter(ctx, 'variantId'),
  },
  async ({ ctx, params }) => {
    requireCustomer(ctx)
    const article = await getArticle(ctx.tenant.id, params.variantId)
    if (!article) throw new NotFoundError(ctx.t('catalog.api.articleMissing'))
    return {
      variant: toVariant(article, ctx.viewer, ctx.locale, unitLabel(ctx)),
      productNumber: article.productNumber,
    }
  },
)
