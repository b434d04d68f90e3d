import { getLocale, getTranslations } from 'next-intl/server'

import styles from '@/features/account-area/components/account-area.module.css'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'

/** "Dieser Eintrag wurde im Fuhrpark nicht gefunden.": unknown entries and other customers' (status 404), with the way back. */
export default async function FleetEntryNotFound() {
  const [t, locale] = await Promise.all([getTranslations('fleet'), getLocale()])
  return (
    <div className={styles.denied} data-testid="fleet-entry-not-found">
      <p>{t('api.notFound')}</p>
      <p>
        <a href={`/${locale}${ACCOUNT_PATHS.fleet}`}>{t('detail.back')}</a>
      </p>
    </div>
  )
}
