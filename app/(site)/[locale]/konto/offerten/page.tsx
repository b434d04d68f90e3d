import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import { isCompanyAdministrator, mayOrderAs } from '@/features/accounts/company-roles'
import { B2B_CART_PAGE_PATH } from '@/features/carts/constants'
import { QuotesTable } from '@/features/quotes/components/quotes-table.client'
import { QUOTE_PARAM } from '@/features/quotes/constants'
import { QUOTES_TABLE } from '@/features/quotes/schemas'
import { listQuotes } from '@/features/quotes/server/quotes'
import { quoteNumberParam } from '@/features/quotes/server/request'
import { EMPTY_TABLE_QUERY, parseTableQuery } from '@/features/table-lists/query'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'quotes' })
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
 * Quotes: the shop user's quote requests and the answers of sales (an administrator sees the
 * company's). `?offerte=` (from a notification or mail) opens that quote. Active shop users who may
 * order; a viewer gets the sentence instead.
 */
async function QuotesPage({ params, searchParams }: Props) {
  const { locale: localeParam } = await params
  const access = await accountPage(localeParam, ACCOUNT_PATHS.quotes, { shopUser: true })
  const t = await getTranslations({
    locale: access.ctx?.locale ?? (isRouteLocale(localeParam) ? localeParam : 'de-ch'),
    namespace: 'quotes',
  })
  if (access.denied) {
    setRequestLocale(access.locale)
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  if (!mayOrderAs(ctx.account)) return <AccountDenied title={t('title')} denied="mayNotOrder" />
  const { [QUOTE_PARAM]: opened, ...table } = await searchParams
  const parsed = parseTableQuery(searchParamsOf(table), QUOTES_TABLE)
  const results = await listQuotes(ctx, parsed.ok ? parsed.query : EMPTY_TABLE_QUERY)
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{isCompanyAdministrator(ctx.account) ? t('introAdmin') : t('intro')}</p>
      <QuotesTable
        initial={results}
        opened={typeof opened === 'string' ? quoteNumberParam(opened) : null}
        cartUrl={`/${ctx.locale}${B2B_CART_PAGE_PATH}`}
      />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'quotes', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  QuotesPage,
)
