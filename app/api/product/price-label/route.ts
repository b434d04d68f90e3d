import type { NextRequest } from 'next/server'

import type { ProductTag } from '@/features/catalog/constants'
import { scalesFor, seesPrices } from '@/features/catalog/pricing'
import { firstParameter, ZPriceLabelBody } from '@/features/catalog/schemas'
import { getProductArticles } from '@/features/catalog/server/articles'
import { badParameter, catalogContext } from '@/features/catalog/server/request'
import { fail, ok } from '@/lib/api/envelope'
import { isSameOrigin } from '@/lib/api/request-context'

/**
 * POST /api/product/price-label { productNumbers } (SPEC §7): the price tags
 * (e.g. SALE) of this customer's list per product. Only for active
 * e-commerce shop users (SPEC §6); the list must not be empty.
 */
export async function POST(request: NextRequest) {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx.response
  if (!isSameOrigin(request)) return fail(403, ctx.t('api.forbiddenOrigin'))
  const body = await request.json().catch(() => null)
  const parsed = ZPriceLabelBody.safeParse(body)
  if (!parsed.success) return badParameter(ctx, firstParameter(parsed.error, 'productNumbers'))
  if (!seesPrices(ctx.viewer)) return fail(401, ctx.t('catalog.api.loginRequired'))
  if (!ctx.viewer.shopUser) return fail(403, ctx.t('catalog.api.shopUsersOnly'))
  const entries = await Promise.all(
    [...new Set(parsed.data.productNumbers)].map(async (productNumber) => {
      const tags = new Set<ProductTag>()
      for (const article of await getProductArticles(ctx.tenant.id, productNumber)) for (const tag of scalesFor(article, ctx.viewer)?.tags ?? []) tags.add(tag)
      return { productNumber, tags: [...tags] }
    }),
  )
  return ok({ entries })
}
