import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { NotificationCentre } from '@/features/notification-centre/components/notification-centre.client'
import { notificationCentrePath } from '@/features/notification-centre/constants'
import { ZNotificationFilter } from '@/features/notification-centre/schemas'
import { listNotifications } from '@/features/notification-centre/server/notifications'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { sitePage } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ filter?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'notificationCentre' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The notification centre of the signed-in account. Visitors go to
 * the login page, which brings them back here. `?filter=unread` opens the
 * unread tab; the list is rendered on the server and continues in the island.
 */
async function NotificationsPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const account = await getCurrentAccount(tenant)
  if (!account) redirect(`/${locale}/login?redirect=${encodeURIComponent(notificationCentrePath(locale))}`)
  const requested = (await searchParams).filter
  const filter = ZNotificationFilter.catch('all').parse(typeof requested === 'string' ? requested : undefined)
  const [list, t, tp] = await Promise.all([
    listNotifications({ account, tenantId: tenant.id }, locale, filter),
    getTranslations('notificationCentre'),
    getTranslations('page'),
  ])
  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={[{ label: t('title'), uri: '', disabled: true }]}
      />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <NotificationCentre entries={list.entries} timestamp={list.timestamp} filter={filter} />
    </div>
  )
}

export default withPageMessages(['notificationCentre'], NotificationsPage)
