import 'server-only'

import type { NextRequest } from 'next/server'

import { ACCOUNT_COOKIE } from '@/features/accounts/server/cookie'
import { accountFromToken, type AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { resolveTenant } from '@/features/tenancy/server/tenants'
import { fail } from '@/lib/api/envelope'
import { isSameOrigin, requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale, type RouteLocale } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

/** A notification-centre call of a signed-in shop account on its own tenant. */
export type NotificationContext = {
  tenant: TenantRoute
  locale: RouteLocale
  t: Awaited<ReturnType<typeof getApiTranslator>>
  account: AuthenticatedAccount
}

/**
 * The common start of every notification endpoint (SPEC §7): a
 * state-changing call must come from the site itself (403), the caller must
 * be signed in on this tenant (401). Every signed-in account has a
 * notification centre (shop user or not).
 */
export async function notificationContext(request: NextRequest, { write = false }: { write?: boolean } = {}): Promise<NotificationContext | { response: Response }> {
  const requested = requestLocale(request)
  const locale = isRouteLocale(requested) ? requested : DEFAULT_ROUTE_LOCALE
  const t = await getApiTranslator(locale)
  if (write && !isSameOrigin(request)) return { response: fail(403, t('api.forbiddenOrigin')) }
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) return { response: fail(503, t('api.unavailable')) }
  const account = await accountFromToken(request.cookies.get(ACCOUNT_COOKIE)?.value, tenant.id)
  if (!account) return { response: fail(401, t('notificationCentre.api.loginRequired')) }
  return { tenant, locale, t, account }
}

/** 400 naming the parameter (`filter`, `timestamp`, `notificationId`). */
export function badParameter(ctx: Pick<NotificationContext, 't'>, parameter: string): Response {
  return fail(400, [{ type: 'error', message: ctx.t('notificationCentre.api.badParameter', { parameter }), meta: { fields: [parameter] } }])
}

/** 404: the notification does not exist or is another account's (the answer does not tell which). */
export const notificationMissing = (ctx: Pick<NotificationContext, 't'>) => fail(404, ctx.t('notificationCentre.api.notificationMissing'))

/** The body as JSON, or null when it is none. */
export const jsonBody = (request: NextRequest): Promise<unknown> => request.json().catch(() => null)
