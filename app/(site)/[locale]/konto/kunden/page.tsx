import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { signedInPage } from '@/features/contacts/server/page-access'
import { pageTableQuery } from '@/features/contracts/server/page-query'
import { CustomersTable } from '@/features/customers/components/customers-table.client'
import { CUSTOMERS_TABLE } from '@/features/customers/schemas'
import { listCustomers } from '@/features/customers/server/customers'
import { getApiTranslator } from '@/lib/i18n/translator'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'contracts.customers' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The tenant's customers, for employees only; customers see the denied text instead. */
async function CustomersPage({ params, searchParams }: Props) {
  const { locale: raw } = await params
  if (isRouteLocale(raw)) setRequestLocale(raw)
  const { locale, tenant, account } = await signedInPage(raw, ACCOUNT_PATHS.customers)
  const t = await getTranslations('contracts.customers')
  if (account.type !== 'employee') {
    return <AccountDenied title={t('title')} denied="employeesOnly" />
  }
  const results = await listCustomers(
    { tenant, account, t: await getApiTranslator(locale) },
    pageTableQuery(await searchParams, CUSTOMERS_TABLE),
  )
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <CustomersTable initial={results} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'contracts.customers', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  CustomersPage,
)
