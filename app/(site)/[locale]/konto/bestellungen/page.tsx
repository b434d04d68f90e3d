import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { OrdersTable } from '@/features/orders/components/orders-table.client'
import { ORDER_TABLE } from '@/features/orders/constants'
import { orderList } from '@/features/orders/server/orders'
import { EMPTY_TABLE_QUERY, parseTableQuery } from '@/features/table-lists/query'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'orders' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The address's table parameters (a shared or reloaded link shows the same rows). */
function searchParamsOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(raw))
    for (const one of Array.isArray(value) ? value : value != null ? [value] : []) params.append(key, one)
  return params
}

/** Order history: the first page rendered here, then filtered, sorted and paged by the table on the client. */
async function OrdersPage({ params, searchParams }: Props) {
  const { locale: localeParam } = await params
  const access = await accountPage(localeParam, ACCOUNT_PATHS.orders)
  const t = await getTranslations({
    locale: access.ctx?.locale ?? (isRouteLocale(localeParam) ? localeParam : 'de-ch'),
    namespace: 'orders',
  })
  if (access.denied) {
    setRequestLocale(access.locale)
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  const parsed = parseTableQuery(searchParamsOf(await searchParams), ORDER_TABLE)
  const results = await orderList(ctx, parsed.ok ? parsed.query : EMPTY_TABLE_QUERY)
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <OrdersTable initial={results} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'orders.table', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  OrdersPage,
)
