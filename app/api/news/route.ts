import type { NextRequest } from 'next/server'

import { parseNewsQuery } from '@/features/news/schemas'
import { listNews } from '@/features/news/server/list'
import { publicationTypeLabels } from '@/features/news/server/labels'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/** GET /api/news/ (SPEC §7): one page of the tenant's news with facets and pagination. */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const parsed = parseNewsQuery(request.nextUrl.searchParams)
  if (!parsed.ok) return fail(400, [{ type: 'error', message: t('news.api.badParameter', { parameter: parsed.parameter }), meta: { fields: [parsed.parameter] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  return ok(await listNews(tenant.id, locale, parsed.query, await publicationTypeLabels(locale)))
}
