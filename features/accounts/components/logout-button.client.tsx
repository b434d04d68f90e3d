'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { apiRequest } from '@/lib/api/client'

/** Ends the shop session and reloads the page as an anonymous visitor. */
export function LogoutButton() {
  const t = useTranslations('header')
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--link"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await apiRequest('POST', '/api/auth/logout', { locale })
        } finally {
          window.location.assign(`/${locale}`)
        }
      }}
    >
      {t('logout')}
    </button>
  )
}
