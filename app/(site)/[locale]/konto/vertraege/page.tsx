import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { ContractsTable } from '@/features/contracts/components/contracts-table.client'
import { CONTRACTS_TABLE } from '@/features/contracts/schemas'
import { listContracts } from '@/features/contracts/server/contracts'
import { pageTableQuery } from '@/features/contracts/server/page-query'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'contracts.list' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The customer's contracts: the first page rendered here, then the TableList island. */
async function ContractsPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (isRouteLocale(locale)) setRequestLocale(locale)
  const page = await accountPage(locale, ACCOUNT_PATHS.contracts)
  const t = await getTranslations('contracts.list')
  if (page.denied) {
    return <AccountDenied title={t('title')} denied={page.denied} />
  }
  const results = await listContracts(page.ctx, pageTableQuery(await searchParams, CONTRACTS_TABLE))
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ContractsTable initial={results} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'contracts.list', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  ContractsPage,
)
