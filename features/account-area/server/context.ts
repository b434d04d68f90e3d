import 'server-only'

import type { Customer } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import { catalogContext, type CatalogContext } from '@/features/catalog/server/request'
import { ForbiddenError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'

/** A signed-in business customer's API call: the account and the customer whose data it may see. */
export type AccountContext = CatalogContext & { account: AuthenticatedAccount; customer: Customer }

/**
 * The caller of every customer-data endpoint (the `auth` of
 * defineRoute; state-changing calls set `write`, so another origin got 403
 * before): the caller must be signed in (401); an employee must act for a
 * contact (403), and the customer must be a business customer (403). Every
 * read after this is narrowed to `customer` — another customer's data is
 * never found.
 */
export async function accountContext(base: Pick<RouteBase, 'request'>): Promise<AccountContext> {
  const ctx = await catalogContext(base)
  if (!ctx.account) throw new UnauthorizedError(ctx.t('account.api.loginRequired'))
  const customer = await customerOf(ctx.account)
  if (!customer && ctx.account.type === 'employee')
    throw new ForbiddenError(ctx.t('account.api.selectContact'))
  if (!customer || customer.kind === 'b2c') throw new ForbiddenError(ctx.t('account.api.businessOnly'))
  return { ...ctx, account: ctx.account, customer }
}

/** Employees only (the customers list): signed in (401), an employee (403). */
export async function employeeContext(
  base: Pick<RouteBase, 'request'>,
): Promise<CatalogContext & { account: AuthenticatedAccount }> {
  const ctx = await catalogContext(base)
  if (!ctx.account) throw new UnauthorizedError(ctx.t('account.api.loginRequired'))
  if (ctx.account.type !== 'employee') throw new ForbiddenError(ctx.t('account.api.employeesOnly'))
  return { ...ctx, account: ctx.account }
}

/** 400 naming a parameter (to throw). */
export function badAccountParameter(
  ctx: Pick<CatalogContext, 't'>,
  parameter: string,
  message?: string,
): ValidationError {
  return new ValidationError(message ?? ctx.t('account.api.badParameter', { parameter }), [parameter])
}
