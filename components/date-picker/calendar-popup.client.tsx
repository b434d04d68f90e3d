'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { clampDate, dayLabel, isWithin, monthGrid, monthHasSelectable, monthTitle, moveByKey, shiftMonth, weekdayNames } from './calendar'
import styles from './date-picker.module.css'
import { Chevron } from './glyphs'

type Props = {
  id: string
  /** The field's label; names the dialog. */
  label: string
  /** The chosen ISO date, marked as selected. */
  value: string | null
  /** The day that has focus when the calendar opens (within min and max). */
  initial: string
  min?: string | null
  max?: string | null
  today: string
  onPick: (iso: string) => void
  /** Escape: close without picking. */
  onClose: () => void
}

/**
 * The calendar of the date picker: a month grid (weeks start on Monday) with
 * one focusable day (roving tabindex). Arrows move by day and week, Page
 * Up/Down by month, Home/End to Monday/Sunday, Enter or Space picks, Escape
 * closes. Days outside min and max are disabled and never receive focus.
 */
export function CalendarPopup({ id, label, value, initial, min, max, today, onPick, onClose }: Props) {
  const t = useTranslations('widgets.datePicker')
  const locale = useLocale()
  const [focused, setFocused] = useState(initial)
  const grid = useRef<HTMLTableElement>(null)
  // Focus follows the focused day on opening and on grid keys; the month buttons keep their own focus.
  const moveFocus = useRef(true)

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const showMonth = (months: number) => setFocused((f) => clampDate(shiftMonth(f, months), min, max))
  const title = monthTitle(focused, locale)
  const month = focused.slice(0, 7)

  return (
    <div
      id={id}
      className={styles.popup}
      role="dialog"
      aria-modal="false"
      aria-label={t('calendar', { label })}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        // Only this popup closes, not a modal around the field.
        e.stopPropagation()
        onClose()
      }}
    >
      <div className={styles.head}>
        <button type="button" className={styles.nav} aria-label={t('previousMonth')} disabled={!monthHasSelectable(shiftMonth(focused, -1), min, max)} onClick={() => showMonth(-1)}>
          <Chevron direction="left" />
        </button>
        <p className={styles.month} aria-live="polite">
          {title}
        </p>
        <button type="button" className={styles.nav} aria-label={t('nextMonth')} disabled={!monthHasSelectable(shiftMonth(focused, 1), min, max)} onClick={() => showMonth(1)}>
          <Chevron direction="right" />
        </button>
      </div>
      <table ref={grid} className={styles.grid} role="grid" aria-label={title}>
        <thead>
          <tr>
            {weekdayNames(locale).map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const classes = [styles.day, !iso.startsWith(month) && styles.outside, iso === value && styles.selected, iso === today && styles.today]
                return (
                  <td key={iso} role="gridcell" aria-selected={iso === value}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      className={classes.filter(Boolean).join(' ')}
                      disabled={!isWithin(iso, min, max)}
                      aria-label={dayLabel(iso, locale)}
                      aria-current={iso === today ? 'date' : undefined}
                      onClick={() => onPick(iso)}
                      onKeyDown={(e) => {
                        const next = moveByKey(iso, e.key)
                        if (!next) return
                        e.preventDefault()
                        const target = clampDate(next, min, max)
                        if (target === iso) return
                        moveFocus.current = true
                        setFocused(target)
                      }}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
