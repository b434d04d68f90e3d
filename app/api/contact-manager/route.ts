import type { NextRequest } from 'next/server'

import { getContactProcess } from '@/features/contact-manager/server/process'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/** GET /api/contact-manager (SPEC §7 "GET communication process"): the tenant's process with its steps; 404 when it has none. */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const process = await getContactProcess(Number(tenant.id), locale)
  if (!process) return fail(404, t('contactManager.api.unknownProcess'))
  return ok(process)
}
