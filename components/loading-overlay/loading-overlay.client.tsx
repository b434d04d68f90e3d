'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { getGlobalLoading, GLOBAL_LOADER_MIN_MS, type GlobalLoadingStore } from '@/lib/loading'

import styles from './loading-overlay.module.css'

/**
 * Full-screen loader driven by the global loading state: shown when
 * loading starts, hidden when it ends — but never before it was visible for
 * 1000 ms, so it does not flicker.
 */
export function LoadingOverlay({ store = getGlobalLoading() }: { store?: GlobalLoadingStore }) {
  const t = useTranslations('ui')
  const [visible, setVisible] = useState(() => store.getState().count > 0)
  const shown = useRef({ visible, at: 0 })

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined
    if (shown.current.visible) shown.current.at = Date.now()
    const apply = (loading: boolean) => {
      if (loading) {
        // A start within the minimum keeps the same showing.
        clearTimeout(hideTimer)
        if (!shown.current.visible) {
          shown.current = { visible: true, at: Date.now() }
          setVisible(true)
        }
        return
      }
      if (!shown.current.visible) return
      clearTimeout(hideTimer)
      hideTimer = setTimeout(
        () => {
          shown.current.visible = false
          setVisible(false)
        },
        Math.max(0, GLOBAL_LOADER_MIN_MS - (Date.now() - shown.current.at)),
      )
    }
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.count > 0 !== previous.count > 0) apply(state.count > 0)
    })
    return () => {
      unsubscribe()
      clearTimeout(hideTimer)
    }
  }, [store])

  if (!visible) return null
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
