import 'server-only'

import { getTranslations } from 'next-intl/server'

import { customerOf } from '@/features/accounts/server/customer'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { signedInPage } from '@/features/contacts/server/page-access'
import { getApiTranslator } from '@/lib/i18n/translator'

import type { AccountContext } from './context'

export type AccountPageDenied =
  'selectContact' | 'businessOnly' | 'employeesOnly' | 'shopUsersOnly' | 'administratorsOnly' | 'mayNotOrder'

/**
 * The start of an account page: visitors sign in first and come
 * back; then the same rules as the API — an employee needs a contact, the
 * customer must be a business customer. Either the context the page reads
 * with, or why it may not (the page says so instead of showing data).
 */
export async function accountPage(
  localeParam: string,
  path: string,
  { shopUser = false }: { shopUser?: boolean } = {},
): Promise<{ ctx: AccountContext; denied: null } | { ctx: null; denied: AccountPageDenied; locale: string }> {
  const { locale, tenant, account } = await signedInPage(localeParam, path)
  const customer = await customerOf(account)
  if (!customer && account.type === 'employee') return { ctx: null, denied: 'selectContact', locale }
  if (!customer || customer.kind === 'b2c') return { ctx: null, denied: 'businessOnly', locale }
  if (shopUser && !account.isActiveEcommerceShopUser) return { ctx: null, denied: 'shopUsersOnly', locale }
  return {
    ctx: {
      tenant,
      locale,
      t: await getApiTranslator(locale),
      account,
      viewer: await priceViewerOf(account),
      customer,
    },
    denied: null,
  }
}

/** The sentence shown instead of a page's data when the account may not see it. */
export async function deniedText(denied: AccountPageDenied): Promise<string> {
  const t = await getTranslations('account.denied')
  return t(denied)
}
