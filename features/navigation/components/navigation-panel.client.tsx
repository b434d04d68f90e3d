'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react'

import { lockBodyScroll } from '@/components/modal/body-scroll-lock'
import { ADD_SEPARATOR_CLASS } from '@/features/session/navigation'
import type { NavigationEntry } from '@/features/session/types'
import { linkTarget } from '@/lib/link-target'

import { initialSelection, PANEL_SCROLL_DELAY_MS, selectEntry, type PanelSelection } from '../panel-state'
import styles from './header.module.css'
import { LanguageSelect } from './language-select.client'

type Props = {
  id: string
  entries: NavigationEntry[]
  onClose: () => void
  /** Clicks here do not count as outside: the menu button and the search container. */
  ignoreRefs: RefObject<HTMLElement | null>[]
  oilFinderUrl: string | null
}

function linkProps(entry: NavigationEntry) {
  return linkTarget(entry.target === '_blank')
}

function EntryLabel({ entry }: { entry: NavigationEntry }) {
  return (
    <>
      {entry.iconImage && (
        // eslint-disable-next-line @next/next/no-img-element -- inline vector from the CMS
        <img className={styles.entryIcon} src={entry.iconImage} alt="" width={24} height={24} />
      )}
      <span>{entry.label}</span>
    </>
  )
}

/**
 * The navigation panel: opening locks the page's scrolling, makes
 * the panel scrollable after 300 ms and focuses the first item; a click
 * outside (but not on the menu button or the search) closes it; entries with
 * children open their level, the same entry again closes it, another level-1
 * entry clears level 2; entries without children are links.
 */
export function NavigationPanel({ id, entries, onClose, ignoreRefs, oilFinderUrl }: Props) {
  const t = useTranslations('header')
  const panel = useRef<HTMLDivElement>(null)
  const [selection, select] = useReducer(
    (state: PanelSelection, action: { level: 1 | 2; uri: string }) =>
      selectEntry(state, action.level, action.uri),
    entries,
    initialSelection,
  )
  const [scrollable, setScrollable] = useState(false)

  useEffect(() => {
    const unlock = lockBodyScroll()
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const timer = setTimeout(() => setScrollable(true), PANEL_SCROLL_DELAY_MS)
    return () => {
      clearTimeout(timer)
      unlock()
    }
  }, [])

  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])
  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node
      if (panel.current?.contains(target) || ignoreRefs.some((ref) => ref.current?.contains(target))) return
      onCloseRef.current()
    }
    document.addEventListener('mousedown', onPointerDown)
    return () => document.removeEventListener('mousedown', onPointerDown)
  }, [ignoreRefs])

  const renderLevel = (list: NavigationEntry[], level: 1 | 2 | 3, parent?: NavigationEntry) => (
    <ul className={`${styles.panelList} ${styles[`level${level}`]}`} data-level={level}>
      {parent && (
        <li className={styles.overview}>
          <a href={parent.uri} {...linkProps(parent)}>
            {t('overview', { label: parent.label })}
          </a>
        </li>
      )}
      {list.map((entry) => {
        const expanded =
          (level === 1 && selection.level1 === entry.uri) || (level === 2 && selection.level2 === entry.uri)
        return [
          entry.class === ADD_SEPARATOR_CLASS && (
            <li
              key={`${entry.uri}-separator`}
              className={styles.separator}
              role="separator"
              aria-hidden="true"
            />
          ),
          <li key={entry.uri} className={`${styles.panelItem} ${entry.active ? styles.active : ''}`}>
            {entry.pages.length > 0 && level < 3 ? (
              <button
                type="button"
                className={styles.panelButton}
                aria-expanded={expanded}
                onClick={() => select({ level: level as 1 | 2, uri: entry.uri })}
              >
                <EntryLabel entry={entry} />
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            ) : (
              <a
                className={styles.panelLink}
                href={entry.uri}
                aria-current={entry.active ? 'page' : undefined}
                {...linkProps(entry)}
              >
                <EntryLabel entry={entry} />
              </a>
            )}
            {expanded && (
              <div className={styles.sublevel}>
                {renderLevel(entry.pages, (level + 1) as 2 | 3, entry)}
                {level === 1 && entry.showOilFinderTeaser && oilFinderUrl && (
                  <aside className={styles.teaser} data-testid="oil-finder-teaser">
                    <p className={styles.teaserTitle}>{t('oilFinderTeaser.title')}</p>
                    <p>{t('oilFinderTeaser.text')}</p>
                    <a className="button button--primary" href={oilFinderUrl}>
                      {t('oilFinderTeaser.link')}
                    </a>
                  </aside>
                )}
              </div>
            )}
          </li>,
        ]
      })}
    </ul>
  )

  return (
    <div
      id={id}
      ref={panel}
      className={`${styles.panel} ${scrollable ? styles.scrollable : ''}`}
      data-testid="navigation-panel"
      data-scrollable={scrollable}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      <nav aria-label={t('mainNavigation')} className={`container ${styles.panelInner}`}>
        {renderLevel(entries, 1)}
        <div className={styles.panelLanguage}>
          <LanguageSelect />
        </div>
      </nav>
    </div>
  )
}
