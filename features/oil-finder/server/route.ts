import 'server-only'

import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken } from '@/features/accounts/server/current-account'
import type { PriceViewer } from '@/features/catalog/pricing'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { isRouteLocale, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'
import { NotFoundError, ServiceUnavailableError, ValidationError } from '@/lib/api/errors'
import type { ContextResolver } from '@/lib/api/route'

import { OIL_FINDER_LANGUAGES, type OilFinderLanguage } from '../constants'
import { parseOilFinderQuery } from '../schemas'

/** The route locale a language's texts are translated in. */
const TRANSLATION_LOCALE: Record<OilFinderLanguage, string> = {
  de: 'de-ch',
  fr: 'fr-ch',
  it: 'it-ch',
  en: 'en',
}

export type OilFinderContext<Q> = {
  query: Q
  tenant: TenantRoute
  t: Awaited<ReturnType<typeof getApiTranslator>>
  /** The route locale product addresses use: the caller's when it speaks `lang` (or no lang is sent), else the tenant's locale of that language, else its default. */
  routeLocale: string
  request: NextRequest
}

export type MissingKey = 'category' | 'make' | 'model' | 'type' | 'recommendation' | 'plate' | 'disclaimer'

/** 404 with the message of what was not found. */
export function notFound(ctx: Pick<OilFinderContext<unknown>, 't'>, missing: MissingKey): NotFoundError {
  return new NotFoundError(ctx.t(`oilFinderApi.${missing}Missing`))
}

function routeLocaleFor(
  tenant: TenantRoute,
  language: OilFinderLanguage | undefined,
  callerLocale: string | null,
): string {
  if (!language)
    return isRouteLocale(callerLocale) && tenant.locales.includes(callerLocale)
      ? callerLocale
      : tenant.defaultLocale
  if (
    isRouteLocale(callerLocale) &&
    languageOf(callerLocale) === language &&
    tenant.locales.includes(callerLocale)
  )
    return callerLocale
  return tenant.locales.find((locale) => languageOf(locale) === language) ?? tenant.defaultLocale
}

/**
 * The caller of every GET /api/oilfinder/* handler (the `auth` of
 * defineRoute): parses the query (400 naming the first bad parameter, in
 * `lang` when that is valid, else the caller's locale) and resolves the
 * tenant from the host (503 without one).
 */
export const oilFinderContext =
  <S extends z.ZodObject>(schema: S): ContextResolver<OilFinderContext<z.infer<S>>> =>
  async ({ request }) => {
    const params = request.nextUrl.searchParams
    const lang = params.get('lang')
    const language = (OIL_FINDER_LANGUAGES as readonly string[]).includes(lang ?? '')
      ? (lang as OilFinderLanguage)
      : undefined
    const callerLocale = requestLocale(request)
    const t = await getApiTranslator(language ? TRANSLATION_LOCALE[language] : callerLocale)
    const parsed = parseOilFinderQuery(schema, params)
    if (!parsed.ok)
      throw new ValidationError(t('oilFinderApi.badParameter', { parameter: parsed.parameter }), [
        parsed.parameter,
      ])
    const tenant = await resolveTenant(requestHost(request))
    if (!tenant) throw new ServiceUnavailableError(t('api.unavailable'))
    const queryLanguage = (parsed.query as { lang?: OilFinderLanguage }).lang
    return {
      query: parsed.query,
      tenant,
      t,
      routeLocale: routeLocaleFor(tenant, queryLanguage, callerLocale),
      request,
    }
  }

/** Who asks, for pack prices: the shop account of the request's own tenant, or anonymous. */
export async function viewerOf(ctx: OilFinderContext<unknown>): Promise<PriceViewer> {
  return priceViewerOf(await accountFromToken(ctx.request.cookies.get(ACCOUNT_COOKIE)?.value, ctx.tenant.id))
}
