'use client'

import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { Icon } from '@/components/icon/icon'

import styles from './header.module.css'

export const RIBBON_STORAGE_KEY = 'tribo.infoRibbonClosed'

const listeners = new Set<() => void>()
// Without usable storage (private mode) the ribbon stays closed for this page load.
let closedInMemory: string | null = null
function closedText(): string | null {
  try {
    return window.sessionStorage.getItem(RIBBON_STORAGE_KEY) ?? closedInMemory
  } catch {
    return closedInMemory
  }
}

/** The info ribbon: closable; it stays closed for the visit, until its text changes. */
export function InfoRibbon({ text }: { text: string }) {
  const t = useTranslations('header')
  const closed = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    () => closedText() === text,
    () => false,
  )
  if (closed) return null
  return (
    <div className={styles.ribbon} role="note" data-testid="info-ribbon">
      <p>{text}</p>
      <button
        type="button"
        className={styles.ribbonClose}
        aria-label={t('closeRibbon')}
        onClick={() => {
          closedInMemory = text
          try {
            window.sessionStorage.setItem(RIBBON_STORAGE_KEY, text)
          } catch {
            // Storage unavailable: closedInMemory keeps it closed.
          }
          listeners.forEach((l) => l())
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  )
}
