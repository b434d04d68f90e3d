'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'

import { DatePicker } from '@/components/date-picker/date-picker.client'
import type { CheckoutAddress } from '@/features/addresses/schemas'
import {
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '@/features/carts/constants'
import { ApiHttpError } from '@/lib/api/client'
import { swissToday } from '@/lib/dates'
import { formatIsoDate } from '@/lib/iso-date'

import {
  SCHEDULE_MAX_DAY_OF_MONTH,
  SCHEDULE_MAX_INTERVAL_WEEKS,
  SCHEDULE_MAX_RUNS,
  SCHEDULE_NAME_MAX_LENGTH,
} from '../constants'
import { dueAfter, dueOnOrAfter, withinEndDate } from '../schedule'
import {
  SCHEDULE_FIELDS,
  SCHEDULE_PROBLEMS,
  timingOfValues,
  timingProblems,
  ZScheduleFormValues,
  type ScheduleAddressOptions,
  type ScheduleField,
  type ScheduleFormValues,
  type ScheduleProblem,
} from '../schemas'
import styles from './repeat-orders.module.css'

/** A schedule line whose count the edit form changes (or removes). */
export type FormLine = { id: string; title: string; articleNumber: string; count: number }

/** What the form hands over: the values as the API takes them (the other rhythm's number and the other end cleared), and the lines when edited. */
export type SubmittedSchedule = ScheduleFormValues & { entries?: { id: string; count: number }[] }

type Props = {
  mode: 'create' | 'edit'
  defaults: ScheduleFormValues
  addresses: ScheduleAddressOptions
  /** The edit form's lines (the create form copies the source's). */
  lines?: FormLine[]
  /** Above the fields (what is copied from where). */
  intro?: ReactNode
  /** The stored start of an edited schedule: it may lie in the past as long as it is not changed. */
  storedStart?: string
  onSubmit: (values: SubmittedSchedule) => Promise<unknown>
  onCancel: () => void
}

const LENGTH: Partial<Record<ScheduleField, number>> = {
  name: SCHEDULE_NAME_MAX_LENGTH,
  purchaseOrderNumber: PURCHASE_ORDER_NUMBER_MAX_LENGTH,
  costCentre: COST_CENTRE_MAX_LENGTH,
  remark: ORDER_REMARK_MAX_LENGTH,
}

const numberOrNull = (raw: unknown) => {
  if (raw == null || String(raw).trim() === '') return null
  const value = Number(String(raw).trim())
  return Number.isFinite(value) ? value : Number.NaN
}

const addressLabel = (address: CheckoutAddress) =>
  [...address.companyName, address.street, `${address.postalCode} ${address.city}`.trim()]
    .filter(Boolean)
    .join(', ')

/** The next due dates the values give (at most three), for the preview under the rhythm. */
function previewDates(values: ScheduleFormValues, today: string): string[] | null {
  const timing = timingOfValues(values)
  if (!timing) return null
  const dates: string[] = []
  let due = dueOnOrAfter(timing, today > timing.startDate ? today : timing.startDate)
  while (
    dates.length < 3 &&
    withinEndDate(timing, due) &&
    (timing.maxRuns == null || dates.length < timing.maxRuns)
  ) {
    dates.push(due)
    due = dueAfter(timing, due)
  }
  return dates
}

/**
 * The schedule form (set up from an order or the cart, or edit one):
 * react-hook-form with the API's own zod schema and the rules between the
 * fields (the start not in the past, an end after it …), so the form and the
 * server say the same thing at the same field; what only the server knows
 * (an address no longer the customer's) comes back at its field too. Shows
 * the next order dates while the rhythm is chosen.
 */
export function ScheduleForm({
  mode,
  defaults,
  addresses,
  lines,
  intro,
  storedStart,
  onSubmit,
  onCancel,
}: Props) {
  const t = useTranslations('repeatOrders')
  const id = useId()
  const today = swissToday()
  const [general, setGeneral] = useState<string[]>([])
  const [counts, setCounts] = useState<FormLine[]>(lines ?? [])
  const [countError, setCountError] = useState<string | null>(null)
  const schema = useMemo(
    () =>
      ZScheduleFormValues.superRefine((values, context) => {
        const checkStart = mode === 'create' || values.startDate !== storedStart
        for (const { field, problem } of timingProblems(values, today, { checkStart }))
          context.addIssue({ code: 'custom', path: [field], message: problem })
      }),
    [mode, storedStart, today],
  )
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleFormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ScheduleFormValues>,
    defaultValues: defaults,
    mode: 'onTouched',
  })
  const values = useWatch({ control }) as ScheduleFormValues
  const weeks = values.frequency === 'weeks'
  const preview = previewDates(
    {
      ...values,
      intervalWeeks: weeks ? values.intervalWeeks : null,
      dayOfMonth: weeks ? null : values.dayOfMonth,
    },
    today,
  )

  const label = (field: ScheduleField) => t(`fields.${field}`)
  const text = (field: ScheduleField, message: string | undefined) => {
    if (!message) return null
    if (!(SCHEDULE_PROBLEMS as readonly string[]).includes(message)) return message
    return t(`errors.${message as ScheduleProblem}`, { label: label(field), max: LENGTH[field] ?? 0 })
  }
  const errorOf = (field: ScheduleField) => text(field, errors[field as keyof ScheduleFormValues]?.message)

  const submit = handleSubmit(async (raw) => {
    setGeneral([])
    if (
      mode === 'edit' &&
      (counts.length === 0 ||
        counts.some((line) => !Number.isInteger(line.count) || line.count < 1 || line.count > 9999))
    ) {
      setCountError(t(counts.length ? 'errors.quantityRange' : 'errors.linesRequired'))
      return
    }
    const values: SubmittedSchedule = {
      ...raw,
      intervalWeeks: raw.frequency === 'weeks' ? raw.intervalWeeks : null,
      dayOfMonth: raw.frequency === 'monthly' ? raw.dayOfMonth : null,
      endDate: raw.endKind === 'date' ? raw.endDate : null,
      maxRuns: raw.endKind === 'count' ? raw.maxRuns : null,
      ...(mode === 'edit' ? { entries: counts.map((line) => ({ id: line.id, count: line.count })) } : {}),
    }
    try {
      await onSubmit(values)
    } catch (error) {
      const messages =
        error instanceof ApiHttpError && error.messages.length
          ? error.messages
          : [{ type: 'error' as const, message: t('dialog.failed'), meta: undefined }]
      const rest: string[] = []
      for (const message of messages) {
        const field = (message.meta?.fields as string[] | undefined)?.[0]
        if (field && (SCHEDULE_FIELDS as readonly string[]).includes(field) && field in defaults)
          setError(field as keyof ScheduleFormValues, { type: 'server', message: message.message })
        else if (field === 'entries') setCountError(message.message)
        else rest.push(message.message)
      }
      setGeneral(rest)
    }
  })

  const field = (
    name: ScheduleField,
    input: (describedBy: string | undefined, invalid: boolean) => ReactNode,
    options: { optional?: boolean; hint?: string } = {},
  ) => {
    const inputId = `${id}-${name}`
    const error = errorOf(name)
    const described =
      [error ? `${inputId}-error` : null, options.hint ? `${inputId}-hint` : null]
        .filter(Boolean)
        .join(' ') || undefined
    return (
      <div className="field" key={name}>
        <label className="field__label" htmlFor={inputId}>
          {label(name)}
          {options.optional && <span className="field__optional"> ({t('dialog.optional')})</span>}
        </label>
        {input(described, !!error)}
        {options.hint && (
          <p id={`${inputId}-hint`} className="field__hint">
            {options.hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="field__error" data-testid={`schedule-error-${name}`}>
            {error}
          </p>
        )}
      </div>
    )
  }

  const dateField = (name: 'startDate' | 'endDate', labelText: string, min: string) => {
    const error = errorOf(name)
    return (
      <div className={styles.dateField} data-testid={`schedule-field-${name}`}>
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange } }) => (
            <DatePicker
              label={labelText}
              name={name}
              value={value ?? null}
              min={min}
              onChange={onChange}
              today={today}
            />
          )}
        />
        {error && (
          <p className="field__error" role="alert" data-testid={`schedule-error-${name}`}>
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="schedule-form"
    >
      {intro}
      {general.length > 0 && (
        <div role="alert" data-testid="schedule-form-error">
          {general.map((message) => (
            <p key={message} className="field__error">
              {message}
            </p>
          ))}
        </div>
      )}
      {field('name', (describedBy, invalid) => (
        <input
          id={`${id}-name`}
          className="field__input"
          maxLength={SCHEDULE_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid="schedule-field-name"
          {...register('name')}
        />
      ))}

      <fieldset className={styles.fieldset}>
        <legend className="field__label">{t('dialog.frequency')}</legend>
        <div className={styles.choice}>
          <label className={styles.radio}>
            <input type="radio" value="monthly" {...register('frequency')} data-testid="schedule-monthly" />
            {t('dialog.monthly')}
          </label>
          <label className={styles.radio}>
            <input type="radio" value="weeks" {...register('frequency')} data-testid="schedule-weeks" />
            {t('dialog.weeks')}
          </label>
        </div>
        {weeks
          ? field('intervalWeeks', (describedBy, invalid) => (
              <input
                id={`${id}-intervalWeeks`}
                className={`field__input ${styles.short}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={SCHEDULE_MAX_INTERVAL_WEEKS}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                data-testid="schedule-field-intervalWeeks"
                {...register('intervalWeeks', { setValueAs: numberOrNull })}
              />
            ))
          : field(
              'dayOfMonth',
              (describedBy, invalid) => (
                <input
                  id={`${id}-dayOfMonth`}
                  className={`field__input ${styles.short}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SCHEDULE_MAX_DAY_OF_MONTH}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  data-testid="schedule-field-dayOfMonth"
                  {...register('dayOfMonth', { setValueAs: numberOrNull })}
                />
              ),
              { hint: t('dialog.dayHint') },
            )}
      </fieldset>

      {dateField(
        'startDate',
        t('dialog.startDate'),
        mode === 'create' || values.startDate !== storedStart ? today : (storedStart ?? today),
      )}

      <fieldset className={styles.fieldset}>
        <legend className="field__label">{t('dialog.endKind')}</legend>
        <div className={styles.choice}>
          <label className={styles.radio}>
            <input type="radio" value="never" {...register('endKind')} data-testid="schedule-end-never" />
            {t('dialog.endNever')}
          </label>
          <label className={styles.radio}>
            <input type="radio" value="date" {...register('endKind')} data-testid="schedule-end-date" />
            {t('dialog.endDate')}
          </label>
          <label className={styles.radio}>
            <input type="radio" value="count" {...register('endKind')} data-testid="schedule-end-count" />
            {t('dialog.endCount')}
          </label>
        </div>
        {values.endKind === 'date' &&
          dateField('endDate', t('dialog.endDateField'), values.startDate || today)}
        {values.endKind === 'count' &&
          field('maxRuns', (describedBy, invalid) => (
            <input
              id={`${id}-maxRuns`}
              className={`field__input ${styles.short}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={SCHEDULE_MAX_RUNS}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              data-testid="schedule-field-maxRuns"
              {...register('maxRuns', { setValueAs: numberOrNull })}
            />
          ))}
      </fieldset>

      <p className={styles.preview} aria-live="polite" data-testid="schedule-preview">
        {preview == null
          ? null
          : preview.length
            ? t('dialog.preview', { dates: preview.map(formatIsoDate).join(', ') })
            : t('dialog.previewNone')}
      </p>

      {field('shipTo', (describedBy, invalid) => (
        <select
          id={`${id}-shipTo`}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid="schedule-field-shipTo"
          {...register('shipTo')}
        >
          {addresses.shipToAddresses.map((address) => (
            <option key={address.partnerId} value={address.partnerId}>
              {addressLabel(address)}
            </option>
          ))}
        </select>
      ))}
      {field('billTo', (describedBy, invalid) => (
        <select
          id={`${id}-billTo`}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid="schedule-field-billTo"
          {...register('billTo')}
        >
          {addresses.billToAddresses.map((address) => (
            <option key={address.partnerId} value={address.partnerId}>
              {addressLabel(address)}
            </option>
          ))}
        </select>
      ))}
      <div className={styles.pair}>
        {field(
          'purchaseOrderNumber',
          (describedBy, invalid) => (
            <input
              id={`${id}-purchaseOrderNumber`}
              className="field__input"
              maxLength={PURCHASE_ORDER_NUMBER_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('purchaseOrderNumber')}
            />
          ),
          { optional: true },
        )}
        {field(
          'costCentre',
          (describedBy, invalid) => (
            <input
              id={`${id}-costCentre`}
              className="field__input"
              maxLength={COST_CENTRE_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('costCentre')}
            />
          ),
          { optional: true },
        )}
      </div>
      {field(
        'remark',
        (describedBy, invalid) => (
          <textarea
            id={`${id}-remark`}
            className="field__input"
            rows={2}
            maxLength={ORDER_REMARK_MAX_LENGTH}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('remark')}
          />
        ),
        { optional: true },
      )}

      {mode === 'edit' && (
        <fieldset className={styles.fieldset}>
          <legend className="field__label">{t('dialog.linesTitle')}</legend>
          <ul className={styles.lineList}>
            {counts.map((line) => (
              <li key={line.id} className={styles.lineRow} data-testid="schedule-form-line">
                <label htmlFor={`${id}-line-${line.id}`} className={styles.lineTitle}>
                  {line.title}
                  <span className={styles.muted}> {line.articleNumber}</span>
                </label>
                <input
                  id={`${id}-line-${line.id}`}
                  className={`field__input ${styles.short}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={9999}
                  value={Number.isNaN(line.count) ? '' : line.count}
                  onChange={(event) => {
                    const count = Number(event.target.value)
                    setCountError(null)
                    setCounts((current) =>
                      current.map((row) => (row.id === line.id ? { ...row, count } : row)),
                    )
                  }}
                />
                <button
                  type="button"
                  className="button button--tertiary button--small"
                  aria-label={t('dialog.removeLineLabel', { article: line.title })}
                  disabled={counts.length <= 1}
                  onClick={() => setCounts((current) => current.filter((row) => row.id !== line.id))}
                >
                  {t('dialog.removeLine')}
                </button>
              </li>
            ))}
          </ul>
          {countError && (
            <p className="field__error" role="alert" data-testid="schedule-error-entries">
              {countError}
            </p>
          )}
        </fieldset>
      )}

      <div className={styles.formActions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          data-testid="schedule-submit"
        >
          {mode === 'create' ? t('dialog.submitCreate') : t('dialog.submitEdit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </div>
    </form>
  )
}
