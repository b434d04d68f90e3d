import 'server-only'

import { notFound, redirect } from 'next/navigation'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { isRouteLocale, type RouteLocale } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

/** A signed-in page's start: the locale and tenant must exist (404); visitors go to the login page and come back. */
export async function signedInPage(
  locale: string,
  path: string,
): Promise<{ locale: RouteLocale; tenant: TenantRoute; account: AuthenticatedAccount }> {
  if (!isRouteLocale(locale)) notFound()
  const tenant = await getRequestTenant()
  if (!tenant || !tenant.locales.includes(locale)) notFound()
  const account = await getCurrentAccount(tenant)
  const here = `/${locale}${path}`
  if (!account) redirect(`/${locale}/login?redirect=${encodeURIComponent(here)}`)
  return { locale, tenant, account }
}
