import 'server-only'

import { customerOf } from '@/features/accounts/server/customer'
import { catalogContext } from '@/features/catalog/server/request'
import { ForbiddenError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'

import type { CartContext } from './cart'

/**
 * The caller of every B2B cart endpoint (the `auth` of defineRoute;
 * state-changing calls set `write`, so another origin got 403 before): the
 * caller must be signed in (401), an active e-commerce shop user (403)
 * ordering for a business customer (403).
 */
export async function b2bCartContext(base: Pick<RouteBase, 'request'>): Promise<CartContext> {
  const ctx = await catalogContext(base)
  if (!ctx.account) throw new UnauthorizedError(ctx.t('carts.api.loginRequired'))
  if (!ctx.account.isActiveEcommerceShopUser) throw new ForbiddenError(ctx.t('carts.api.shopUsersOnly'))
  const customer = await customerOf(ctx.account)
  // An employee orders for the customer of the contact it acts for; without one there is no cart.
  if (!customer && ctx.account.type === 'employee') throw new ForbiddenError(ctx.t('carts.api.selectContact'))
  if (!customer || customer.kind === 'b2c') throw new ForbiddenError(ctx.t('carts.api.businessOnly'))
  return { ...ctx, account: ctx.account }
}

/** 400 naming the parameter, with the message a person can act on (to throw). */
export function badParameter(
  ctx: Pick<CartContext, 't'>,
  parameter: string,
  message?: string,
): ValidationError {
  return new ValidationError(message ?? ctx.t('carts.api.badParameter', { parameter }), [parameter])
}
