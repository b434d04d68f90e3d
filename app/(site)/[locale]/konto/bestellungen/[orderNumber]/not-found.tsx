import { getLocale, getTranslations } from 'next-intl/server'

import styles from '@/features/account-area/components/account-area.module.css'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'

/** "Bestellung wurde nicht gefunden.": unknown and other customers' orders, with the way back (status 404). */
export default async function OrderNotFound() {
  const [t, locale] = await Promise.all([getTranslations('orders.detail'), getLocale()])
  return (
    <div className={styles.denied} data-testid="order-not-found">
      <p>{t('notFound')}</p>
      <p>
        <a href={`/${locale}${ACCOUNT_PATHS.orders}`}>{t('back')}</a>
      </p>
    </div>
  )
}
