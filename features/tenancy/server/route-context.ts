import 'server-only'

import { ServiceUnavailableError } from '@/lib/api/errors'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import type { RouteBase, Translator } from '@/lib/api/route'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { resolveTenant } from './tenants'

/** A public API call: the tenant of the host, the caller's locale (as sent, else the default) and its translator. */
export type TenantContext = { tenant: TenantRoute; locale: string; t: Translator }

/** The caller of a public endpoint (the `auth` of defineRoute): 503 when no tenant serves the host. */
export async function tenantContext({ request }: Pick<RouteBase, 'request'>): Promise<TenantContext> {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) throw new ServiceUnavailableError(t('api.unavailable'))
  return { tenant, locale, t }
}
