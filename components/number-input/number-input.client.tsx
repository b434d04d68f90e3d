'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Icon } from '../icon/icon'
import { DEFAULT_MIN, MAX_QUANTITY } from './constants'
import styles from './number-input.module.css'

type Props = {
  label: string
  value: number
  onChange: (value: number) => void
  /** Default 0. */
  min?: number
  /** Default and upper limit 9999. */
  max?: number
  step?: number
  name?: string
  id?: string
  disabled?: boolean
  /** Keeps the label for screen readers only (tables, tiles). */
  hideLabel?: boolean
}

type Warning = 'tooSmall' | 'tooLarge' | null

/**
 * A whole-number input with minus and plus: typing below the minimum
 * or above the maximum shows a warning and changes nothing; the buttons stay
 * within the bounds. Only valid numbers reach onChange.
 */
export function NumberInput({
  label,
  value,
  onChange,
  min = DEFAULT_MIN,
  max = MAX_QUANTITY,
  step = 1,
  name,
  id,
  disabled = false,
  hideLabel = false,
}: Props) {
  const t = useTranslations('ui')
  const autoId = useId()
  const inputId = id ?? autoId
  const upper = Math.min(max, MAX_QUANTITY)
  const [text, setText] = useState(String(value))
  const [warning, setWarning] = useState<Warning>(null)

  // A new value from outside (cart refresh) replaces what is shown.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    setText(String(value))
    setWarning(null)
  }

  const commit = (next: number) => {
    const clamped = Math.min(Math.max(next, min), upper)
    setText(String(clamped))
    setWarning(null)
    if (clamped !== value) onChange(clamped)
  }

  const onType = (raw: string) => {
    const cleaned = raw.replace(min < 0 ? /[^\d-]/g : /\D/g, '').replace(/(?!^)-/g, '')
    setText(cleaned)
    if (cleaned === '' || cleaned === '-') {
      setWarning(null)
      return
    }
    const parsed = Number.parseInt(cleaned, 10)
    if (parsed < min) setWarning('tooSmall')
    else if (parsed > upper) setWarning('tooLarge')
    else {
      setWarning(null)
      if (parsed !== value) onChange(parsed)
    }
  }

  const current = Number.parseInt(text, 10)
  const base = Number.isNaN(current) ? value : current
  const warningId = `${inputId}-warning`
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${warning ? styles.invalid : ''}`}>
        <button
          type="button"
          className={styles.step}
          onClick={() => commit(base - step)}
          disabled={disabled || base <= min}
          aria-label={t('decrease')}
          aria-controls={inputId}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={inputId}
          name={name}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={warning ? true : undefined}
          aria-describedby={warning ? warningId : undefined}
          onChange={(e) => onType(e.target.value)}
          onBlur={() => {
            if (text === '' || text === '-') setText(String(value))
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp') {
              e.preventDefault()
              commit(base + step)
            } else if (e.key === 'ArrowDown') {
              e.preventDefault()
              commit(base - step)
            }
          }}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => commit(base + step)}
          disabled={disabled || base >= upper}
          aria-label={t('increase')}
          aria-controls={inputId}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
      {warning && (
        <p id={warningId} className={styles.warning} role="alert">
          {t(warning)}
        </p>
      )}
    </div>
  )
}
