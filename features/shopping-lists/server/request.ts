import 'server-only'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { catalogContext, type CatalogContext } from '@/features/catalog/server/request'
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../constants'
import { ZShoppingListId } from '../schemas'

/** A shopping-list call of a signed-in, active e-commerce shop user. */
export type ShoppingListContext = CatalogContext & { account: AuthenticatedAccount }

/**
 * The caller of every shopping-list endpoint (the `auth` of
 * defineRoute; writes set `write`, so another origin got 403 before): the
 * caller must be signed in (401) and an active e-commerce shop user (403).
 */
export async function shoppingListContext(base: Pick<RouteBase, 'request'>): Promise<ShoppingListContext> {
  const ctx = await catalogContext(base)
  if (!ctx.account) throw new UnauthorizedError(ctx.t('shoppingLists.api.loginRequired'))
  if (!ctx.account.isActiveEcommerceShopUser)
    throw new ForbiddenError(ctx.t('shoppingLists.api.shopUsersOnly'))
  return { ...ctx, account: ctx.account }
}

/** 400 naming the parameter (`name`, `entries.0.quantity`, `sharedWith` …); `control`: the value was refused for control characters. */
export function badParameter(
  ctx: Pick<CatalogContext, 't'>,
  parameter: string,
  { control = false }: { control?: boolean } = {},
): ValidationError {
  const [field] = parameter.split('.')
  const message =
    field === 'name'
      ? control
        ? ctx.t('shoppingLists.api.nameControl')
        : ctx.t('shoppingLists.api.nameRequired', { max: SHOPPING_LIST_NAME_MAX_LENGTH })
      : field === 'sharedWith'
        ? ctx.t('shoppingLists.api.shareColleagues')
        : field === 'sharedWithCompany'
          ? ctx.t('shoppingLists.api.shareCompany')
          : ctx.t('catalog.api.badParameter', { parameter })
  // The colleagues are one field of the form: a bad id names `sharedWith` (as a colleague of another company does).
  return new ValidationError(message, [field === 'sharedWith' ? 'sharedWith' : parameter])
}

/** 404: the list does not exist or belongs to someone else (the answer does not tell which). */
export const listMissing = (ctx: Pick<CatalogContext, 't'>) =>
  new NotFoundError(ctx.t('shoppingLists.api.listMissing'))

/** The list id of the address, or null when it is no id at all. */
export function listIdOf(raw: string): number | null {
  const parsed = ZShoppingListId.safeParse(raw)
  return parsed.success ? parsed.data : null
}
