'use client'

import { useId } from 'react'

import styles from './filters.module.css'
import { ChevronDown } from './glyphs'
import { optionText, type FilterOption } from './types'

type Props = {
  label: string
  options: readonly FilterOption[]
  /** The chosen value; "" for the empty choice. */
  value: string
  onChange: (value: string) => void
  /** Text of the empty choice ("all"); without it there is none. */
  placeholder?: string
  name?: string
  disabled?: boolean
}

/**
 * A single-choice filter (SPEC §3 select) on the native select, so keyboards,
 * screen readers and phones handle it as they handle every select.
 */
export function SelectFilter({ label, options, value, onChange, placeholder, name, disabled }: Props) {
  const id = useId()
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.selectBox}>
        <select id={id} name={name} className={styles.select} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {optionText(o)}
            </option>
          ))}
        </select>
        <span className={styles.selectChevron}>
          <ChevronDown />
        </span>
      </span>
    </div>
  )
}
