'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { getNotificationsStore } from '@/features/notifications/store'
import { readStoredNotifications } from '@/features/notifications/stored-notifications'
import { captureClientException } from '@/lib/sentry/client'

/**
 * The error page: reports the error, shows the notifications that were stored
 * for it in localStorage and offers a retry and the way home.
 */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('notifications.errorPage')
  const locale = useLocale()

  useEffect(() => {
    captureClientException(error)
  }, [error])

  useEffect(() => {
    try {
      const store = getNotificationsStore().getState()
      readStoredNotifications().forEach((notification) => store.push(notification))
    } catch (readError) {
      console.error(readError)
      captureClientException(readError)
    }
  }, [])

  return (
    <div className="container narrow" data-testid="error-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p className="button-row">
        <button type="button" className="button button--primary" onClick={reset}>
          {t('retry')}
        </button>
        <a className="button button--secondary" href={`/${locale}`}>
          {t('home')}
        </a>
      </p>
    </div>
  )
}
