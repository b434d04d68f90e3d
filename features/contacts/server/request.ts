import 'server-only'

import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken, type AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { localizeUrl } from '@/lib/site-paths'
import { getTenantSite, resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'
import { ForbiddenError, ServiceUnavailableError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import type { ContextResolver } from '@/lib/api/route'

import { CUSTOMER_OVERVIEW_PATH } from '../constants'

export type ContactsContext = {
  tenant: TenantRoute
  locale: string
  t: Awaited<ReturnType<typeof getApiTranslator>>
  account: AuthenticatedAccount
}

/**
 * The caller of every contacts and billing-partner call (all POST, `write`
 * routes, so another origin got 403 before): a tenant (503), a signed-in account (401); `employee`
 * calls refuse customers (403: only employees act on behalf).
 */
export const contactsContext =
  ({ employee }: { employee: boolean }): ContextResolver<ContactsContext> =>
  async ({ request }) => {
    const raw = requestLocale(request)
    const locale = isRouteLocale(raw) ? raw : DEFAULT_ROUTE_LOCALE
    const t = await getApiTranslator(locale)
    const tenant = await resolveTenant(requestHost(request))
    if (!tenant) throw new ServiceUnavailableError(t('api.unavailable'))
    const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
    if (!account) throw new UnauthorizedError(t('contacts.api.loginRequired'))
    if (employee && account.type !== 'employee') throw new ForbiddenError(t('contacts.api.employeesOnly'))
    return { tenant, locale, t, account }
  }

/** 400 naming the field; nothing changes. */
export function badField(ctx: Pick<ContactsContext, 't'>, field: string): ValidationError {
  return new ValidationError(ctx.t('contacts.api.badField', { field }), [field])
}

/** The first field a zod error names, else the fallback. */
export function firstField(issues: { path: PropertyKey[] }[], fallback: string): string {
  const path = issues[0]?.path ?? []
  return path.length ? path.map(String).join('.') : fallback
}

/** The customer overview in the caller's locale (the tenant's address, else /{locale}/customer-overview). */
export async function customerOverviewUrl(ctx: Pick<ContactsContext, 'tenant' | 'locale'>): Promise<string> {
  const site = await getTenantSite(ctx.tenant.id, languageOf(ctx.locale))
  return (
    localizeUrl(site?.urls.customerOverviewUrl ?? CUSTOMER_OVERVIEW_PATH, ctx.locale) ??
    `/${ctx.locale}${CUSTOMER_OVERVIEW_PATH}`
  )
}
