import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import styles from '@/features/account-area/components/account-area.module.css'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import { mayOrderAs } from '@/features/accounts/company-roles'
import { ScheduleDetailView } from '@/features/repeat-orders/components/schedule-detail.client'
import { scheduleIdOf } from '@/features/repeat-orders/server/request'
import { findVisibleSchedule, scheduleDetail } from '@/features/repeat-orders/server/schedules'
import { addressOptions } from '@/features/repeat-orders/server/sources'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'repeatOrders' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * One repeat order: its facts, lines at today's prices and history; the
 * owner changes it here. Unknown ids and other customers' (and, for a
 * buyer, colleagues') schedules answer 404 (not-found.tsx).
 */
async function ScheduleDetailPage({ params }: Props) {
  const { locale: localeParam, id: raw } = await params
  const id = scheduleIdOf(raw)
  const access = await accountPage(
    localeParam,
    id != null ? `${ACCOUNT_PATHS.repeatOrders}/${id}` : ACCOUNT_PATHS.repeatOrders,
    { shopUser: true },
  )
  if (access.denied) {
    setRequestLocale(access.locale)
    const t = await getTranslations({ locale: access.locale, namespace: 'repeatOrders' })
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  if (!mayOrderAs(ctx.account)) {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'repeatOrders' })
    return (
      <>
        <h1>{t('title')}</h1>
        <p className={styles.denied} role="status" data-testid="account-denied">
          {t('api.viewer')}
        </p>
      </>
    )
  }
  const found = id != null ? await findVisibleSchedule(ctx, id) : null
  if (!found) notFound()
  const [schedule, addresses] = await Promise.all([
    scheduleDetail(ctx, found.owner, found.doc),
    addressOptions(ctx),
  ])
  return (
    <ScheduleDetailView
      schedule={schedule}
      addresses={addresses}
      listUrl={`/${ctx.locale}${ACCOUNT_PATHS.repeatOrders}`}
    />
  )
}

export default withPageMessages(['repeatOrders', 'widgets.datePicker'], ScheduleDetailPage)
