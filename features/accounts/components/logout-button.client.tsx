'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiRequest } from '@/lib/api/client'

/** Ends the shop session and shows the home page to the now anonymous visitor. */
export function LogoutButton() {
  const t = useTranslations('header')
  const locale = useLocale()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--link"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await apiRequest('POST', '/api/auth/logout', { call: { store: 'session', action: 'logout' }, locale })
        } finally {
          router.replace(`/${locale}`)
          router.refresh()
        }
      }}
    >
      {t('logout')}
    </button>
  )
}
