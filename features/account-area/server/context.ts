import 'server-only'

import type { NextRequest } from 'next/server'

import type { Customer } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import { catalogContext, type CatalogContext } from '@/features/catalog/server/request'
import { fail } from '@/lib/api/envelope'
import { isSameOrigin, requestLocale } from '@/lib/api/request-context'
import { getApiTranslator } from '@/lib/i18n/translator'

/** A signed-in business customer's API call: the account and the customer whose data it may see. */
export type AccountContext = CatalogContext & { account: AuthenticatedAccount; customer: Customer }

/**
 * The start of every customer-data endpoint (SPEC §6): state-changing calls
 * must come from the site (403); the caller must be signed in (401); an
 * employee must act for a contact (403), and the customer must be a business
 * customer (403). Every read after this is narrowed to `customer` — another
 * customer's data is never found.
 */
export async function accountContext(request: NextRequest, { write = false }: { write?: boolean } = {}): Promise<AccountContext | { response: Response }> {
  if (write && !isSameOrigin(request)) {
    const t = await getApiTranslator(requestLocale(request))
    return { response: fail(403, t('api.forbiddenOrigin')) }
  }
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx
  if (!ctx.account) return { response: fail(401, ctx.t('account.api.loginRequired')) }
  const customer = await customerOf(ctx.account)
  if (!customer && ctx.account.type === 'employee') return { response: fail(403, ctx.t('account.api.selectContact')) }
  if (!customer || customer.kind === 'b2c') return { response: fail(403, ctx.t('account.api.businessOnly')) }
  return { ...ctx, account: ctx.account, customer }
}

/** Employees only (the customers list): signed in (401), an employee (403). */
export async function employeeContext(request: NextRequest): Promise<(CatalogContext & { account: AuthenticatedAccount }) | { response: Response }> {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx
  if (!ctx.account) return { response: fail(401, ctx.t('account.api.loginRequired')) }
  if (ctx.account.type !== 'employee') return { response: fail(403, ctx.t('account.api.employeesOnly')) }
  return { ...ctx, account: ctx.account }
}

/** 400 naming a parameter. */
export function badAccountParameter(ctx: Pick<CatalogContext, 't'>, parameter: string, message?: string): Response {
  return fail(400, [{ type: 'error', message: message ?? ctx.t('account.api.badParameter', { parameter }), meta: { fields: [parameter] } }])
}
