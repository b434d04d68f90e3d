import 'server-only'

import type { NextRequest } from 'next/server'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { catalogContext, type CatalogContext } from '@/features/catalog/server/request'
import { fail } from '@/lib/api/envelope'
import { isSameOrigin, requestLocale } from '@/lib/api/request-context'
import { getApiTranslator } from '@/lib/i18n/translator'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../constants'
import { ZShoppingListId } from '../schemas'

/** A shopping-list call of a signed-in, active e-commerce shop user. */
export type ShoppingListContext = CatalogContext & { account: AuthenticatedAccount }

/**
 * The common start of every shopping-list endpoint (SPEC §6): a state-changing
 * call must come from the site itself (403), the caller must be signed in
 * (401) and an active e-commerce shop user (403).
 */
export async function shoppingListContext(request: NextRequest, { write = false }: { write?: boolean } = {}): Promise<ShoppingListContext | { response: Response }> {
  if (write && !isSameOrigin(request)) {
    const t = await getApiTranslator(requestLocale(request))
    return { response: fail(403, t('api.forbiddenOrigin')) }
  }
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx
  if (!ctx.account) return { response: fail(401, ctx.t('shoppingLists.api.loginRequired')) }
  if (!ctx.account.isActiveEcommerceShopUser) return { response: fail(403, ctx.t('shoppingLists.api.shopUsersOnly')) }
  return { ...ctx, account: ctx.account }
}

/** 400 naming the parameter (`name`, `entries.0.quantity` …). */
export function badParameter(ctx: Pick<CatalogContext, 't'>, parameter: string): Response {
  const [field] = parameter.split('.')
  const message = field === 'name' ? ctx.t('shoppingLists.api.nameRequired', { max: SHOPPING_LIST_NAME_MAX_LENGTH }) : ctx.t('catalog.api.badParameter', { parameter })
  return fail(400, [{ type: 'error', message, meta: { fields: [parameter] } }])
}

/** 404: the list does not exist or belongs to someone else (the answer does not tell which). */
export const listMissing = (ctx: Pick<CatalogContext, 't'>) => fail(404, ctx.t('shoppingLists.api.listMissing'))

/** The list id of the address, or null when it is no id at all. */
export function listIdOf(raw: string): number | null {
  const parsed = ZShoppingListId.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** The body as JSON, or null when it is none. */
export const jsonBody = (request: NextRequest): Promise<unknown> => request.json().catch(() => null)
