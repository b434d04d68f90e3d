import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import { DueServices } from '@/features/fleet/components/due-services'
import { FleetActions } from '@/features/fleet/components/fleet-actions.client'
import { FleetTable } from '@/features/fleet/components/fleet-table.client'
import { ReminderSettingsForm } from '@/features/fleet/components/reminder-settings.client'
import { listEntries } from '@/features/fleet/server/entries'
import { DEFAULT_REMINDER_SETTINGS } from '@/features/fleet/reminders'
import { dueServicesForAccount, readReminderSettings } from '@/features/fleet/server/reminders-account'
import { mayChangeFleet } from '@/features/fleet/server/request'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'fleet' })
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
 * The fleet and machine park ("Fuhrpark"): the company's vehicles and
 * machines with their next service (overdue ones marked), filters by kind,
 * due, site and cost centre; administrators and buyers add vehicles (by
 * make/model/engine, type approval number, plate or a file of plates) and
 * machines; everyone of a business customer reads it. Rendered per request
 * (customer data, never cached).
 */
async function FleetPage({ params, searchParams }: Props) {
  const { locale: localeParam } = await params
  const access = await accountPage(localeParam, ACCOUNT_PATHS.fleet)
  const t = await getTranslations({
    locale: access.ctx?.locale ?? (isRouteLocale(localeParam) ? localeParam : 'de-ch'),
    namespace: 'fleet',
  })
  if (access.denied) {
    setRequestLocale(access.locale)
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  const results = await listEntries(ctx, searchParamsOf(await searchParams), { lenient: true })
  const editable = mayChangeFleet(ctx)
  // Service reminders: what falls due within the user's lead days, and the user's own setting (an employee acting for a contact gets a note).
  const onBehalf = ctx.account.type === 'employee'
  const [duePanel, reminderSettings] = await Promise.all([
    dueServicesForAccount(ctx),
    onBehalf ? null : readReminderSettings(ctx),
  ])
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {!editable && <p role="note">{t('viewerNote')}</p>}
      <FleetActions editable={editable} />
      <FleetTable initial={results} />
      <DueServices panel={duePanel} locale={ctx.locale} />
      <ReminderSettingsForm initial={reminderSettings ?? DEFAULT_REMINDER_SETTINGS} onBehalf={onBehalf} />
    </>
  )
}

export default withPageMessages(
  ['account.table', 'fleet', 'fleetReminders', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
  FleetPage,
)
