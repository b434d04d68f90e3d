'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from './chips.module.css'

/** Chips shown before the "..." expander. */
export const CHIPS_SHOWN = 3

export type Chip = { id: string; label: string; href?: string; active?: boolean }

type Props = {
  chips: Chip[]
  /** Makes the chips toggle buttons (filters, topics). */
  onSelect?: (chip: Chip) => void
  label?: string
  className?: string
}

/**
 * A list of chips: the first 3 show, a "..." button reveals the rest;
 * the show-more flag starts true when there are more than 3.
 */
export function Chips({ chips, onSelect, label, className }: Props) {
  const t = useTranslations('ui')
  const [showMore, setShowMore] = useState(() => chips.length > CHIPS_SHOWN)
  const visible = showMore ? chips.slice(0, CHIPS_SHOWN) : chips
  return (
    <ul className={`${styles.chips} ${className ?? ''}`} aria-label={label}>
      {visible.map((chip) => (
        <li key={chip.id}>
          {chip.href ? (
            <a
              className={`${styles.chip} ${chip.active ? styles.active : ''}`}
              href={chip.href}
              aria-current={chip.active ? 'true' : undefined}
            >
              {chip.label}
            </a>
          ) : onSelect ? (
            <button
              type="button"
              className={`${styles.chip} ${chip.active ? styles.active : ''}`}
              aria-pressed={!!chip.active}
              onClick={() => onSelect(chip)}
            >
              {chip.label}
            </button>
          ) : (
            <span className={styles.chip}>{chip.label}</span>
          )}
        </li>
      ))}
      {showMore && (
        <li>
          <button
            type="button"
            className={`${styles.chip} ${styles.more}`}
            aria-expanded={false}
            aria-label={t('showAll')}
            title={t('showAll')}
            onClick={() => setShowMore(false)}
          >
            ...
          </button>
        </li>
      )}
    </ul>
  )
}
