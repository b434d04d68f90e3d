import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { accountPageHref, accountPages } from '@/features/account-area/menu'
import { accountMenuViewer } from '@/features/account-area/server/menu-entries'
import { customerOf } from '@/features/accounts/server/customer'
import { BillingPartnerTable } from '@/features/contacts/components/billing-partner-table.client'
import { ContactSelector } from '@/features/contacts/components/contact-selector.client'
import styles from '@/features/contacts/components/contacts.module.css'
import { CUSTOMER_OVERVIEW_PATH, DASHBOARD_PATH } from '@/features/contacts/constants'
import { billingPartnersOf } from '@/features/contacts/server/billing-partners'
import { signedInPage } from '@/features/contacts/server/page-access'
import { contactSessionOf } from '@/features/contacts/server/session'
import { showOrderOnBehalf } from '@/features/contacts/visibility'
import { localizeUrl } from '@/lib/site-paths'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'contacts.dashboard' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The signed-in start page: who the user is and for whom it acts,
 * the contact person, the billing partner choice and shortcuts.
 */
async function DashboardPage({ params }: Props) {
  const { locale, tenant, account } = await signedInPage((await params).locale, DASHBOARD_PATH)
  setRequestLocale(locale)
  const [t, tc, ta, site, customer, contacts, partners] = await Promise.all([
    getTranslations('contacts.dashboard'),
    getTranslations('contacts'),
    getTranslations('account.menu'),
    getTenantSite(tenant.id, languageOf(locale)),
    customerOf(account),
    contactSessionOf(account),
    billingPartnersOf(account),
  ])
  const url = (target: string | null | undefined, fallback: string) =>
    localizeUrl(target ?? fallback, locale) ?? `/${locale}${fallback}`
  const employee = account.type === 'employee'
  const { selectedContact, contactPerson } = contacts
  const accountLinks = accountPages(await accountMenuViewer(account)).map((page) => ({
    label: ta(page),
    href: accountPageHref(page, locale, {
      orders: localizeUrl(site?.urls.orderHistoryUrl ?? null, locale),
      shoppingLists: localizeUrl(site?.urls.shoppingListUrl ?? null, locale),
    }),
  }))
  const shortcuts = [
    ...(employee
      ? [{ label: t('customerOverview'), href: url(site?.urls.customerOverviewUrl, CUSTOMER_OVERVIEW_PATH) }]
      : []),
    ...accountLinks,
    ...(site?.urls.searchDetailLink
      ? [{ label: t('search'), href: url(site.urls.searchDetailLink, '/search') }]
      : []),
    ...(site?.urls.oilFinderUrl ? [{ label: t('oilFinder'), href: url(site.urls.oilFinderUrl, '/') }] : []),
    { label: t('home'), href: `/${locale}` },
  ]
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('welcome', { name: `${account.firstName} ${account.lastName}`.trim() })}</h1>
      <p data-testid="acting-as">
        {selectedContact && customer
          ? t('actingAs', { name: selectedContact.name, customer: customer.name })
          : customer
            ? t('ownCustomer', { customer: customer.name })
            : t('noCustomer')}
      </p>
      <div className={styles.cards}>
        {showOrderOnBehalf({
          type: account.type,
          options: { showContactSelector: !!account.options?.showContactSelector },
        }) && (
          <section className={styles.card} aria-labelledby="dashboard-on-behalf">
            <h2 id="dashboard-on-behalf">{tc('selector.title')}</h2>
            <ContactSelector />
          </section>
        )}
        {contactPerson && (
          <section
            className={styles.card}
            aria-labelledby="dashboard-contact-person"
            data-testid="dashboard-contact-person"
          >
            <h2 id="dashboard-contact-person">{t('contactPerson')}</h2>
            <p>
              <strong>{contactPerson.name}</strong>
              {contactPerson.role && <br />}
              {contactPerson.role}
              {contactPerson.department && <br />}
              {contactPerson.department}
            </p>
            {contactPerson.phone && (
              <p>
                <a href={`tel:${contactPerson.phone.replace(/\s/g, '')}`}>{contactPerson.phone}</a>
              </p>
            )}
            {contactPerson.email && (
              <p>
                <a href={`mailto:${contactPerson.email}`}>{contactPerson.email}</a>
              </p>
            )}
          </section>
        )}
        <section className={styles.card} aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts">{t('shortcuts')}</h2>
          <ul>
            {shortcuts.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {customer && (
        <section aria-labelledby="dashboard-billing">
          <h2 id="dashboard-billing">{tc('billing.title')}</h2>
          <p>{tc('billing.caption')}</p>
          <BillingPartnerTable key={`${customer.id}`} partners={partners} />
        </section>
      )}
    </div>
  )
}

export default withPageMessages(['contacts.billing'], DashboardPage)
