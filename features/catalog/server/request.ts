import 'server-only'

import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken, type AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { NotFoundError, ServiceUnavailableError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import type { RouteBase } from '@/lib/api/route'
import { DEFAULT_ROUTE_LOCALE } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { seesPrices, type PriceViewer } from '../pricing'
import { ZProductNumber } from '../schemas'
import { getProductArticles, type CatalogArticle } from './articles'
import { priceViewerOf } from './viewer'

export type CatalogContext = {
  tenant: TenantRoute
  locale: string
  t: Awaited<ReturnType<typeof getApiTranslator>>
  account: AuthenticatedAccount | null
  viewer: PriceViewer
}

/** Tenant, locale, translator and the price viewer of a catalog API call (the `auth` of defineRoute); 503 without a tenant. */
export async function catalogContext({ request }: Pick<RouteBase, 'request'>): Promise<CatalogContext> {
  const locale = requestLocale(request) ?? DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) throw new ServiceUnavailableError(t('api.unavailable'))
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
  return { tenant, locale, t, account, viewer: await priceViewerOf(account) }
}

/** 401 for anonymous callers: prices, pack sizes and availability need a sign-in. */
export function requireCustomer(ctx: CatalogContext): void {
  if (!seesPrices(ctx.viewer)) throw new UnauthorizedError(ctx.t('catalog.api.loginRequired'))
}

/** 400 naming the parameter (to throw). */
export function badParameter(ctx: Pick<CatalogContext, 't'>, parameter: string): ValidationError {
  return new ValidationError(ctx.t('catalog.api.badParameter', { parameter }), [parameter])
}

/**
 * The common part of the product-number endpoints: a valid number (400), a
 * signed-in caller (401) and a product with articles (404).
 */
export async function productArticles(
  ctx: CatalogContext,
  rawNumber: string | null | undefined,
): Promise<{ productNumber: string; articles: CatalogArticle[] }> {
  const parsed = ZProductNumber.safeParse(rawNumber ?? '')
  if (!parsed.success) throw badParameter(ctx, 'productNumber')
  requireCustomer(ctx)
  const articles = await getProductArticles(ctx.tenant.id, parsed.data)
  if (!articles.length) throw new NotFoundError(ctx.t('catalog.api.productMissing'))
  return { productNumber: parsed.data, articles }
}

/** Translated unit labels ("l", "Stk.") for pack labels. */
export const unitLabel = (ctx: Pick<CatalogContext, 't'>) => (unit: string) =>
  ctx.t(`catalog.units.${unit as 'L'}`)
