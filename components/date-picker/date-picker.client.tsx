'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { dayjs, dayjsLocale, formatIsoDate, parseSwissDate } from '@/lib/dates'

import { Icon } from '../icon/icon'
import { isWithin, monthGrid, moveByKey } from './calendar'
import styles from './date-picker.module.css'

type Props = {
  label: string
  /** ISO date (YYYY-MM-DD) or null. */
  value: string | null
  onChange: (value: string | null) => void
  min?: string | null
  max?: string | null
  name?: string
  /** Today, for tests and server rendering; defaults to the browser's date. */
  today?: string
  /**
   * Why a day within min and max cannot be chosen (a weekend, a holiday …), in the caller's words,
   * or null: such days are disabled in the calendar, and a typed one shows the text.
   */
  dayProblem?: (iso: string) => string | null
}

type Problem = 'invalid' | 'outOfRange' | { text: string } | null

/**
 * A date field (Swiss format DD.MM.YYYY): type the date or pick it from a
 * calendar. The calendar is a keyboard grid — arrows move by day and week,
 * Page Up/Down by month, Home/End to the week's ends, Enter picks, Escape
 * closes and returns to the button.
 */
export function DatePicker({ label, value, onChange, min, max, name, today, dayProblem }: Props) {
  const t = useTranslations('widgets.datePicker')
  const locale = useLocale()
  const id = useId()
  const [text, setText] = useState(formatIsoDate(value))
  const [shown, setShown] = useState(value)
  const [problem, setProblem] = useState<Problem>(null)
  const [open, setOpen] = useState(false)
  const todayIso = today ?? dayjs().format('YYYY-MM-DD')
  const [focused, setFocused] = useState(value ?? todayIso)
  const button = useRef<HTMLButtonElement>(null)
  const grid = useRef<HTMLTableElement>(null)

  if (value !== shown) {
    setShown(value)
    setText(formatIsoDate(value))
    setProblem(null)
  }

  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [open, focused])

  const commitText = () => {
    if (text.trim() === '') {
      setProblem(null)
      if (value !== null) onChange(null)
      return
    }
    const iso = parseSwissDate(text)
    if (!iso) return setProblem('invalid')
    if (!isWithin(iso, min, max)) return setProblem('outOfRange')
    const reason = dayProblem?.(iso)
    if (reason) return setProblem({ text: reason })
    setProblem(null)
    setText(formatIsoDate(iso))
    if (iso !== value) onChange(iso)
  }

  const pick = (iso: string) => {
    if (!isWithin(iso, min, max)) return
    // A refused day says why (its text in the alert below the field) and stays open for another choice.
    const reason = dayProblem?.(iso)
    if (reason) return setProblem({ text: reason })
    setOpen(false)
    setProblem(null)
    setText(formatIsoDate(iso))
    if (iso !== value) onChange(iso)
    button.current?.focus()
  }

  const month = dayjs(focused, 'YYYY-MM-DD').locale(dayjsLocale(locale))
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    dayjs('2024-01-01').add(i, 'day').locale(dayjsLocale(locale)),
  )
  const problemId = `${id}-problem`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          className={styles.input}
          value={text}
          placeholder={t('format')}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={commitText}
          onKeyDown={(e) => e.key === 'Enter' && commitText()}
        />
        <button
          ref={button}
          type="button"
          className={styles.open}
          aria-label={t('open', { label })}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => {
            setFocused(value ?? (isWithin(todayIso, min, max) ? todayIso : (min ?? max ?? todayIso)))
            setOpen((o) => !o)
          }}
        >
          <Icon name="calendar" size={20} />
        </button>
      </div>
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {typeof problem === 'string' ? t(problem) : problem.text}
        </p>
      )}
      {open && (
        <div
          className={styles.popup}
          role="dialog"
          aria-modal="false"
          aria-label={t('calendar', { label })}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation()
              setOpen(false)
              button.current?.focus()
            }
          }}
        >
          <div className={styles.head}>
            <button
              type="button"
              className={styles.nav}
              aria-label={t('previousMonth')}
              onClick={() => setFocused(month.subtract(1, 'month').format('YYYY-MM-DD'))}
            >
              <Icon name="chevron-left" size={18} />
            </button>
            <h3 className={styles.month} aria-live="polite">
              {month.format('MMMM YYYY')}
            </h3>
            <button
              type="button"
              className={styles.nav}
              aria-label={t('nextMonth')}
              onClick={() => setFocused(month.add(1, 'month').format('YYYY-MM-DD'))}
            >
              <Icon name="chevron-right" size={18} />
            </button>
          </div>
          <table ref={grid} className={styles.grid} role="grid" aria-label={month.format('MMMM YYYY')}>
            <thead>
              <tr>
                {weekdays.map((d) => (
                  <th key={d.day()} scope="col" abbr={d.format('dddd')}>
                    {d.format('dd')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(focused).map((week) => (
                <tr key={week[0]}>
                  {week.map((iso) => {
                    const outside = iso.slice(0, 7) !== focused.slice(0, 7)
                    const allowed = isWithin(iso, min, max)
                    // A day the caller refuses stays focusable, so the arrow keys cross weekends and holidays.
                    const refused = allowed ? dayProblem?.(iso) : null
                    return (
                      <td key={iso} role="gridcell" aria-selected={iso === value}>
                        <button
                          type="button"
                          data-date={iso}
                          tabIndex={iso === focused ? 0 : -1}
                          className={`${styles.day} ${outside ? styles.outside : ''} ${iso === value ? styles.selected : ''} ${iso === todayIso ? styles.today : ''}`}
                          disabled={!allowed}
                          aria-disabled={refused ? true : undefined}
                          title={refused ?? undefined}
                          aria-label={dayjs(iso).locale(dayjsLocale(locale)).format('dddd, D. MMMM YYYY')}
                          aria-current={iso === todayIso ? 'date' : undefined}
                          onClick={() => pick(iso)}
                          onKeyDown={(e) => {
                            const next = moveByKey(iso, e.key)
                            if (next) {
                              e.preventDefault()
                              setFocused(next)
                            }
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
      )}
    </div>
  )
}

/** From–to dates for table filters; each end limits the other. */
export function DateRangePicker({
  labels,
  value,
  onChange,
  min,
  max,
}: {
  labels: { from: string; to: string }
  value: { from: string | null; to: string | null }
  onChange: (value: { from: string | null; to: string | null }) => void
  min?: string
  max?: string
}) {
  return (
    <div className={styles.range}>
      <DatePicker
        label={labels.from}
        value={value.from}
        min={min}
        max={value.to ?? max}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DatePicker
        label={labels.to}
        value={value.to}
        min={value.from ?? min}
        max={max}
        onChange={(to) => onChange({ ...value, to })}
      />
    </div>
  )
}
