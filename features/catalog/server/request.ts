import 'server-only'

import type { NextRequest } from 'next/server'

import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken, type AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail } from '@/lib/api/envelope'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { seesPrices, type PriceViewer } from '../pricing'
import { ZProductNumber } from '../schemas'
import { getProductArticles, type CatalogArticle } from './articles'
import { priceViewerOf } from './viewer'

export type CatalogContext = { tenant: TenantRoute; locale: string; t: Awaited<ReturnType<typeof getApiTranslator>>; account: AuthenticatedAccount | null; viewer: PriceViewer }

/** Tenant, locale, translator and the price viewer of a catalog API call; 503 without a tenant. */
export async function catalogContext(request: NextRequest): Promise<CatalogContext | { response: Response }> {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return { response: fail(503, t('api.unavailable')) }
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
  return { tenant, locale, t, account, viewer: await priceViewerOf(account) }
}

/** 401 for anonymous callers: prices, pack sizes and availability need a sign-in (SPEC §1, §6). */
export function requireCustomer(ctx: CatalogContext): Response | null {
  return seesPrices(ctx.viewer) ? null : fail(401, ctx.t('catalog.api.loginRequired'))
}

/** 400 naming the parameter. */
export function badParameter(ctx: Pick<CatalogContext, 't'>, parameter: string): Response {
  return fail(400, [{ type: 'error', message: ctx.t('catalog.api.badParameter', { parameter }), meta: { fields: [parameter] } }])
}

/**
 * The common start of the product-number endpoints: context, a valid number
 * (400), a signed-in caller (401) and a product with articles (404).
 */
export async function productArticlesRequest(request: NextRequest, rawNumber: string | null): Promise<{ ctx: CatalogContext; productNumber: string; articles: CatalogArticle[] } | { response: Response }> {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx
  const parsed = ZProductNumber.safeParse(rawNumber ?? '')
  if (!parsed.success) return { response: badParameter(ctx, 'productNumber') }
  const denied = requireCustomer(ctx)
  if (denied) return { response: denied }
  const articles = await getProductArticles(ctx.tenant.id, parsed.data)
  if (!articles.length) return { response: fail(404, ctx.t('catalog.api.productMissing')) }
  return { ctx, productNumber: parsed.data, articles }
}

/** Translated unit labels ("l", "Stk.") for pack labels. */
export const unitLabel = (ctx: Pick<CatalogContext, 't'>) => (unit: string) => ctx.t(`catalog.units.${unit as 'L'}`)
