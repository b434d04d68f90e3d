import 'server-only'

import { ForbiddenError, UnauthorizedError } from '@/lib/api/errors'

import type { ProductTag } from '../constants'
import { scalesFor, seesPrices } from '../pricing'
import { getProductArticles } from './articles'
import type { CatalogContext } from './request'

/**
 * POST /api/product/price-label: the price tags (e.g. SALE) of this
 * customer's list per product — signed in (401), an active shop user (403).
 */
export async function priceLabels(
  ctx: CatalogContext,
  productNumbers: string[],
): Promise<{ productNumber: string; tags: ProductTag[] }[]> {
  if (!seesPrices(ctx.viewer)) throw new UnauthorizedError(ctx.t('catalog.api.loginRequired'))
  if (!ctx.viewer.shopUser) throw new ForbiddenError(ctx.t('catalog.api.shopUsersOnly'))
  return Promise.all(
    [...new Set(productNumbers)].map(async (productNumber) => {
      const tags = new Set<ProductTag>()
      for (const article of await getProductArticles(ctx.tenant.id, productNumber))
        for (const tag of scalesFor(article, ctx.viewer)?.tags ?? []) tags.add(tag)
      return { productNumber, tags: [...tags] }
    }),
  )
}
