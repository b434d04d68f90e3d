'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import styles from './filters.module.css'
import { ChevronDown } from './glyphs'
import { sameSelection, type FilterOption } from './types'

type Props = {
  label: string
  options: readonly FilterOption[]
  /** The applied selection. */
  value: readonly string[]
  /** Called only when the applied selection differs from `value`, in any order (SPEC §4). */
  onChange: (value: string[]) => void
  name?: string
}

/**
 * A multiselect filter (SPEC §4): it opens, edits a draft, and applies the
 * draft on save or on a pointer press outside (or when focus leaves it, the
 * keyboard's way of clicking outside; the trigger also closes and applies).
 * Escape closes WITHOUT applying: it is the one way to abandon edits, and a
 * keyboard user expects Escape to cancel. It emits only when the selection
 * changed.
 */
export function MultiSelectFilter({ label, options, value, onChange, name }: Props) {
  const t = useTranslations('widgets.filters')
  const id = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<string[]>([])
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  // The outside-press listener is registered once per opening; these refs let it see the latest state.
  const latest = useRef({ open, draft, value, onChange })
  useEffect(() => {
    latest.current = { open, draft, value, onChange }
  })

  /** Closes and emits the draft if it differs; a no-op when closed already, so two close paths in one gesture emit once. */
  const apply = useCallback(() => {
    const current = latest.current
    if (!current.open) return
    current.open = false
    setOpen(false)
    if (!sameSelection(current.draft, current.value)) current.onChange([...current.draft])
  }, [])

  const discard = () => {
    latest.current.open = false
    setOpen(false)
    trigger.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) apply()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, apply])

  const openPanel = () => {
    setDraft([...value])
    latest.current.open = true
    setOpen(true)
  }

  const selectedCount = value.length
  const labelId = `${id}-label`
  const summaryId = `${id}-summary`
  const panelId = `${id}-panel`
  return (
    <div
      className={styles.filter}
      ref={root}
      onBlur={(e) => {
        // Focus moving to another control outside; null (window blur, a press on nothing focusable) is left to the pointer listener.
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) apply()
      }}
    >
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={`${labelId} ${summaryId}`}
        onClick={() => (open ? apply() : openPanel())}
      >
        <span id={summaryId}>{selectedCount === 0 ? t('none') : t('selected', { count: selectedCount })}</span>
        <ChevronDown up={open} />
      </button>
      {/* The applied values travel with a surrounding form, like a native multiple select. */}
      {name && value.map((v) => <input key={v} type="hidden" name={name} value={v} />)}
      {open && (
        <div
          id={panelId}
          className={styles.panel}
          role="group"
          aria-labelledby={labelId}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return
            e.stopPropagation()
            discard()
          }}
        >
          <ul className={styles.options}>
            {options.map((o) => (
              <li key={o.value}>
                <label className={`${styles.option} ${o.disabled ? styles.disabled : ''}`}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={draft.includes(o.value)}
                    disabled={o.disabled}
                    onChange={(e) => setDraft((d) => (e.target.checked ? [...d, o.value] : d.filter((v) => v !== o.value)))}
                  />
                  <span>{o.label}</span>
                  {o.count !== undefined && <span className={styles.count}>{o.count}</span>}
                </label>
              </li>
            ))}
          </ul>
          <div className={styles.panelActions}>
            <button type="button" className="button button--link" onClick={() => setDraft([])} disabled={draft.length === 0}>
              {t('reset')}
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => {
                apply()
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
