import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { AccountNav } from '@/features/account-area/components/account-nav.client'
import styles from '@/features/account-area/components/account-area.module.css'
import { accountPageHref, accountPages } from '@/features/account-area/menu'
import { accountMenuViewer } from '@/features/account-area/server/menu-entries'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

/**
 * The frame of the account pages: the pages this user may open
 * beside the page itself. Each page checks access on its own (visitors are
 * sent to the login page there).
 */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  const tenant = await getRequestTenant()
  const account = tenant && isRouteLocale(locale) ? await getCurrentAccount(tenant) : null
  const pages = account ? accountPages(await accountMenuViewer(account)) : []
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'account.menu' })
  return (
    <div className={`container ${styles.layout}`}>
      {pages.length > 0 ? (
        <AccountNav
          title={t('title')}
          entries={[
            { page: 'dashboard', href: `/${locale}/dashboard`, label: t('dashboard') },
            ...pages.map((page) => ({ page, href: accountPageHref(page, locale), label: t(page) })),
          ]}
        />
      ) : (
        <div />
      )}
      <div className={styles.content}>{children}</div>
    </div>
  )
}
