import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { AddressBook } from '@/features/addresses/components/address-book.client'
import { addressList } from '@/features/addresses/server/addresses'
import { siteLocale } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'addresses' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The customer's addresses: delivery addresses to edit, add,
 * delete and prefer; invoice addresses read-only. Rendered on the server,
 * continued in the island.
 */
async function AddressesPage({ params }: Props) {
  const locale = await siteLocale(params)
  const page = await accountPage(locale, ACCOUNT_PATHS.addresses)
  const t = await getTranslations('addresses')
  if (page.denied) {
    return <AccountDenied title={t('title')} denied={page.denied} />
  }
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <AddressBook initialList={await addressList(page.ctx)} />
    </>
  )
}

export default withPageMessages(['addresses'], AddressesPage)
