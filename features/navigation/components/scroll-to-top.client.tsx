'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Icon } from '@/components/icon/icon'

import { showScrollToTop } from '../scroll-to-top'
import styles from './header.module.css'

/** Back to the top: shown past 1000 px while scrolling up; CSS hides it on mobile. */
export function ScrollToTop() {
  const t = useTranslations('header')
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    let previous = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y !== previous) setVisible(showScrollToTop(y, previous))
      previous = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className={styles.scrollTop}
      data-testid="scroll-to-top"
      aria-label={t('scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <Icon name="chevron-up" />
    </button>
  )
}
