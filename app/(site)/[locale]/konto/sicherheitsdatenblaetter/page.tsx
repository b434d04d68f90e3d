import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { pageTableQuery } from '@/features/contracts/server/page-query'
import { SafetyDataSheetsTable } from '@/features/safety-data-sheets/components/safety-data-sheets-table.client'
import { sheetsTable } from '@/features/safety-data-sheets/server/sheets'
import { isRouteLocale, languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'contracts.sds' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * Safety data sheets for signed-in business customers. Opened
 * without any table parameters, the list starts in the caller's language
 * (the sheet a customer usually wants); "Filter zurücksetzen" shows all four.
 */
async function SafetyDataSheetsPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (isRouteLocale(locale)) setRequestLocale(locale)
  const page = await accountPage(locale, ACCOUNT_PATHS.safetyDataSheets)
  const t = await getTranslations('contracts.sds')
  if (page.denied) {
    return <AccountDenied title={t('title')} denied={page.denied} />
  }
  const table = await sheetsTable(page.ctx)
  const raw = await searchParams
  const query = pageTableQuery(raw, table.definition)
  const untouched = !Object.keys(raw).some((key) => key.startsWith('filters[') || key === 'search')
  const results = await table.read(
    untouched ? { ...query, filters: { language: [languageOf(locale)] } } : query,
  )
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <SafetyDataSheetsTable initial={results} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'contracts.sds', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  SafetyDataSheetsPage,
)
