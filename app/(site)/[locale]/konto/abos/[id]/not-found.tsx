import { getLocale, getTranslations } from 'next-intl/server'

import styles from '@/features/account-area/components/account-area.module.css'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'

/** "Dieses Abo wurde nicht gefunden.": unknown schedules and other customers' (status 404), with the way back. */
export default async function ScheduleNotFound() {
  const [t, locale] = await Promise.all([getTranslations('repeatOrders'), getLocale()])
  return (
    <div className={styles.denied} data-testid="schedule-not-found">
      <p>{t('api.notFound')}</p>
      <p>
        <a href={`/${locale}${ACCOUNT_PATHS.repeatOrders}`}>{t('detail.back')}</a>
      </p>
    </div>
  )
}
