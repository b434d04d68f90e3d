'use client'

import { useTranslations } from 'next-intl'
import { useStore } from 'zustand'

import { getNotificationsStore, type NotificationsStore } from '../store'
import { NotificationItem } from './notification-item.client'
import styles from './notifications.module.css'

/** The fixed region where notifications appear, newest last. */
export function NotificationArea({ store = getNotificationsStore() }: { store?: NotificationsStore }) {
  const t = useTranslations('notifications')
  const notifications = useStore(store, (s) => s.notifications)
  const remove = useStore(store, (s) => s.remove)
  return (
    <section className={styles.area} aria-label={t('region')} data-testid="notification-area">
      <ol className={styles.list} aria-live="polite">
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onClose={remove} />
        ))}
      </ol>
    </section>
  )
}
