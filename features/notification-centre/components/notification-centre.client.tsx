'use client'

import { useTranslations } from 'next-intl'
import { useId, type KeyboardEvent, type MouseEvent } from 'react'

import { useSession } from '@/features/session/components/session-provider.client'
import { formatDateTime } from '@/lib/dates'

import { NOTIFICATION_FILTERS, type NotificationFilter } from '../constants'
import type { NotificationEntry } from '../schemas'
import { useNotificationCentre } from '../queries'
import styles from './notification-centre.module.css'

type Props = {
  entries: NotificationEntry[]
  timestamp: number
  filter: NotificationFilter
  /** Follows an entry's link (a full page load by default, so the next page's session is fresh). */
  navigate?: (link: string) => void
}

const followLink = (link: string) => window.location.assign(link)

/**
 * The notification centre: tabs "Alle" / "Ungelesen", the entries
 * newest first with date and unread marker, "Alle als gelesen markieren"
 * (up to the list's timestamp). A click on an entry marks it read, then
 * follows its link. The header's badge follows every mark through the
 * session store.
 */
export function NotificationCentre({ entries, timestamp, filter, navigate = followLink }: Props) {
  const t = useTranslations('notificationCentre')
  const patchSession = useSession((s) => s.patchSession)
  const {
    entries: shown,
    filter: current,
    busy,
    listBusy,
    showFilter,
    markRead,
    markAllRead,
  } = useNotificationCentre({ entries, timestamp, filter }, (counts) => patchSession(counts))
  const id = useId()
  const panelId = `${id}-panel`
  const tabId = (value: NotificationFilter) => `${id}-tab-${value}`
  const hasUnread = shown.some((entry) => !entry.read)

  const choose = (value: NotificationFilter) => {
    if (value !== current) showFilter(value)
    document.getElementById(tabId(value))?.focus()
  }
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = NOTIFICATION_FILTERS.indexOf(current)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    choose(NOTIFICATION_FILTERS[(index + step + NOTIFICATION_FILTERS.length) % NOTIFICATION_FILTERS.length]!)
  }

  const open = async (entry: NotificationEntry, event?: MouseEvent) => {
    // Modified clicks (new tab) keep the browser's own behaviour; the entry is marked all the same.
    const plain = !event || !(event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1)
    if (entry.link && plain) event?.preventDefault()
    if (!entry.read) await markRead(entry.id)
    if (entry.link && plain) navigate(entry.link)
  }

  return (
    <div className={styles.centre} data-testid="notification-centre">
      <div className={styles.toolbar}>
        <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
          {NOTIFICATION_FILTERS.map((value) => (
            <button
              key={value}
              id={tabId(value)}
              type="button"
              role="tab"
              aria-selected={current === value}
              aria-controls={panelId}
              tabIndex={current === value ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(value)}
              onKeyDown={onTabKey}
            >
              {t(`tabs.${value}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={!hasUnread || busy}
          onClick={() => void markAllRead()}
          data-testid="mark-all-read"
        >
          {t('markAllRead')}
        </button>
      </div>

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(current)}
        aria-busy={listBusy}
        className={styles.panel}
      >
        {shown.length === 0 ? (
          <p className={styles.empty} data-testid="notification-centre-empty">
            {t(`empty.${current}`)}
          </p>
        ) : (
          <ul className={styles.list}>
            {shown.map((entry) => {
              const body = (
                <>
                  <span className={styles.meta}>
                    <span className={styles.kind}>{t(`kinds.${entry.kind}`)}</span>
                    <time dateTime={entry.createdAt}>
                      {t('receivedAt', { date: formatDateTime(entry.createdAt) })}
                    </time>
                  </span>
                  <span className={styles.title}>
                    {!entry.read && <span className={styles.dot} aria-hidden="true" />}
                    {entry.title}
                    {!entry.read && <span className="visually-hidden"> ({t('unreadMarker')})</span>}
                  </span>
                  {entry.text && <span className={styles.text}>{entry.text}</span>}
                </>
              )
              return (
                <li
                  key={entry.id}
                  className={entry.read ? styles.entry : `${styles.entry} ${styles.unread}`}
                  data-testid="notification-entry"
                  data-read={entry.read}
                >
                  {entry.link ? (
                    <a
                      href={entry.link}
                      className={styles.action}
                      onClick={(event) => void open(entry, event)}
                    >
                      {body}
                    </a>
                  ) : entry.read ? (
                    <div className={styles.action}>{body}</div>
                  ) : (
                    <button
                      type="button"
                      className={styles.action}
                      onClick={() => void open(entry)}
                      aria-describedby={`${id}-mark-${entry.id}`}
                    >
                      {body}
                      <span id={`${id}-mark-${entry.id}`} className="visually-hidden">
                        {t('markRead')}
                      </span>
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
