'use client'

import { useLocale, useTranslations } from 'next-intl'

import { configureApiClient } from '@/lib/api/client'

import { pushMessages } from '../store'

/**
 * Tells the API client the page's locale, tenant and unknown-error text, and
 * lets it push notifications. Runs during render (idempotent) so it is done
 * before any island below it calls the API from an effect.
 */
export function ApiClientConfigurator({ tenant }: { tenant: string }) {
  const locale = useLocale()
  const t = useTranslations('notifications')
  if (typeof window !== 'undefined')
    configureApiClient({
      locale,
      tenant,
      unknownErrorText: t('unknownError'),
      notify: (messages) => void pushMessages(messages),
    })
  return null
}
