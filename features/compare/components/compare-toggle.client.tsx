'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useStore } from 'zustand'

import { Icon } from '@/components/icon/icon'
import { getNotificationsStore } from '@/features/notifications/store'
import actionStyles from '@/features/products/components/tile-action.module.css'

import { MAX_COMPARED } from '../constants'
import { comparePath } from '../url'
import styles from './compare.module.css'
import { useCompareStore } from './use-compare-store'

export type CompareToggleProps = {
  productNumber: string
  /** The product's name (shown in the compare bar and read to screen readers with the button). */
  title: string
  /** A small picture for the compare bar (e.g. the tile image's fallback URL). */
  imageUrl?: string | null
  className?: string
}

/**
 * "Vergleichen" / "Im Vergleich" (aria-pressed) for a product tile or page:
 * adds the product to the comparison or takes it out. A fourth product is
 * refused with a notification. Hydration-safe: the server and the first
 * paint show "Vergleichen"; the stored choice follows after hydration.
 */
export function CompareToggle({ productNumber, title, imageUrl, className }: CompareToggleProps) {
  const t = useTranslations('compare')
  const locale = useLocale()
  const store = useCompareStore()
  const number = productNumber.trim().toUpperCase()
  const chosen = useStore(store, (state) => state.entries.some((entry) => entry.productNumber === number))

  const toggle = () => {
    const result = store.getState().toggle({ productNumber: number, title, imageUrl: imageUrl ?? null })
    if (result !== 'full') return
    const chosenNumbers = store.getState().entries.map((entry) => entry.productNumber)
    getNotificationsStore()
      .getState()
      .push({
        message: { type: 'warning', message: t('limit', { max: MAX_COMPARED }) },
        redirect: { link: comparePath(locale, chosenNumbers), title: t('toComparison') },
      })
  }

  return (
    <button
      type="button"
      className={`${actionStyles.action} ${styles.toggle} ${className ?? ''}`}
      aria-pressed={chosen}
      onClick={toggle}
      data-testid="compare-toggle"
      data-product={number}
    >
      <span className={styles.box} aria-hidden="true">
        {chosen && <Icon name="check" size={14} />}
      </span>
      <span>{chosen ? t('toggle.added') : t('toggle.add')}</span>
      <span className="visually-hidden">: {title}</span>
    </button>
  )
}
