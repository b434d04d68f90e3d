import { firstParameter, idList, ZLastOrderQuery } from '@/features/catalog/schemas'
import { lastOrderDates } from '@/features/catalog/server/last-order'
import { badParameter, catalogContext } from '@/features/catalog/server/request'
import { ForbiddenError, UnauthorizedError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/product/last-order-date?ids[]=…: { entries: [{ id,
 * lastOrderDate }] } from the customer's own orders. Only for active
 * e-commerce shop users; the id list must not be empty.
 */
export const GET = defineRoute({ auth: catalogContext }, async ({ ctx, request }) => {
  const parsed = ZLastOrderQuery.safeParse({ ids: idList(request.nextUrl.searchParams) })
  if (!parsed.success) throw badParameter(ctx, firstParameter(parsed.error, 'ids'))
  if (!ctx.account) throw new UnauthorizedError(ctx.t('catalog.api.loginRequired'))
  if (!ctx.account.isActiveEcommerceShopUser) throw new ForbiddenError(ctx.t('catalog.api.shopUsersOnly'))
  const ids = [...new Set(parsed.data.ids)]
  const dates = await lastOrderDates(ctx.tenant.id, ctx.account, ids)
  return { entries: ids.map((id) => ({ id, lastOrderDate: dates.get(id) ?? null })) }
})
