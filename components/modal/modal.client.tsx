'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { Icon } from '../icon/icon'
import { lockBodyScroll } from './body-scroll-lock'
import styles from './modal.module.css'

/** The standard modal is 800 px wide. */
export const MODAL_SIZES = { sm: 480, md: 800, lg: 1140 } as const
export type ModalSize = keyof typeof MODAL_SIZES | 'full'

type Props = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  size?: ModalSize
  /** Shows a loader over the content while something loads. */
  loading?: boolean
  /** A click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean
  footer?: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A dialog over the page: Escape closes it, focus moves in, stays in
 * (Tab and Shift+Tab cycle) and returns to the opener on close; the page
 * behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'md',
  loading = false,
  closeOnBackdrop = true,
  footer,
}: Props) {
  const t = useTranslations('ui')
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    const unlock = lockBodyScroll()
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? panel.current)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const [firstItem, lastItem] = [items[0], items[items.length - 1]]
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      unlock()
      opener?.focus?.()
    }
  }, [open])

  if (!open || typeof document === 'undefined') return null
  const width = size === 'full' ? undefined : MODAL_SIZES[size]
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => closeOnBackdrop && e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        tabIndex={-1}
        className={`${styles.panel} ${size === 'full' ? styles.full : ''}`}
        style={width ? { maxInlineSize: `${width}px` } : undefined}
        data-size={size}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <Icon name="close" />
          </button>
        </header>
        <div className={styles.content}>
          {children}
          {loading && (
            <div className={styles.loader} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <span className="visually-hidden">{t('loading')}</span>
            </div>
          )}
        </div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  )
}
