'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Icon } from '@/components/icon/icon'
import type { ImageData } from '@/components/picture/picture'
import { linkTarget } from '@/lib/link-target'
import { CmsPicture } from '@/components/picture/picture'

import { circlePosition, circularPage } from './paging'
import styles from './circular-navigation.module.css'

export type CircularItem = { id: string; title: string; icon: string | null; href: string; newTab: boolean }

type Props = {
  label: string
  centerText: string | null
  centerImage: ImageData | null
  items: CircularItem[]
}

/** Entries on a circle around a centre (a list on phones); pages of 11 with a toggle. */
export function CircularNavigation({ label, centerText, centerImage, items }: Props) {
  const t = useTranslations('blocks.circular')
  const [page, setPage] = useState<0 | 1>(0)
  const view = circularPage(items, page)
  return (
    <nav
      aria-label={label}
      className={`${styles.nav} ${view.reduced ? styles.reduced : ''}`}
      data-page={view.page}
      data-reduced={view.reduced || undefined}
    >
      <div className={styles.circle}>
        <div className={styles.center}>
          {centerImage && (
            <CmsPicture image={centerImage} className={styles.centerImage} ratio="1 / 1" sizes="10rem" />
          )}
          {centerText && <p>{centerText}</p>}
        </div>
        <ul className={styles.items}>
          {view.items.map((item, index) => {
            const position = circlePosition(index, view.items.length)
            return (
              <li
                key={item.id}
                className={styles.item}
                style={{ ['--top' as string]: `${position.top}%`, ['--left' as string]: `${position.left}%` }}
              >
                <a href={item.href} className={styles.link} {...linkTarget(item.newTab)}>
                  {item.icon && (
                    <span className={styles.icon}>
                      <Icon name={item.icon} size={24} />
                    </span>
                  )}
                  <span className={styles.label}>{item.title}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </div>
      {view.hasToggle && (
        <div className={styles.paging}>
          <span className={styles.pageInfo}>{t('page', { page: view.page + 1, pages: 2 })}</span>
          <button type="button" className={styles.toggle} onClick={() => setPage(view.page === 0 ? 1 : 0)}>
            <Icon name={view.page === 0 ? 'chevron-right' : 'chevron-left'} size={20} />
            <span>{view.page === 0 ? t('next') : t('previous')}</span>
          </button>
        </div>
      )}
    </nav>
  )
}
