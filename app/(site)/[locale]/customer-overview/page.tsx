import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { CUSTOMER_OVERVIEW_PATH, DASHBOARD_PATH } from '@/features/contacts/constants'
import { CustomerOverview } from '@/features/contacts/components/customer-overview.client'
import { customerOverview } from '@/features/contacts/server/contacts'
import { signedInPage } from '@/features/contacts/server/page-access'
import { localizeUrl } from '@/lib/site-paths'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'contacts.overview' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** Customer overview (the account switch): an employee's assigned customers and their contacts; choosing one acts for it. */
async function CustomerOverviewPage({ params }: Props) {
  const { locale, tenant, account } = await signedInPage((await params).locale, CUSTOMER_OVERVIEW_PATH)
  setRequestLocale(locale)
  const t = await getTranslations('contacts.overview')
  if (account.type !== 'employee') {
    return (
      <div className="container">
        <h1>{t('title')}</h1>
        <p data-testid="overview-refused">{t('employeesOnly')}</p>
      </div>
    )
  }
  const [entries, site] = await Promise.all([
    customerOverview(account, tenant.id),
    getTenantSite(tenant.id, languageOf(locale)),
  ])
  const dashboard =
    localizeUrl(site?.urls.dashboardUrl ?? DASHBOARD_PATH, locale) ?? `/${locale}${DASHBOARD_PATH}`
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <CustomerOverview
        entries={entries}
        selectedId={account.onBehalf ? String(account.onBehalf.contact) : null}
        targetUrl={dashboard}
      />
    </div>
  )
}

export default withPageMessages(['contacts.overview'], CustomerOverviewPage)
