'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'

import { useSession } from '@/features/session/components/session-provider.client'

/** Ends the shop session and shows the home page to the now anonymous visitor. */
export function LogoutButton() {
  const t = useTranslations('header')
  const locale = useLocale()
  const router = useRouter()
  const logout = useSession((s) => s.logout)
  const busy = useSession((s) => s.busy)
  return (
    <button
      type="button"
      className="button button--link"
      disabled={busy}
      onClick={async () => {
        try {
          await logout()
        } catch {
          // The API client has shown what went wrong; the page still refreshes to the true state.
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
