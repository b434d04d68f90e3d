import type { NextRequest } from 'next/server'

import { listFairs } from '@/features/fairs/server/fairs'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/** GET /api/fair/ (SPEC §7): the tenant's fairs, upcoming first and past apart. */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, (await getApiTranslator(locale))('api.unavailable'))
  return ok(await listFairs(tenant.id, locale))
}
