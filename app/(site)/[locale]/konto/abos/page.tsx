import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import styles from '@/features/account-area/components/account-area.module.css'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import { isCompanyAdministrator, mayOrderAs } from '@/features/accounts/company-roles'
import { RepeatOrdersTable } from '@/features/repeat-orders/components/repeat-orders-table.client'
import { REPEAT_ORDERS_TABLE } from '@/features/repeat-orders/schemas'
import { listSchedules } from '@/features/repeat-orders/server/schedules'
import { EMPTY_TABLE_QUERY, parseTableQuery } from '@/features/table-lists/query'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'repeatOrders' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The address's table parameters (a shared or reloaded link shows the same rows). */
function searchParamsOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(raw))
    for (const one of Array.isArray(value) ? value : value != null ? [value] : []) params.append(key, one)
  return params
}

/**
 * Repeat orders ("Abos"): the caller's schedules — an administrator's
 * company's — with rhythm, next order, status and last result; the owner
 * pauses, resumes and ends them here, and opens one for its lines, history
 * and changes. Active shop users who may order (viewers get a sentence).
 */
async function RepeatOrdersPage({ params, searchParams }: Props) {
  const { locale: localeParam } = await params
  const access = await accountPage(localeParam, ACCOUNT_PATHS.repeatOrders, { shopUser: true })
  const t = await getTranslations({
    locale: access.ctx?.locale ?? (isRouteLocale(localeParam) ? localeParam : 'de-ch'),
    namespace: 'repeatOrders',
  })
  if (access.denied) {
    setRequestLocale(access.locale)
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  if (!mayOrderAs(ctx.account))
    return (
      <>
        <h1>{t('title')}</h1>
        <p className={styles.denied} role="status" data-testid="account-denied">
          {t('api.viewer')}
        </p>
      </>
    )
  const parsed = parseTableQuery(searchParamsOf(await searchParams), REPEAT_ORDERS_TABLE)
  const results = await listSchedules(ctx, parsed.ok ? parsed.query : EMPTY_TABLE_QUERY)
  const companyView = isCompanyAdministrator(ctx.account)
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{companyView ? t('introCompany') : t('intro')}</p>
      <p>{t('howItWorks')}</p>
      <RepeatOrdersTable initial={results} companyView={companyView} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'repeatOrders', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  RepeatOrdersPage,
)
