import type { NextRequest } from 'next/server'

import { getFormDefinition } from '@/features/forms/server/definitions'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail, ok } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

/**
 * GET /api/forms/{id} (SPEC §7 forms API): a public form of this tenant in
 * the caller's language — fields, validators, the submit URL. 404 for
 * unknown ids, other tenants' forms and contact-process forms.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return fail(503, t('api.unavailable'))
  const { id } = await params
  const definition = await getFormDefinition({ tenantId: tenant.id, formId: id, locale, usage: 'page' })
  if (!definition) return fail(404, t('forms.api.notFound'))
  return ok({ form: definition })
}
