import type { NextRequest } from 'next/server'

import { invalidParams, ZProcessStepQuery } from '@/features/contact-manager/schemas'
import { getStepConfig } from '@/features/contact-manager/server/process'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * GET /api/contact-manager/process-step?processId=&stepId=&productLine=
 * (SPEC §7 "GET step configuration"): one step, resolved for the chosen
 * product line. 400 naming a malformed parameter; 404 for a process, step or
 * product line this tenant does not have.
 */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const params = request.nextUrl.searchParams
  const parsed = ZProcessStepQuery.safeParse({ processId: params.get('processId') ?? '', stepId: params.get('stepId') ?? '', productLine: params.get('productLine') ?? undefined })
  if (!parsed.success) {
    return fail(400, invalidParams(parsed.error).map((param) => ({ type: 'error' as const, message: t('contactManager.api.invalidParam', { param }), meta: { fields: [param] } })))
  }
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const result = await getStepConfig(Number(tenant.id), locale, parsed.data)
  switch (result.kind) {
    case 'ok':
      return ok(result.step)
    case 'unknown-process':
      return fail(404, [{ type: 'error', message: t('contactManager.api.unknownProcess'), meta: { fields: ['processId'] } }])
    case 'unknown-step':
      return fail(404, [{ type: 'error', message: t('contactManager.api.unknownStep'), meta: { fields: ['stepId'] } }])
    case 'unknown-product-line':
      return fail(404, [{ type: 'error', message: t('contactManager.api.unknownProductLine'), meta: { fields: ['productLine'] } }])
    default:
      return fail(500, t('contactManager.api.missingForm'))
  }
}
