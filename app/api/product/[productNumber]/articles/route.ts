import type { NextRequest } from 'next/server'

import { productArticlesRequest, unitLabel } from '@/features/catalog/server/request'
import { toVariant } from '@/features/catalog/server/variants'
import { ok } from '@/lib/api/envelope'
import { safeDecode } from '@/lib/safe-decode'

type Context = { params: Promise<{ productNumber: string }> }

/** GET /api/product/{productNumber}/articles (SPEC §7): the pack sizes with this customer's prices; signed-in callers only. */
export async function GET(request: NextRequest, { params }: Context) {
  const found = await productArticlesRequest(request, safeDecode((await params).productNumber))
  if ('response' in found) return found.response
  const { ctx, articles } = found
  return ok({ articles: articles.map((article) => toVariant(article, ctx.viewer, ctx.locale, unitLabel(ctx))) })
}
