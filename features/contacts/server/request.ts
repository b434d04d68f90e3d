import 'server-only'

import type { NextRequest } from 'next/server'

import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken, type AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { localizeUrl } from '@/features/session/server/get-session'
import { getTenantSite, resolveTenant } from '@/features/tenancy/server/tenants'
import { fail } from '@/lib/api/envelope'
import { isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { CUSTOMER_OVERVIEW_PATH } from '../constants'

export type ContactsContext = { tenant: TenantRoute; locale: string; t: Awaited<ReturnType<typeof getApiTranslator>>; account: AuthenticatedAccount }

/**
 * The common start of every contacts and billing-partner call (all POST):
 * same origin (403), a tenant (503), a signed-in account (401); `employee`
 * calls refuse customers (403, SPEC §6: only employees act on behalf).
 */
export async function contactsContext(request: NextRequest, { employee }: { employee: boolean }): Promise<ContactsContext | { response: Response }> {
  const raw = requestLocale(request)
  const locale = isRouteLocale(raw) ? raw : DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (!isSameOrigin(request)) return { response: fail(403, t('api.forbiddenOrigin')) }
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return { response: fail(503, t('api.unavailable')) }
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
  if (!account) return { response: fail(401, t('contacts.api.loginRequired')) }
  if (employee && account.type !== 'employee') return { response: fail(403, t('contacts.api.employeesOnly')) }
  return { tenant, locale, t, account }
}

/** 400 naming the field; nothing changes. */
export function badField(ctx: Pick<ContactsContext, 't'>, field: string): Response {
  return fail(400, [{ type: 'error', message: ctx.t('contacts.api.badField', { field }), meta: { fields: [field] } }])
}

/** The first field a zod error names, else the fallback. */
export function firstField(issues: { path: PropertyKey[] }[], fallback: string): string {
  const path = issues[0]?.path ?? []
  return path.length ? path.map(String).join('.') : fallback
}

/** The customer overview in the caller's locale (the tenant's address, else /{locale}/customer-overview). */
export async function customerOverviewUrl(ctx: Pick<ContactsContext, 'tenant' | 'locale'>): Promise<string> {
  const site = await getTenantSite(ctx.tenant.id, languageOf(ctx.locale))
  return localizeUrl(site?.urls.customerOverviewUrl ?? CUSTOMER_OVERVIEW_PATH, ctx.locale) ?? `/${ctx.locale}${CUSTOMER_OVERVIEW_PATH}`
}

/** The body as JSON, or null when it is none. */
export const jsonBody = (request: NextRequest): Promise<unknown> => request.json().catch(() => null)
