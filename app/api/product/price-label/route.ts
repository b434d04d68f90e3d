import { firstParameter, ZPriceLabelBody } from '@/features/catalog/schemas'
import { priceLabels } from '@/features/catalog/server/price-labels'
import { badParameter, catalogContext } from '@/features/catalog/server/request'
import { defineRoute } from '@/lib/api/route'

/**
 * POST /api/product/price-label { productNumbers }: the price tags
 * (e.g. SALE) of this customer's list per product. Only for active
 * e-commerce shop users; the list must not be empty.
 */
export const POST = defineRoute(
  {
    auth: catalogContext,
    write: true,
    input: { body: ZPriceLabelBody },
    invalid: ({ error }, ctx) => badParameter(ctx, firstParameter(error, 'productNumbers')),
  },
  async ({ ctx, body }) => ({ entries: await priceLabels(ctx, body.productNumbers) }),
)
