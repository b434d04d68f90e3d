import 'server-only'

import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken, type AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale, type RouteLocale } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'
import { NotFoundError, ServiceUnavailableError, UnauthorizedError, ValidationError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'

/** A notification-centre call of a signed-in shop account on its own tenant. */
export type NotificationContext = {
  tenant: TenantRoute
  locale: RouteLocale
  t: Awaited<ReturnType<typeof getApiTranslator>>
  account: AuthenticatedAccount
}

/**
 * The caller of every notification endpoint (state-changing calls
 * are `write` routes, so another origin got 403 before): the caller must
 * be signed in on this tenant (401). Every signed-in account has a
 * notification centre (shop user or not).
 */
export async function notificationContext({
  request,
}: Pick<RouteBase, 'request'>): Promise<NotificationContext> {
  const requested = requestLocale(request)
  const locale = isRouteLocale(requested) ? requested : DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) throw new ServiceUnavailableError(t('api.unavailable'))
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
  if (!account) throw new UnauthorizedError(t('notificationCentre.api.loginRequired'))
  return { tenant, locale, t, account }
}

/** 400 naming the parameter (`filter`, `timestamp`, `notificationId`). */
export function badParameter(ctx: Pick<NotificationContext, 't'>, parameter: string): ValidationError {
  return new ValidationError(ctx.t('notificationCentre.api.badParameter', { parameter }), [parameter])
}

/** 404: the notification does not exist or is another account's (the answer does not tell which). */
export const notificationMissing = (ctx: Pick<NotificationContext, 't'>) =>
  new NotFoundError(ctx.t('notificationCentre.api.notificationMissing'))
