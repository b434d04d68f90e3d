'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { useFlyout } from '@/features/navigation/components/use-flyout'

import { SHARE_FORMATS, type FileSharing } from '../types'
import styles from './file-sharing.module.css'

/** "Download all": one entry per archive format; Escape or a click outside closes it. */
export function DownloadMenu({ download }: { download: FileSharing['download'] }) {
  const t = useTranslations('locations.sharing')
  const { open, toggle, close, root, trigger } = useFlyout()
  const menuId = useId()
  const formats = SHARE_FORMATS.filter((format) => download[format])
  if (!formats.length) return null
  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={trigger}
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {t('downloadAll')}
      </button>
      <ul id={menuId} className={styles.menuList} hidden={!open}>
        {formats.map((format) => (
          <li key={format}>
            <a href={download[format]} download className={styles.menuItem} onClick={close}>
              {t(`formats.${format}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
