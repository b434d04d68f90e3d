import type { NextRequest } from 'next/server'

import { ZArticleNumber } from '@/features/catalog/schemas'
import { getArticle } from '@/features/catalog/server/articles'
import { badParameter, catalogContext, requireCustomer, unitLabel } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { fail, ok } from '@/lib/api/envelope'
import { safeDecode } from '@/lib/safe-decode'

type Context = { params: Promise<{ variantId: string }> }

/** GET /api/product/variant/{articleNumber} (SPEC §7): one pack size with this customer's price and scale prices. */
export async function GET(request: NextRequest, { params }: Context) {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx.response
  const parsed = ZArticleNumber.safeParse(safeDecode((await params).variantId))
  if (!parsed.success) return badParameter(ctx, 'variantId')
  const denied = requireCustomer(ctx)
  if (denied) return denied
  const article = await getArticle(ctx.tenant.id, parsed.data)
  if (!article) return fail(404, ctx.t('catalog.api.articleMissing'))
  return ok({ variant: toVariant(article, ctx.viewer, ctx.locale, unitLabel(ctx)), productNumber: article.productNumber })
}
