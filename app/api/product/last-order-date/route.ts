import type { NextRequest } from 'next/server'

import { firstParameter, idList, ZLastOrderQuery } from '@/features/catalog/schemas'
import { lastOrderDates } from '@/features/catalog/server/last-order'
import { badParameter, catalogContext } from '@/features/catalog/server/request'
import { fail, ok } from '@/lib/api/envelope'

/**
 * GET /api/product/last-order-date?ids[]=… (SPEC §7): { entries: [{ id,
 * lastOrderDate }] } from the customer's own orders. Only for active
 * e-commerce shop users (SPEC §6); the id list must not be empty (SPEC §5).
 */
export async function GET(request: NextRequest) {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx.response
  const parsed = ZLastOrderQuery.safeParse({ ids: idList(request.nextUrl.searchParams) })
  if (!parsed.success) return badParameter(ctx, firstParameter(parsed.error, 'ids'))
  if (!ctx.account) return fail(401, ctx.t('catalog.api.loginRequired'))
  if (!ctx.account.isActiveEcommerceShopUser) return fail(403, ctx.t('catalog.api.shopUsersOnly'))
  const ids = [...new Set(parsed.data.ids)]
  const dates = await lastOrderDates(ctx.tenant.id, ctx.account, ids)
  return ok({ entries: ids.map((id) => ({ id, lastOrderDate: dates.get(id) ?? null })) })
}
