'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'

import styles from './dealers.module.css'

/** Orders the dealers by distance from the visitor's position (the browser asks for permission first). */
export function LocateMe() {
  const t = useTranslations('locations.dealers')
  const router = useRouter()
  const pathname = usePathname()
  const [state, setState] = useState<'idle' | 'busy' | 'denied'>('idle')

  if (typeof navigator !== 'undefined' && !('geolocation' in navigator)) return null

  const locate = () => {
    setState('busy')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        // Read at the click: the page may come from the cache, rendered without any query.
        const params = new URLSearchParams(window.location.search)
        params.delete('q')
        params.delete('page')
        params.set('lat', position.coords.latitude.toFixed(5))
        params.set('lng', position.coords.longitude.toFixed(5))
        setState('idle')
        router.push(`${pathname}?${params.toString()}`)
      },
      () => setState('denied'),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={locate}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {t('locateMe')}
      </button>
      {state === 'denied' ? (
        <p role="alert" className={styles.error}>
          {t('locateDenied')}
        </p>
      ) : null}
    </>
  )
}
