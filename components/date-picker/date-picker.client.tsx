'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { dayjs, formatIsoDate, parseSwissDate } from '@/lib/dates'

import { clampDate, isWithin } from './calendar'
import { CalendarPopup } from './calendar-popup.client'
import styles from './date-picker.module.css'
import { CalendarGlyph } from './glyphs'

type Problem = 'invalid' | 'outOfRange' | null

export type DatePickerProps = {
  label: string
  /** ISO date (YYYY-MM-DD) or null. */
  value: string | null
  /** Called with a valid ISO date within min/max, or null when the field is emptied; never for invalid text. */
  onChange: (value: string | null) => void
  /** Earliest and latest selectable ISO dates. */
  min?: string | null
  max?: string | null
  /** Submits the ISO value under this name with a surrounding form. */
  name?: string
  required?: boolean
  disabled?: boolean
  /** Today as ISO date; the browser's date when not given (tests pass a fixed day). */
  today?: string
}

/**
 * A date field (SPEC §9: de-ch, DD.MM.YYYY): type the date or pick it from a
 * calendar. Typed text is checked when the field is left or Enter is pressed;
 * an invalid or out-of-range date shows a message and changes nothing. The
 * calendar closes on Escape (focus back on its button), a pick, a press
 * outside, or focus leaving the field.
 */
export function DatePicker({ label, value, onChange, min, max, name, required, disabled, today }: DatePickerProps) {
  const t = useTranslations('widgets.datePicker')
  const id = useId()
  const [text, setText] = useState(formatIsoDate(value))
  const [shown, setShown] = useState(value)
  const [problem, setProblem] = useState<Problem>(null)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const todayIso = today ?? dayjs().format('YYYY-MM-DD')

  // A new value from outside replaces what is typed (adjusting state during render, as React recommends).
  if (value !== shown) {
    setShown(value)
    setText(formatIsoDate(value))
    setProblem(null)
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const accept = (iso: string | null) => {
    setProblem(null)
    setText(formatIsoDate(iso))
    if (iso !== value) onChange(iso)
  }

  const commitText = () => {
    if (text.trim() === '') return accept(null)
    const iso = parseSwissDate(text)
    if (!iso) return setProblem('invalid')
    if (!isWithin(iso, min, max)) return setProblem('outOfRange')
    accept(iso)
  }

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  const problemId = `${id}-problem`
  const hintId = `${id}-hint`
  const popupId = `${id}-calendar`
  return (
    <div
      ref={root}
      className={styles.field}
      onBlur={(e) => {
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false)
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${problem ? styles.invalid : ''}`}>
        <input
          id={id}
          className={styles.input}
          value={text}
          placeholder={t('format')}
          inputMode="numeric"
          autoComplete="off"
          required={required}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onChange={(e) => setText(e.target.value)}
          onBlur={commitText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitText()
          }}
        />
        <span id={hintId} className="visually-hidden">
          {t('hint', { format: t('format') })}
        </span>
        <button
          ref={button}
          type="button"
          className={styles.open}
          disabled={disabled}
          aria-label={t('open', { label })}
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-controls={open ? popupId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarGlyph />
        </button>
      </div>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {t(problem)}
        </p>
      )}
      {open && (
        <CalendarPopup
          id={popupId}
          label={label}
          value={value}
          initial={clampDate(value ?? todayIso, min, max)}
          min={min}
          max={max}
          today={todayIso}
          onClose={close}
          onPick={(iso) => {
            accept(iso)
            close()
          }}
        />
      )}
    </div>
  )
}

export type DateRange = { from: string | null; to: string | null }

type RangeProps = {
  value: DateRange
  onChange: (value: DateRange) => void
  /** Labels of the two fields; "Von" and "Bis" when not given. */
  labels?: { from: string; to: string }
  /** Names the pair, e.g. "Bestelldatum"; shown as the group's legend. */
  legend?: string
  min?: string | null
  max?: string | null
  today?: string
}

/**
 * From–to dates, as table lists filter by (SPEC §3 datepicker). Each end
 * bounds the other, so "from" can never lie after "to".
 */
export function DateRangePicker({ value, onChange, labels, legend, min, max, today }: RangeProps) {
  const t = useTranslations('widgets.datePicker')
  return (
    <fieldset className={styles.range}>
      {legend ? <legend className={styles.legend}>{legend}</legend> : null}
      <DatePicker label={labels?.from ?? t('from')} value={value.from} min={min} max={value.to ?? max} today={today} onChange={(from) => onChange({ ...value, from })} />
      <DatePicker label={labels?.to ?? t('to')} value={value.to} min={value.from ?? min} max={max} today={today} onChange={(to) => onChange({ ...value, to })} />
    </fieldset>
  )
}
