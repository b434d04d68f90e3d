import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import { CompanyUsers } from '@/features/company/components/company-users.client'
import { INVITATION_VALID_DAYS } from '@/features/company/model'
import { COMPANY_USERS_TABLE } from '@/features/company/schemas'
import { isCompanyAdministrator } from '@/features/company/server/role'
import { listCompanyUsers } from '@/features/company/server/users'
import { pageTableQuery } from '@/features/contracts/server/page-query'
import { siteLocale } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'account.users' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The company's users: roles, limits, invitations, deactivation. For the
 * company's administrators (an employee acting for an administrator contact
 * too); everyone else gets the account area's refusal instead of data.
 */
async function UsersPage({ params, searchParams }: Props) {
  const locale = await siteLocale(params)
  const page = await accountPage(locale, ACCOUNT_PATHS.users)
  const t = await getTranslations('account.users')
  if (page.denied) return <AccountDenied title={t('title')} denied={page.denied} />
  if (!isCompanyAdministrator(page.ctx.account))
    return <AccountDenied title={t('title')} denied="administratorsOnly" />
  const results = await listCompanyUsers(page.ctx, pageTableQuery(await searchParams, COMPANY_USERS_TABLE))
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <CompanyUsers initial={results} invitationDays={INVITATION_VALID_DAYS} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'account.users', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  UsersPage,
)
