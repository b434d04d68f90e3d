import type { NextRequest } from 'next/server'

import { ZFaqQuery } from '@/features/faq/schemas'
import { getFaqOverview } from '@/features/faq/server/faq'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * GET /api/faq[?categoryId=] (SPEC §7 "GET questions with optional
 * categoryId. Returns categories and entries."): every category of the
 * tenant's FAQ and the questions of the given category (all without one).
 * 400 for a categoryId that is no id, 404 for one that is not a category here.
 */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const raw = request.nextUrl.searchParams.get('categoryId')
  const parsed = ZFaqQuery.safeParse({ categoryId: raw === null ? undefined : raw })
  if (!parsed.success) return fail(400, [{ type: 'error', message: t('faq.api.invalidCategory'), meta: { fields: ['categoryId'] } }])
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const result = await getFaqOverview(Number(tenant.id), locale, parsed.data.categoryId)
  if (result.kind === 'unknown-category') return fail(404, [{ type: 'error', message: t('faq.api.unknownCategory'), meta: { fields: ['categoryId'] } }])
  return ok(result.overview)
}
