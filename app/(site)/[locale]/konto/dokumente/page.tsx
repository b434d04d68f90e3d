import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { pageTableQuery } from '@/features/contracts/server/page-query'
import { OrderDocumentsTable } from '@/features/order-documents/components/order-documents-table.client'
import { ORDER_DOCUMENT_TABLE } from '@/features/order-documents/constants'
import { documentList } from '@/features/order-documents/server/documents'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'orderDocuments.page' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The customer's order documents (confirmations, delivery notes, invoices) for every user of a
 * business customer and employees acting for one: the first page rendered here, then filtered,
 * sorted and paged by the table on the client; the address is the table's state.
 */
async function DocumentsPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (isRouteLocale(locale)) setRequestLocale(locale)
  const page = await accountPage(locale, ACCOUNT_PATHS.documents)
  const t = await getTranslations('orderDocuments.page')
  if (page.denied) return <AccountDenied title={t('title')} denied={page.denied} />
  const results = await documentList(page.ctx, pageTableQuery(await searchParams, ORDER_DOCUMENT_TABLE))
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <OrderDocumentsTable initial={results} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'orderDocuments.table', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  DocumentsPage,
)
