'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'

import { getNotificationsStore, type NotificationsStore } from '../store'
import { NotificationItem } from './notification-item.client'
import styles from './notifications.module.css'

/** Keeps `--notification-top` on the area at the site header's bottom edge (the header grows with its ribbon and search). */
function useBelowHeader() {
  const area = useRef<HTMLElement>(null)
  useEffect(() => {
    const header = document.querySelector('header')
    const element = area.current
    if (!header || !element) return
    let frame = 0
    const place = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() =>
        element.style.setProperty(
          '--notification-top',
          `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`,
        ),
      )
    }
    place()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
    observer?.observe(header)
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
    }
  }, [])
  return area
}

/** The fixed region where notifications appear, newest last, below the header (at the bottom on phones). */
export function NotificationArea({ store = getNotificationsStore() }: { store?: NotificationsStore }) {
  const t = useTranslations('notifications')
  const notifications = useStore(store, (s) => s.notifications)
  const remove = useStore(store, (s) => s.remove)
  const area = useBelowHeader()
  return (
    <section ref={area} className={styles.area} aria-label={t('region')} data-testid="notification-area">
      <ol className={styles.list} aria-live="polite">
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onClose={remove} />
        ))}
      </ol>
    </section>
  )
}
