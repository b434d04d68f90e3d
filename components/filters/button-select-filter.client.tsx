'use client'

import styles from './filters.module.css'
import type { FilterOption } from './types'

type Props = {
  label: string
  options: FilterOption[]
  value: string[]
  onChange: (value: string[]) => void
  /** One choice at a time (pressing the chosen one again clears it). */
  single?: boolean
}

/** A filter of toggle buttons. */
export function ButtonSelectFilter({ label, options, value, onChange, single = false }: Props) {
  const toggle = (option: string) => {
    const on = value.includes(option)
    if (single) onChange(on ? [] : [option])
    else onChange(on ? value.filter((v) => v !== option) : [...value, option])
  }
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.buttons}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className={`${styles.toggle} ${value.includes(o.value) ? styles.pressed : ''}`}
            aria-pressed={value.includes(o.value)}
            disabled={o.disabled}
            onClick={() => toggle(o.value)}
          >
            {o.label}
            {o.count !== undefined && <span className={styles.count}>{o.count}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
