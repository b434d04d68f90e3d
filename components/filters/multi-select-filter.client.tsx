'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { Icon } from '../icon/icon'
import styles from './filters.module.css'
import { sameSelection, type FilterOption } from './types'
import { counted } from '@/lib/numbers'

type Props = {
  label: string
  options: FilterOption[]
  value: string[]
  /** Called only when the applied selection differs from the previous one. */
  onChange: (value: string[]) => void
}

/**
 * A multiselect filter: opens, edits a draft, and applies it on save
 * or a click outside; Escape closes without applying. It emits only when the
 * selection changed.
 */
export function MultiSelectFilter({ label, options, value, onChange }: Props) {
  const t = useTranslations('widgets.filters')
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<string[]>(value)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const draftRef = useRef(draft)
  useEffect(() => {
    draftRef.current = draft
  }, [draft])
  const valueRef = useRef(value)
  useEffect(() => {
    valueRef.current = value
  }, [value])

  const apply = (next: string[]) => {
    setOpen(false)
    if (!sameSelection(next, valueRef.current)) onChange(next)
  }
  const applyRef = useRef(apply)
  useEffect(() => {
    applyRef.current = apply
  })

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) applyRef.current(draftRef.current)
    }
    document.addEventListener('mousedown', onPointerDown)
    return () => document.removeEventListener('mousedown', onPointerDown)
  }, [open])

  const toggleOpen = () => {
    if (open) apply(draft)
    else {
      setDraft(value)
      setOpen(true)
    }
  }

  const selectedCount = value.length
  return (
    <div className={styles.filter} ref={root}>
      <span className={styles.label} id={`${panelId}-label`}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-summary`}
        onClick={toggleOpen}
      >
        <span id={`${panelId}-summary`}>
          {selectedCount === 0 ? t('none') : t('selected', counted(selectedCount))}
        </span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={18} />
      </button>
      {open && (
        <div
          id={panelId}
          className={styles.panel}
          role="group"
          aria-labelledby={`${panelId}-label`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation()
              setOpen(false)
              trigger.current?.focus()
            }
          }}
        >
          <ul className={styles.options}>
            {options.map((o) => (
              <li key={o.value}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={draft.includes(o.value)}
                    disabled={o.disabled}
                    onChange={(e) =>
                      setDraft((d) => (e.target.checked ? [...d, o.value] : d.filter((v) => v !== o.value)))
                    }
                  />
                  <span>{o.label}</span>
                  {o.count !== undefined && <span className={styles.count}>{o.count}</span>}
                </label>
              </li>
            ))}
          </ul>
          <div className={styles.panelActions}>
            <button
              type="button"
              className="button button--link"
              onClick={() => setDraft([])}
              disabled={draft.length === 0}
            >
              {t('reset')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                apply(draft)
                trigger.current?.focus()
              }}
            >
              {t('save')}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
