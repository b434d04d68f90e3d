'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { SHARE_FORMATS, type FileSharing } from '../types'
import styles from './file-sharing.module.css'

/** "Download all": one entry per archive format (SPEC §2); Escape or a click outside closes it. */
export function DownloadMenu({ download }: { download: FileSharing['download'] }) {
  const t = useTranslations('locations.sharing')
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const formats = SHARE_FORMATS.filter((format) => download[format])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (!formats.length) return null
  return (
    <div className={styles.menu} ref={root}>
      <button ref={button} type="button" className="button button--primary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        {t('downloadAll')}
      </button>
      <ul id={menuId} className={styles.menuList} hidden={!open}>
        {formats.map((format) => (
          <li key={format}>
            <a href={download[format]} download className={styles.menuItem} onClick={() => setOpen(false)}>
              {t(`formats.${format}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
