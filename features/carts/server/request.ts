import 'server-only'

import type { NextRequest } from 'next/server'

import { customerOf } from '@/features/accounts/server/customer'
import { catalogContext } from '@/features/catalog/server/request'
import { fail } from '@/lib/api/envelope'
import { isSameOrigin, requestLocale } from '@/lib/api/request-context'
import { getApiTranslator } from '@/lib/i18n/translator'

import type { CartContext } from './cart'

/**
 * The common start of every B2B cart endpoint (SPEC §6): a state-changing
 * call must come from the site itself (403); the caller must be signed in
 * (401), an active e-commerce shop user (403) ordering for a business
 * customer (403).
 */
export async function b2bCartContext(request: NextRequest, { write = false }: { write?: boolean } = {}): Promise<CartContext | { response: Response }> {
  if (write && !isSameOrigin(request)) {
    const t = await getApiTranslator(requestLocale(request))
    return { response: fail(403, t('api.forbiddenOrigin')) }
  }
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx
  if (!ctx.account) return { response: fail(401, ctx.t('carts.api.loginRequired')) }
  if (!ctx.account.isActiveEcommerceShopUser) return { response: fail(403, ctx.t('carts.api.shopUsersOnly')) }
  const customer = await customerOf(ctx.account)
  // An employee orders for the customer of the contact it acts for; without one there is no cart.
  if (!customer && ctx.account.type === 'employee') return { response: fail(403, ctx.t('carts.api.selectContact')) }
  if (!customer || customer.kind === 'b2c') return { response: fail(403, ctx.t('carts.api.businessOnly')) }
  return { ...ctx, account: ctx.account }
}

/** 400 naming the parameter, with the message a person can act on. */
export function badParameter(ctx: Pick<CartContext, 't'>, parameter: string, message?: string): Response {
  return fail(400, [{ type: 'error', message: message ?? ctx.t('carts.api.badParameter', { parameter }), meta: { fields: [parameter] } }])
}

/** The body as JSON, or null when it is none. */
export const jsonBody = (request: NextRequest): Promise<unknown> => request.json().catch(() => null)
