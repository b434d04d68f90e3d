'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { NOTIFICATION_DEFAULT_DELAY_S, NOTIFICATION_FADE_MS } from '../constants'
import { useNotificationAction } from '../queries'
import type { Notification, NotificationAction } from '../types'
import styles from './notifications.module.css'

type Props = { notification: Notification; onClose: (id: string) => void }

/**
 * One notification: closes itself after `delay` seconds when a
 * delay is set (3 by default) with a 500 ms fade; confirm and decline run their
 * callback and close only when it succeeds; a cart-change confirmation posts
 * the message id to its confirm URL.
 */
export function NotificationItem({ notification, onClose }: Props) {
  const t = useTranslations('notifications')
  const [closing, setClosing] = useState(false)
  const action = useNotificationAction()
  const running = action.isPending
  const fadeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { id, message, delay, confirm, decline, redirect, source } = notification

  const close = () => {
    if (fadeTimer.current) return
    setClosing(true)
    fadeTimer.current = setTimeout(() => onClose(id), NOTIFICATION_FADE_MS)
  }

  useEffect(() => {
    if (delay === undefined) return
    const seconds = delay > 0 ? delay : NOTIFICATION_DEFAULT_DELAY_S
    const timer = setTimeout(close, seconds * 1000)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer starts once per notification
  }, [id, delay])
  useEffect(() => () => clearTimeout(fadeTimer.current), [])

  const act = async (chosen: NotificationAction) => {
    // A failure: the API client has shown why; the notification stays so the user can try again.
    if (await action.run({ action: chosen, id: message.meta?.id })) close()
  }

  const showSource = () => {
    const target = source?.selector
      ? document.querySelector<HTMLElement>(source.selector)
      : source?.field
        ? document.getElementsByName(source.field)[0]
        : null
    target?.scrollIntoView({ block: 'center' })
    target?.focus()
  }

  const isError = message.type === 'error'
  return (
    <li
      className={`${styles.item} ${styles[message.type]} ${closing ? styles.closing : ''}`}
      data-notification-type={message.type}
      data-source-field={source?.field}
      style={{ ['--fade-ms' as string]: `${NOTIFICATION_FADE_MS}ms` }}
    >
      {/* The list item keeps its role (a role on the <li> would break the list); the area's list is a polite live region, errors are alerts. */}
      <div className={styles.body} role={isError ? 'alert' : undefined}>
        <span className="visually-hidden">{t(`type.${message.type}`)}: </span>
        {message.meta?.product && <strong className={styles.product}>{message.meta.product}</strong>}
        <p className={styles.text}>{message.message}</p>
        {redirect && (
          <a className={styles.link} href={redirect.link}>
            {redirect.title}
          </a>
        )}
        {(source?.selector || source?.field) && (
          <button type="button" className={styles.link} onClick={showSource}>
            {t('showField')}
          </button>
        )}
        {(confirm || decline) && (
          <div className={styles.actions}>
            {confirm && (
              <button
                type="button"
                className="button button--primary"
                disabled={running}
                onClick={() => act(confirm)}
              >
                {confirm.label ?? t('confirm')}
              </button>
            )}
            {decline && (
              <button
                type="button"
                className="button button--secondary"
                disabled={running}
                onClick={() => act(decline)}
              >
                {decline.label ?? t('decline')}
              </button>
            )}
          </div>
        )}
      </div>
      <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  )
}
