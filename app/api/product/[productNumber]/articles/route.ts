import type { NextRequest } from 'next/server'

import { ZProductNumber } from '@/features/catalog/schemas'
import { getProductArticles } from '@/features/catalog/server/articles'
import { badParameter, catalogContext, requireCustomer } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { fail, ok } from '@/lib/api/envelope'

type Context = { params: Promise<{ productNumber: string }> }

/** GET /api/product/{productNumber}/articles (SPEC §7): the pack sizes with this customer's prices; signed-in callers only. */
export async function GET(request: NextRequest, { params }: Context) {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx.response
  const parsed = ZProductNumber.safeParse(decodeURIComponent((await params).productNumber))
  if (!parsed.success) return badParameter(ctx, 'productNumber')
  const denied = requireCustomer(ctx)
  if (denied) return denied
  const articles = await getProductArticles(ctx.tenant.id, parsed.data)
  if (!articles.length) return fail(404, ctx.t('catalog.api.productMissing'))
  const unit = (u: string) => ctx.t(`catalog.units.${u as 'L'}`)
  return ok({ articles: articles.map((article) => toVariant(article, ctx.viewer, ctx.locale, unit)) })
}
