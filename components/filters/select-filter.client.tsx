'use client'

import { useId } from 'react'

import { useEarlyChoice } from '@/lib/hooks/use-early-choice'

import styles from './filters.module.css'
import type { FilterOption } from './types'

type Props = {
  label: string
  options: FilterOption[]
  value: string
  onChange: (value: string) => void
  /** Text of the empty choice ("all"); without it there is none. */
  placeholder?: string
  name?: string
}

/** A single-choice filter on the native select, so keyboards and screen readers work as everywhere. */
export function SelectFilter({ label, options, value, onChange, placeholder, name }: Props) {
  const id = useId()
  // A choice made before the island hydrated counts.
  const ref = useEarlyChoice<HTMLSelectElement>(value, onChange)
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.count === undefined ? o.label : `${o.label} (${o.count})`}
          </option>
        ))}
      </select>
    </div>
  )
}
