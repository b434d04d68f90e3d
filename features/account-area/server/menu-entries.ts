import 'server-only'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import type { UserMenuEntry } from '@/features/session/types'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

import { accountPageHref, accountPages, type AccountMenuViewer } from '../menu'

/** What the account menu depends on, read once per request. */
export async function accountMenuViewer(account: AuthenticatedAccount): Promise<AccountMenuViewer> {
  const customer = await customerOf(account)
  return {
    type: account.type,
    servesBusinessCustomer: !!customer && customer.kind !== 'b2c',
    isActiveEcommerceShopUser: !!account.isActiveEcommerceShopUser,
    // companyRoleOf (features/company/server/role.ts), which sits above this slice: an employee acts with its contact's role.
    companyRole: account.type === 'employee' && !account.onBehalf ? null : (account.companyRole ?? 'buyer'),
  }
}

/** A tenant link target in a route locale (targets are stored without the locale). */
const inLocale = (target: string | null | undefined, locale: string) =>
  target
    ? /^https?:\/\//.test(target)
      ? target
      : `/${locale}${target.startsWith('/') ? target : `/${target}`}`
    : null

/**
 * The profile menu's links to the account pages (the session's userMenuEntries), in
 * the caller's language; the tenant's orderHistoryUrl and shoppingListUrl win
 * where configured.
 */
export async function accountMenuEntries(
  account: AuthenticatedAccount,
  tenantId: string | number,
  locale: string,
): Promise<UserMenuEntry[]> {
  const [viewer, t, site] = await Promise.all([
    accountMenuViewer(account),
    getApiTranslator(locale),
    getTenantSite(tenantId, languageOf(locale)),
  ])
  const overrides = {
    orders: inLocale(site?.urls.orderHistoryUrl, locale),
    shoppingLists: inLocale(site?.urls.shoppingListUrl, locale),
  }
  return accountPages(viewer).map((page) => ({
    title: t(`account.menu.${page}`),
    link: accountPageHref(page, locale, overrides),
    hasBadge: false,
  }))
}
