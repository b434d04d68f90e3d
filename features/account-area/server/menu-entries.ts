import 'server-only'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import type { SessionUrls, UserMenuEntry } from '@/features/session/types'
import { getApiTranslator } from '@/lib/i18n/translator'

import { accountPageHref, accountPages, type AccountMenuViewer } from '../menu'

/** What the account menu depends on, read once per request. */
export async function accountMenuViewer(account: AuthenticatedAccount): Promise<AccountMenuViewer> {
  const customer = await customerOf(account)
  return { type: account.type, servesBusinessCustomer: !!customer && customer.kind !== 'b2c', isActiveEcommerceShopUser: !!account.isActiveEcommerceShopUser }
}

/** The profile menu's links to the account pages (SPEC §3 userMenuEntries), in the caller's language. */
export async function accountMenuEntries(account: AuthenticatedAccount, locale: string, urls: Pick<SessionUrls, 'orderHistoryUrl' | 'shoppingListUrl'>): Promise<UserMenuEntry[]> {
  const [viewer, t] = await Promise.all([accountMenuViewer(account), getApiTranslator(locale)])
  const overrides = { orders: urls.orderHistoryUrl, shoppingLists: urls.shoppingListUrl }
  return accountPages(viewer).map((page) => ({ title: t(`account.menu.${page}`), link: accountPageHref(page, locale, overrides), hasBadge: false }))
}
