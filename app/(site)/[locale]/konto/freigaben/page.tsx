import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { APPROVALS_TABLE } from '@/features/company/approval-schemas'
import { ApprovalsTable } from '@/features/company/components/approvals-table.client'
import { listApprovals } from '@/features/company/server/approvals'
import { isCompanyAdministrator } from '@/features/company/server/role'
import { validOrderNumber } from '@/features/orders/server/request'
import { EMPTY_TABLE_QUERY, parseTableQuery } from '@/features/table-lists/query'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'approvals' })
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
 * Approvals: orders beyond a buyer's order limit or monthly budget — pending,
 * approved, rejected. Administrators see the company's and decide; buyers see
 * their own. `?bestellung=` (from a notification or mail) opens that order.
 */
async function ApprovalsPage({ params, searchParams }: Props) {
  const { locale: localeParam } = await params
  const access = await accountPage(localeParam, ACCOUNT_PATHS.approvals, { shopUser: true })
  const t = await getTranslations({
    locale: access.ctx?.locale ?? (isRouteLocale(localeParam) ? localeParam : 'de-ch'),
    namespace: 'approvals',
  })
  if (access.denied) {
    setRequestLocale(access.locale)
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  const raw = await searchParams
  const { bestellung, ...table } = raw
  const parsed = parseTableQuery(searchParamsOf(table), APPROVALS_TABLE)
  const results = await listApprovals(ctx, parsed.ok ? parsed.query : EMPTY_TABLE_QUERY)
  const opened = typeof bestellung === 'string' ? validOrderNumber(bestellung) : null
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{isCompanyAdministrator(ctx.account) ? t('intro') : t('introBuyer')}</p>
      <ApprovalsTable initial={results} opened={opened} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'approvals', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  ApprovalsPage,
)
